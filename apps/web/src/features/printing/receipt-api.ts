import {
  type PublicLink,
  publicLinkSchema,
  RECEIPT_PATHS,
  type Receipt,
  type ReceiptSale,
  receiptOfSale,
  receiptSchema,
} from '@pelote/shared';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { DeviceSale } from '@/lib/offline-sale-slots';
import type { ShopListItem } from '@/lib/shops-query';
import type { TicketSource } from '@/lib/ticket-slots';

/** The ticket of a recorded sale or credit note, as the server builds it. */
export async function fetchReceipt(source: Exclude<TicketSource, { kind: 'provisional' }>): Promise<Receipt> {
  const path = source.kind === 'sale' ? RECEIPT_PATHS.sale(source.id) : RECEIPT_PATHS.creditNote(source.id);
  return unwrap(parseResult(await apiClient.get(path), receiptSchema));
}

/** The invoice PDF's public link, for the WhatsApp receipt (made once, given again after). */
export async function createPublicLink(saleId: number): Promise<PublicLink> {
  const result = await apiClient.post(RECEIPT_PATHS.publicLink(saleId), undefined, {
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
  return unwrap(parseResult(result, publicLinkSchema));
}

/**
 * An offline sale's provisional ticket, built on the device from its outbox entry by the same
 * function the server uses, so that both print alike.
 */
export function provisionalReceipt(entry: DeviceSale, shop: ShopListItem | undefined, seller: string | null) {
  const { summary, body } = entry;
  const paid = body.paiements ?? [];
  const sale: ReceiptSale = {
    numero_facture: entry.ticket,
    date_vente: entry.deviceTime,
    total: summary.total,
    remise_ticket: null,
    client:
      summary.clientLabel && body.client ? { nom: summary.clientLabel, prenom: '', contact: null } : null,
    vendeur: seller ? { username: seller } : null,
    items: summary.lines.map((line) => ({
      article: { article_name: line.nom },
      bain: line.bain,
      quantite: line.quantite,
      prix_unitaire: line.prix,
      prix_total: line.total,
      remise: null,
    })),
    paiements: summary.payments.map((payment, index) => {
      const received = paid[index]?.montant_recu;
      const montant = Number(payment.montant);
      return {
        methode: payment.methode,
        montant,
        montant_recu: received == null ? null : Number(received),
        monnaie_rendue: received == null ? 0 : Math.max(Number(received) - montant, 0),
        reference: payment.reference ?? null,
      };
    }),
  };
  return receiptOfSale(
    sale,
    {
      nom: shop?.nom ?? summary.shop.nom,
      quartier: shop?.quartier ?? '',
      telephone: shop?.telephone ?? '',
      pied_ticket: shop?.pied_ticket ?? '',
    },
    'provisoire',
  );
}
