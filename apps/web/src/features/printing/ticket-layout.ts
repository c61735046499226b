import { formatDateTime, formatWholeMoney, lotLabel, RECEIPT_TEXTS, type Receipt } from '@pelote/shared';

/**
 * The ticket as rows of text at the printer's width: one layout that the ESC/POS encoder, the
 * raster fallback and the narrow print page all draw, so that they read alike.
 */

export type PaperWidth = 58 | 80;

/** Characters on a line in the printer's standard font: 32 at 58 mm, 48 at 80 mm. */
export const COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };

export type TicketRow =
  | { kind: 'text'; text: string; align: 'left' | 'center'; bold?: boolean; large?: boolean }
  | { kind: 'rule' }
  | { kind: 'code'; value: string };

export type TicketOptions = { width: PaperWidth; duplicate: boolean };

const T = RECEIPT_TEXTS;
const money = formatWholeMoney;

/** Cuts a text into lines of at most `width` characters, at spaces when it can. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let rest = text.trim();
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > 0 ? space : width;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) lines.push(rest);
  return lines;
}

/** 'TOTAL            12 500 FCFA': the label on the left (wrapped if need be), the amount right. */
export function pair(left: string, right: string, width: number): string[] {
  const room = width - right.length - 1;
  const lefts = wrap(left, Math.max(room, 1));
  const last = lefts.pop() ?? '';
  return [...lefts, `${last}${' '.repeat(Math.max(width - last.length - right.length, 1))}${right}`];
}

function title(receipt: Receipt): string {
  if (receipt.type === 'provisoire') return T.provisional;
  return receipt.type === 'avoir' ? T.creditNote : T.invoice;
}

export function ticketLayout(receipt: Receipt, { width, duplicate }: TicketOptions): TicketRow[] {
  const columns = COLUMNS[width];
  const rows: TicketRow[] = [];
  const text = (value: string, align: 'left' | 'center' = 'left', bold = false) => {
    for (const line of wrap(value, columns)) rows.push({ kind: 'text', text: line, align, bold });
  };
  const pairs = (left: string, right: string, bold = false) => {
    for (const line of pair(left, right, columns))
      rows.push({ kind: 'text', text: line, align: 'left', bold });
  };
  const { magasin } = receipt;
  rows.push({ kind: 'text', text: magasin.nom, align: 'center', bold: true, large: true });
  if (magasin.quartier) text(magasin.quartier, 'center');
  if (magasin.telephone) text(`Tél. ${magasin.telephone}`, 'center');
  rows.push({ kind: 'rule' });
  text(title(receipt), 'center', true);
  if (duplicate) text(T.duplicate, 'center', true);
  text(receipt.numero, 'center');
  if (receipt.facture) text(`${T.invoiceOf} ${receipt.facture}`, 'center');
  text(formatDateTime(receipt.date), 'center');
  if (receipt.vendeur) text(`${T.seller} : ${receipt.vendeur}`);
  if (receipt.client) text(`${T.client} : ${receipt.client.nom}`);
  rows.push({ kind: 'rule' });
  for (const line of receipt.lignes) {
    text(line.nom);
    const lot = lotLabel(line.bain);
    if (lot) text(`  ${lot}`);
    pairs(`  ${line.quantite} x ${money(line.prix_unitaire)}`, money(line.brut));
    if (line.remise !== 0) pairs(`  Remise${line.motif ? ` (${line.motif})` : ''}`, money(-line.remise));
  }
  rows.push({ kind: 'rule' });
  if (receipt.remise_ticket) pairs(receipt.remise_ticket.motif, money(-receipt.remise_ticket.montant));
  pairs(T.total, money(receipt.total), true);
  for (const payment of receipt.paiements) {
    pairs(
      payment.reference ? `${payment.methode} ${payment.reference}` : payment.methode,
      money(payment.montant),
    );
    if (payment.montant_recu !== null && payment.montant_recu !== payment.montant) {
      pairs(`  ${T.received}`, money(payment.montant_recu));
    }
    if (payment.monnaie_rendue > 0) pairs(`  ${T.change}`, money(payment.monnaie_rendue));
  }
  if (receipt.reste_du !== null) pairs(T.balanceDue, money(receipt.reste_du), true);
  rows.push({ kind: 'rule' });
  rows.push({ kind: 'code', value: receipt.numero });
  for (const line of receipt.pied.split('\n')) text(line, 'center');
  return rows;
}
