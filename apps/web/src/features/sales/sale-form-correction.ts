import { lineDiscountSchema, toMoneyInput } from '@pelote/shared';
import type { DeviceSale } from '@/lib/offline-sale-slots';
import { FREE_SALE } from './sale-client-picker';
import { emptyTicket } from './sale-discount-rules';
import type { SaleFormValues } from './sale-form-schema';
import { cashPayment } from './sale-payment-rules';

/**
 * 'Corriger' on a sale the server refused: the form opens on that sale as it was made offline
 * (client, lines with their lots, payments), for the seller to fix what the server named.
 */
export function draftFromEntry(entry: DeviceSale): SaleFormValues {
  const { body, summary } = entry;
  let key = 1;
  const paiements = body.paiements ?? [];
  return {
    client: body.client === null ? FREE_SALE : String(body.client),
    clientLabel: summary.clientLabel,
    lines: body.articles.map((line) => ({
      key: key++,
      article: String(line.article),
      quantite: String(line.quantite),
      bain: line.bain ?? '',
      remise: line.remise ? (lineDiscountSchema.safeParse(line.remise).data ?? null) : null,
    })),
    payments:
      paiements.length === 0
        ? [cashPayment(key++)]
        : paiements.map((payment) => ({
            key: key++,
            methode: payment.methode,
            montant: toMoneyInput(Number(payment.montant)),
            // A single payment keeps paying the whole total, as in a new sale.
            auto: paiements.length === 1,
            recu: payment.montant_recu ? toMoneyInput(Number(payment.montant_recu)) : '',
            reference: payment.reference ?? '',
          })),
    ticket: body.remise_ticket
      ? {
          montant: String(Math.round(Number(body.remise_ticket.montant) / 100)),
          motif: body.remise_ticket.motif,
          motif_texte: body.remise_ticket.motif_texte ?? '',
        }
      : emptyTicket(),
  };
}

/** The next free key after the draft's lines and payments. */
export const draftKeys = (draft: SaleFormValues) =>
  Math.max(0, ...draft.lines.map((line) => line.key), ...draft.payments.map((payment) => payment.key)) + 1;
