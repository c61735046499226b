import { discountMotifLabel } from '../schemas/discount-motifs.ts';
import { paymentMethodLabel } from '../schemas/payment-methods.ts';
import type { Receipt, ReceiptKind } from '../schemas/receipts.ts';
import { RECEIPT_TEXTS } from '../schemas/receipts.ts';
import type { CreditNote } from '../schemas/returns.ts';
import type { SaleDetail } from '../schemas/sale-detail.ts';

/**
 * A ticket built from a sale (online, or an offline sale's provisional ticket on the phone) or a
 * credit note: the server answers it, the phone builds the provisional one from its outbox with
 * the same function, so both print alike.
 */

/** What a ticket needs of its shop: name, quartier, phone, footer (direction's, else the default). */
export type ReceiptShop = { nom: string; quartier: string; telephone: string; pied_ticket: string };

type SaleLine = SaleDetail['items'][number];
type SalePayment = SaleDetail['paiements'][number];

/** What a ticket needs of a sale (no more, so that the phone builds one from its outbox). */
export type ReceiptSale = Pick<SaleDetail, 'numero_facture' | 'date_vente' | 'total' | 'remise_ticket'> & {
  client: { nom: string; prenom: string; contact?: string | null } | null;
  vendeur: { username: string } | null;
  items: (Pick<SaleLine, 'bain' | 'quantite' | 'prix_unitaire' | 'prix_total' | 'remise'> & {
    article: { article_name: string };
  })[];
  paiements: Pick<SalePayment, 'methode' | 'montant' | 'montant_recu' | 'monnaie_rendue' | 'reference'>[];
};

const shopOf = (shop: ReceiptShop) => ({ nom: shop.nom, quartier: shop.quartier, telephone: shop.telephone });
const footerOf = (shop: ReceiptShop) => shop.pied_ticket.trim() || RECEIPT_TEXTS.defaultFooter;
const clientOf = (client: { nom: string; prenom: string; contact?: string | null } | null) =>
  client ? { nom: `${client.prenom} ${client.nom}`.trim(), telephone: client.contact ?? null } : null;

export function receiptOfSale(sale: ReceiptSale, shop: ReceiptShop, kind: ReceiptKind = 'facture'): Receipt {
  const credit = sale.paiements
    .filter((payment) => payment.methode === 'credit_client')
    .reduce((sum, payment) => sum + payment.montant, 0);
  return {
    type: kind,
    magasin: shopOf(shop),
    numero: sale.numero_facture,
    facture: null,
    date: sale.date_vente,
    vendeur: sale.vendeur?.username ?? null,
    client: clientOf(sale.client),
    lignes: sale.items.map((line) => ({
      nom: line.article.article_name,
      bain: line.bain,
      quantite: line.quantite,
      prix_unitaire: line.prix_unitaire,
      brut: line.prix_unitaire * line.quantite,
      remise: line.prix_unitaire * line.quantite - line.prix_total,
      net: line.prix_total,
      motif: line.remise ? discountMotifLabel(line.remise.motif, line.remise.motif_texte) : null,
    })),
    remise_ticket: sale.remise_ticket
      ? {
          montant: sale.remise_ticket.montant,
          motif: discountMotifLabel(sale.remise_ticket.motif, sale.remise_ticket.motif_texte),
        }
      : null,
    total: sale.total,
    paiements: sale.paiements.map((payment) => ({
      methode: paymentMethodLabel(payment.methode),
      montant: payment.montant,
      montant_recu: payment.montant_recu,
      monnaie_rendue: payment.monnaie_rendue,
      reference: payment.reference,
    })),
    reste_du: credit > 0 ? credit : null,
    pied: footerOf(shop),
  };
}

/** A credit note's ticket: the returned lines at what they refund, the refund's method. */
export function receiptOfCreditNote(
  note: Pick<
    CreditNote,
    | 'numero_avoir'
    | 'date'
    | 'vente'
    | 'client'
    | 'utilisateur'
    | 'lignes'
    | 'montant'
    | 'methode_remboursement'
    | 'reference_remboursement'
  >,
  shop: ReceiptShop,
): Receipt {
  return {
    type: 'avoir',
    magasin: shopOf(shop),
    numero: note.numero_avoir,
    facture: note.vente.numero_facture,
    date: note.date,
    vendeur: note.utilisateur?.username ?? null,
    client: clientOf(note.client),
    lignes: note.lignes.map((line) => ({
      nom: line.article.article_name,
      bain: line.bain,
      quantite: line.quantite,
      prix_unitaire: line.prix_unitaire,
      brut: line.prix_unitaire * line.quantite,
      remise: line.prix_unitaire * line.quantite - line.prix_total,
      net: line.prix_total,
      motif: null,
    })),
    remise_ticket: null,
    total: note.montant,
    paiements: [
      {
        methode: paymentMethodLabel(note.methode_remboursement),
        montant: note.montant,
        montant_recu: null,
        monnaie_rendue: 0,
        reference: note.reference_remboursement,
      },
    ],
    reste_du: null,
    pied: footerOf(shop),
  };
}
