import { printElement } from '@/lib/print-element';
import type { PaperWidth, TicketRow } from './ticket-layout';

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
    const line = document.createElement('p');
    line.textContent = row.kind === 'code' ? `[ ${row.value} ]` : row.text;
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
  const canvas = document.createElement('canvas');
  canvas.width = dots;
  canvas.height = Math.ceil((rows.length * lineHeight + 8) / 24) * 24;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  context.textBaseline = 'top';
  rows.forEach((row, index) => {
    const y = index * lineHeight + 4;
    if (row.kind === 'rule') {
      context.fillRect(0, y + lineHeight / 2, dots, 2);
      return;
    }
    const text = row.kind === 'code' ? row.value : row.text;
    const center = row.kind === 'code' || row.align === 'center';
    context.font = `${row.kind === 'text' && row.bold ? 'bold ' : ''}${size}px monospace`;
    context.textAlign = center ? 'center' : 'left';
    context.fillText(text, center ? dots / 2 : 0, y);
  });
  return canvas;
}
