import * as z from 'zod';

/**
 * The customer's ticket: one model for a sale, a credit note and an offline sale's provisional
 * ticket, from which the phone prints ESC/POS, draws the narrow print page and writes the
 * WhatsApp text (receipts/receipt-of.ts builds it). Money in hundredths.
 */

export const RECEIPT_KINDS = ['facture', 'avoir', 'provisoire'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const RECEIPT_PATHS = {
  /** `/{id}/ticket`: a sale's ticket. */
  sale: (id: number | string) => `/Mouvements/ventes/${id}/ticket`,
  /** `/{id}/ticket`: a credit note's ticket. */
  creditNote: (id: number | string) => `/Mouvements/avoirs/${id}/ticket`,
  /** `/{id}/lien-public`: POST makes (or gives again) the invoice's public link, DELETE revokes it. */
  publicLink: (id: number | string) => `/Mouvements/ventes/${id}/lien-public`,
  /** `/{token}`: the invoice PDF a public link serves, to anyone holding it. */
  publicInvoice: '/public/factures',
} as const;

export const RECEIPT_TEXTS = {
  invoice: 'FACTURE',
  creditNote: 'AVOIR',
  provisional: 'TICKET PROVISOIRE',
  duplicate: 'DUPLICATA',
  seller: 'Vendeur',
  client: 'Client',
  total: 'TOTAL',
  change: 'Monnaie rendue',
  received: 'Reçu',
  balanceDue: 'Reste dû',
  invoiceOf: 'Facture',
  refund: 'Remboursement',
  defaultFooter: 'Merci de votre visite',
} as const;

const lineSchema = z.object({
  nom: z.string(),
  /** The lot ('' without one). */
  bain: z.string(),
  quantite: z.number().int(),
  /** The unit price applied, and the line at that price before its discounts. */
  prix_unitaire: z.number().int(),
  brut: z.number().int(),
  /** The line's discounts (its own and its share of the ticket's), and its net. */
  remise: z.number().int(),
  net: z.number().int(),
  /** The line discount's motif, as printed ('Négociation'); null without one. */
  motif: z.string().nullable(),
});

export const receiptSchema = z.object({
  type: z.enum(RECEIPT_KINDS),
  magasin: z.object({ nom: z.string(), quartier: z.string(), telephone: z.string() }),
  /** FAC-…, AV-… or T-… */
  numero: z.string(),
  /** For a credit note, the invoice it cites. */
  facture: z.string().nullable(),
  date: z.iso.datetime({ offset: true }),
  vendeur: z.string().nullable(),
  client: z.object({ nom: z.string(), telephone: z.string().nullable() }).nullable(),
  lignes: z.array(lineSchema),
  /** The ticket's discount and its motif ('Remise globale'), null without one. */
  remise_ticket: z.object({ montant: z.number().int(), motif: z.string() }).nullable(),
  total: z.number().int(),
  paiements: z.array(
    z.object({
      methode: z.string(),
      montant: z.number().int(),
      montant_recu: z.number().int().nullable(),
      monnaie_rendue: z.number().int(),
      reference: z.string().nullable(),
    }),
  ),
  /** A credit sale: what the client still owes on it. */
  reste_du: z.number().int().nullable(),
  /** The shop's footer ('Merci de votre visite', its return policy). */
  pied: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export type ReceiptLine = z.infer<typeof lineSchema>;

/** POST /Mouvements/ventes/{id}/lien-public: the invoice PDF's link and when it stops working. */
export const publicLinkSchema = z.object({ url: z.string(), expire_le: z.iso.datetime({ offset: true }) });
export type PublicLink = z.infer<typeof publicLinkSchema>;

/** How long a public link works. */
export const PUBLIC_LINK_DAYS = 30;
