import {
  formatDateTime,
  formatWholeMoney,
  normalizePhone,
  RECEIPT_TEXTS,
  type Receipt,
} from '@pelote/shared';

/**
 * The receipt sent on WhatsApp: the shop, the number, the lines, the total, the payments and what
 * is still owed, in under 1 000 characters (a long ticket's lines are summed up), then the
 * invoice's link when the server gave one.
 */

export const WHATSAPP_MAX = 1000;
const T = RECEIPT_TEXTS;
const money = formatWholeMoney;

function lineTexts(receipt: Receipt): string[] {
  return receipt.lignes.map((line) => `• ${line.quantite} x ${line.nom} : ${money(line.net)}`);
}

export function whatsappText(receipt: Receipt, link: string | null): string {
  const head = [
    `*${receipt.magasin.nom}*`,
    `${T.invoiceOf} ${receipt.numero} du ${formatDateTime(receipt.date)}`,
  ];
  if (receipt.type === 'provisoire') head[1] = `${T.provisional} ${receipt.numero}`;
  if (receipt.type === 'avoir') head[1] = `${T.creditNote} ${receipt.numero}`;
  const tail = [`*${T.total} : ${money(receipt.total)}*`];
  for (const payment of receipt.paiements) tail.push(`${payment.methode} : ${money(payment.montant)}`);
  if (receipt.reste_du !== null) tail.push(`${T.balanceDue} : ${money(receipt.reste_du)}`);
  if (link) tail.push('', `Votre facture : ${link}`);
  const fixed = [...head, '', '', ...tail].join('\n').length;
  const lines = lineTexts(receipt);
  // Lines while they fit; the rest as a count.
  const kept: string[] = [];
  let used = fixed;
  for (const [index, line] of lines.entries()) {
    const rest = lines.length - index;
    const more = `… et ${rest} autre${rest > 1 ? 's' : ''} article${rest > 1 ? 's' : ''}`;
    if (used + line.length + 1 + more.length + 1 > WHATSAPP_MAX) {
      kept.push(more);
      break;
    }
    kept.push(line);
    used += line.length + 1;
  }
  return [...head, '', ...kept, '', ...tail].join('\n').slice(0, WHATSAPP_MAX);
}

/** https://wa.me/2250701020304?text=…, or the chooser of a chat (wa.me/?text=) without a number. */
export function whatsappUrl(phone: string | null, text: string): string {
  const number = phone ? normalizePhone(phone) : null;
  return `https://wa.me/${number ? number.slice(1) : ''}?text=${encodeURIComponent(text)}`;
}
