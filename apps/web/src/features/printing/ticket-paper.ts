import { encode } from 'uqr';
import { printElement } from '@/lib/print-element';
import type { PaperWidth, TicketRow } from './ticket-layout';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The QR code of a ticket's number, as the ESC/POS printer draws it (level M): its modules, dark or
 * light, a quiet zone of two included. The sale screen's 'Scanner un ticket' reads it back, whether
 * the ticket came out of a thermal printer, its raster fallback or the browser's print dialog.
 */
export const qrModules = (value: string): boolean[][] => encode(value, { ecc: 'M', border: 2 }).data;

/** The number's QR code as a drawing 24 mm wide, named by the number for a screen reader. */
function qrDrawing(value: string): SVGSVGElement {
  const modules = qrModules(value);
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${modules.length} ${modules.length}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', value);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.style.cssText = 'display: block; width: 24mm; height: 24mm; margin: 1mm auto 0;';
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute(
    'd',
    modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join(''),
  );
  svg.append(path);
  return svg;
}

/**
 * The ticket for the browser's print dialog (an iPhone, a desktop without a ticket printer, or
 * 'Enregistrer en PDF' to share): a narrow page of 58 or 80 mm in a fixed-width font, its own
 * `@media print` sheet setting the paper.
 */
export function ticketElement(rows: TicketRow[], width: PaperWidth): HTMLElement {
  const paper = document.createElement('div');
  paper.className = 'ticket-paper';
  const style = document.createElement('style');
  style.textContent = `
    .ticket-paper { width: ${width - 6}mm; font: 9pt/1.25 ui-monospace, 'DejaVu Sans Mono', monospace; color: #000; }
    .ticket-paper p { margin: 0; white-space: pre; }
    .ticket-paper hr { border: 0; border-top: 1px dashed #000; margin: 1mm 0; }
    @media print { @page { size: ${width}mm auto; margin: 3mm; } body { margin: 0 !important; } h1 { display: none; } }
  `;
  paper.append(style);
  for (const row of rows) {
    if (row.kind === 'rule') {
      paper.append(document.createElement('hr'));
      continue;
    }
    if (row.kind === 'code') paper.append(qrDrawing(row.value));
    const line = document.createElement('p');
    line.textContent = row.kind === 'code' ? row.value : row.text;
    line.style.textAlign = row.kind === 'code' || row.align === 'center' ? 'center' : 'left';
    if (row.kind === 'text' && row.bold) line.style.fontWeight = '700';
    if (row.kind === 'text' && row.large) line.style.fontSize = '11pt';
    paper.append(line);
  }
  return paper;
}

export function printTicketPage(rows: TicketRow[], width: PaperWidth, title: string): void {
  printElement(ticketElement(rows, width), title);
}

/** The raster fallback's image: the rows drawn black on white, `dots` wide, a height of 24-dot bands. */
export function drawTicket(rows: TicketRow[], dots: number): HTMLCanvasElement {
  const columns = dots === 384 ? 32 : 48;
  const size = Math.floor(dots / columns / 0.6);
  const lineHeight = Math.ceil(size * 1.25);
  // A code row is its QR code (about 40 % of the paper's width), then its number.
  const codes = new Map<TicketRow, boolean[][]>(
    rows.flatMap((row) => (row.kind === 'code' ? [[row, qrModules(row.value)] as const] : [])),
  );
  const moduleDots = (modules: boolean[][]) => Math.max(2, Math.floor((dots * 0.4) / modules.length));
  const heightOf = (row: TicketRow) => {
    const modules = codes.get(row);
    return modules ? modules.length * moduleDots(modules) + lineHeight : lineHeight;
  };
  const canvas = document.createElement('canvas');
  canvas.width = dots;
  canvas.height = Math.ceil((rows.reduce((sum, row) => sum + heightOf(row), 0) + 8) / 24) * 24;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  context.textBaseline = 'top';
  let y = 4;
  for (const row of rows) {
    const top = y;
    y += heightOf(row);
    if (row.kind === 'rule') {
      context.fillRect(0, top + lineHeight / 2, dots, 2);
      continue;
    }
    const modules = codes.get(row);
    let textTop = top;
    if (modules) {
      const cell = moduleDots(modules);
      const left = Math.floor((dots - modules.length * cell) / 2);
      modules.forEach((line, my) => {
        line.forEach((dark, mx) => {
          if (dark) context.fillRect(left + mx * cell, top + my * cell, cell, cell);
        });
      });
      textTop = top + modules.length * cell;
    }
    const text = row.kind === 'code' ? row.value : row.text;
    const center = row.kind === 'code' || row.align === 'center';
    context.font = `${row.kind === 'text' && row.bold ? 'bold ' : ''}${size}px monospace`;
    context.textAlign = center ? 'center' : 'left';
    context.fillText(text, center ? dots / 2 : 0, textTop);
  }
  return canvas;
}
