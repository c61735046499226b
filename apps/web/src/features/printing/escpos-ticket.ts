import type { Receipt } from '@pelote/shared';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { COLUMNS, type PaperWidth, type TicketRow, ticketLayout } from './ticket-layout';

/**
 * The ticket in ESC/POS bytes, by @point-of-sale/receipt-printer-encoder (it knows the printers'
 * code pages, QR codes and raster images).
 *
 * Code page: CP858 (CP850, 'Multilingual Latin 1', with € in place of ı). It holds é è à ç ô ê ù î
 * and their capitals, which French tickets need, and it is the one Latin-1 table that the cheap
 * 58/80 mm ESC/POS printers sold here (Xprinter, Goojprt, POS-5890 clones) and Epson all carry,
 * as table 19 (ESC t 19). A printer without it takes the 'Mode image' fallback.
 */

export const CODE_PAGE = 'cp858';

export type EncodeOptions = {
  width: PaperWidth;
  duplicate: boolean;
  /** Raster fallback: the ticket drawn as an image (a printer without CP858). */
  raster?: { draw: (rows: TicketRow[], dots: number) => HTMLCanvasElement } | undefined;
};

/** Printable dots across the paper at 203 dpi: 384 at 58 mm, 576 at 80 mm. */
export const DOTS: Record<PaperWidth, number> = { 58: 384, 80: 576 };

// What CP858 lacks and a ticket's texts may hold, as the nearest character it has.
const TRANSLITERATIONS: Record<string, string> = {
  '—': '-',
  '–': '-',
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '\u00A0': ' ',
  '\u202F': ' ',
  œ: 'oe',
  Œ: 'OE',
};

export function printable(text: string): string {
  return text.replace(/[—–’‘“”…\u00A0\u202FœŒ]/g, (char) => TRANSLITERATIONS[char] ?? char);
}

function encoderFor(width: PaperWidth) {
  return new ReceiptPrinterEncoder({ language: 'esc-pos', columns: COLUMNS[width], newline: '\n' });
}

function writeRow(encoder: ReceiptPrinterEncoder, row: TicketRow) {
  if (row.kind === 'rule') encoder.rule({ style: 'single' });
  else if (row.kind === 'code')
    encoder.align('center').qrcode(row.value, { model: 2, size: 6, errorlevel: 'm' });
  else {
    encoder.align(row.align).bold(row.bold ?? false);
    if (row.large) encoder.size(1, 2);
    encoder.line(printable(row.text));
    if (row.large) encoder.size(1, 1);
    encoder.bold(false);
  }
}

export function encodeRows(rows: TicketRow[], options: EncodeOptions): Uint8Array {
  const encoder = encoderFor(options.width).initialize().codepage(CODE_PAGE);
  if (options.raster) {
    const canvas = options.raster.draw(rows, DOTS[options.width]);
    encoder.image(canvas, canvas.width, canvas.height, 'threshold');
  } else {
    for (const row of rows) writeRow(encoder, row);
  }
  return encoder.newline(3).cut('partial').encode();
}

export function encodeTicket(receipt: Receipt, options: EncodeOptions): Uint8Array {
  return encodeRows(ticketLayout(receipt, options), options);
}

/** 'Imprimer un test': the accents and an amount, at the printer's width. */
export const TEST_TEXT = 'éèàçô — 12 500 FCFA';

export function encodeTestPage(options: EncodeOptions): Uint8Array {
  return encodeRows(
    [
      { kind: 'text', text: 'Pelote', align: 'center', bold: true },
      { kind: 'text', text: TEST_TEXT, align: 'left' },
      { kind: 'rule' },
    ],
    options,
  );
}
