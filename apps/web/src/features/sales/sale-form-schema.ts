import {
  DISCOUNT_KINDS,
  DISCOUNT_MOTIFS,
  SALE_PAYMENT_METHODS,
  type SaleCreateInput,
  type StoreProduct,
  saleCreateSchema,
} from '@pelote/shared';
import * as z from 'zod';
import { checkDeposit, checkLayawayDraft } from './layaway-deposit-rules';
import { FREE_SALE } from './sale-client-picker';
import { emptyTicket, readTicketDiscount, saleFigures } from './sale-discount-rules';
import { type ClientChoice, checkSale, salePrices, type UnitPriceOf } from './sale-form-rules';
import { cashPayment, checkPayments, type PaymentErrors } from './sale-payment-rules';

/**
 * The new sale's form: the drafts as typed (a line's quantity is text, a payment's amount is
 * French text) and the schema that turns them into the body of `saleCreateSchema`. The drafts
 * are checked by the sale's rules (sale-form-rules.ts, sale-payment-rules.ts: stock, lots,
 * payments adding up, credit balance and limit), then the body by the shared schema itself, so the
 * form refuses what the server would.
 */

const lineDraft = z.object({
  key: z.number(),
  article: z.string(),
  quantite: z.string(),
  bain: z.string(),
  byDefault: z.boolean().optional(),
  /** Applied in the line's discount editor, already checked by the shared schema there. */
  remise: z
    .object({
      type: z.enum(DISCOUNT_KINDS),
      valeur: z.number(),
      motif: z.enum(DISCOUNT_MOTIFS),
      motif_texte: z.string().nullable(),
    })
    .nullish(),
});
const ticketDraft = z.object({
  montant: z.string(),
  motif: z.union([z.enum(DISCOUNT_MOTIFS), z.literal('')]),
  motif_texte: z.string(),
});
const paymentDraft = z.object({
  key: z.number(),
  methode: z.enum(SALE_PAYMENT_METHODS),
  montant: z.string(),
  auto: z.boolean(),
  recu: z.string(),
  reference: z.string(),
});

const saleFormDraftSchema = z.object({
  /** The chosen client's id as text, FREE_SALE for a vente libre, '' for no choice yet. */
  client: z.string(),
  /** The chosen client's name, shown before the client list has loaded it. */
  clientLabel: z.string(),
  lines: z.array(lineDraft),
  payments: z.array(paymentDraft),
  /** 'Remise globale': an amount in FCFA as typed ('' = none) and its motif. */
  ticket: ticketDraft,
  /** 'Mettre de côté': the due date ('yyyy-mm-dd') and a note; absent for a sale. */
  layaway: z.object({ echeance: z.string(), note: z.string() }).optional(),
});
export type SaleFormValues = z.input<typeof saleFormDraftSchema>;

/** What the rules need beside the drafts; read at each submit. */
export type SaleFormContext = {
  shopId: number | null;
  products: readonly StoreProduct[];
  /** The registered client's credit balance ('Avoir client'), in hundredths. */
  credit: number;
  /** What the registered client may still buy on credit; null without a limit. */
  debtRoom: number | null;
  /** Each article's unit price in this sale; the catalogue's without it. */
  priceOf?: UnitPriceOf;
  /** Set aside ('Mettre de côté') instead of sold: the payments are the deposit; today's date. */
  layaway?: { today: string };
};

/** Paid in cash for its total until told otherwise. */
export const emptySaleForm = (): SaleFormValues => ({
  client: '',
  clientLabel: '',
  lines: [],
  payments: [{ ...cashPayment(0) }],
  ticket: emptyTicket(),
});

export function clientChoice(client: string): ClientChoice {
  if (client === '') return { kind: 'none' };
  return client === FREE_SALE ? { kind: 'libre' } : { kind: 'client', id: Number(client) };
}

/** Where an issue of the body belongs among the drafts (form-wide ones go to `root`). */
function draftPath(path: readonly PropertyKey[]): (string | number)[] {
  const [field, index, key] = path;
  if (field === 'client') return ['client'];
  if (field === 'remise_ticket') return ['ticket', index === 'montant' ? 'montant' : 'motif'];
  if (field === 'articles' && typeof index === 'number' && key === 'remise')
    return ['lines', index, 'remise'];
  if (field === 'articles' && typeof index === 'number' && (key === 'article' || key === 'quantite'))
    return ['lines', index, key];
  if (field === 'paiements' && typeof index === 'number') {
    if (key === 'montant' || key === 'reference') return ['payments', index, key];
    if (key === 'montant_recu') return ['payments', index, 'recu'];
    return ['payments', index, 'montant'];
  }
  return field === 'paiements' ? ['root', 'sum'] : ['root', 'articles'];
}

/**
 * The form's schema: its errors at the fields they concern (a line's at `lines.{i}.article` or
 * `.quantite`, a payment's at `payments.{i}.montant`, `.recu` or `.reference`; no article at
 * `root.articles`, payments not adding up at `root.sum`), its output the sale's request body.
 */
export function saleFormSchema(context: SaleFormContext) {
  return saleFormDraftSchema.transform((values, ctx): SaleCreateInput => {
    const issue = (path: (string | number)[], message: string | undefined) => {
      if (message) ctx.addIssue({ code: 'custom', path, message });
    };
    const choice = clientChoice(values.client);
    const checked = checkSale({ ...context, client: choice, lines: values.lines });
    issue(['client'], checked.errors.client);
    issue(['root', 'magasin'], checked.errors.magasin);
    issue(['root', 'articles'], checked.errors.articles);
    values.lines.forEach((line, index) => {
      issue(['lines', index, 'article'], checked.errors.lines[line.key]?.article);
      issue(['lines', index, 'quantite'], checked.errors.lines[line.key]?.quantite);
    });
    // The discounts: the ticket's as typed, and none above its line or the ticket.
    const ticket = readTicketDiscount(values.ticket);
    issue(['ticket', 'montant'], ticket.errors?.montant);
    issue(['ticket', 'motif'], ticket.errors?.motif);
    issue(['ticket', 'motif_texte'], ticket.errors?.motif_texte);
    const prices = context.priceOf ? salePrices(values.lines, context.products, context.priceOf) : undefined;
    const figures = saleFigures(values.lines, context.products, values.ticket, prices);
    const over = figures.error;
    if (over)
      issue(over.index === null ? ['ticket', 'montant'] : ['lines', over.index, 'remise'], over.message);
    // A sale of nothing yet has nothing to pay: its lines' errors say what is missing.
    const total = figures.total;
    const isClient = choice.kind === 'client';
    const credit = isClient ? context.credit : null;
    const paid = context.layaway
      ? checkDeposit(values.payments, total, credit)
      : total > 0
        ? checkPayments(values.payments, total, credit, isClient ? context.debtRoom : null)
        : { errors: {}, sum: undefined, payload: [] };
    // A layaway: a registered client, a due date from today on.
    const setAside = context.layaway
      ? checkLayawayDraft(values.layaway, context.layaway.today, choice.kind === 'client')
      : null;
    if (setAside) {
      issue(['client'], setAside.client);
      issue(['layaway', 'echeance'], setAside.echeance);
    }
    values.payments.forEach((payment, index) => {
      const found: PaymentErrors | undefined = paid.errors[payment.key];
      issue(['payments', index, 'montant'], found?.montant);
      issue(['payments', index, 'recu'], found?.recu);
      issue(['payments', index, 'reference'], found?.reference);
    });
    issue(['root', 'sum'], paid.sum);
    if (!checked.payload || !paid.payload || ticket.discount === undefined || over) return z.NEVER;
    if (setAside && (setAside.client || setAside.echeance)) return z.NEVER;
    const body: SaleCreateInput = {
      ...checked.payload,
      ...(paid.payload.length > 0 ? { paiements: paid.payload } : {}),
      ...(ticket.discount ? { remise_ticket: ticket.discount } : {}),
    };
    // The shared schema has the last word: what it refuses, the server would.
    const shared = saleCreateSchema.safeParse(body);
    if (shared.success) return body;
    for (const found of shared.error.issues) issue(draftPath(found.path), found.message);
    return z.NEVER;
  });
}
