import * as z from 'zod';
import { paymentSchema } from './payments.ts';
import { creditNoteSummarySchema } from './returns.ts';
import { saleSchema } from './sales.ts';
import { saleOfflineDetailFields } from './sales-offline.ts';

/** One sale in full, for the detail/invoice modal and the PDF. */
export const saleDetailSchema = saleSchema.extend({
  magasin: z.object({ id: z.number().int(), nom: z.string(), quartier: z.string() }),
  client: z
    .object({
      id: z.number().int(),
      nom: z.string(),
      prenom: z.string(),
      email: z.string().nullable(),
      contact: z.string().nullable(),
      adresse: z.string().nullable(),
    })
    .nullable(),
  /** Who recorded it. */
  vendeur: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  annulee_at: z.iso.datetime({ offset: true }).nullable(),
  /** Its payments in the order given; empty for a sale recorded before payments ('Non renseigné'). */
  paiements: z.array(paymentSchema),
  /** Hundredths: the change given back, all cash payments together. */
  monnaie_rendue: z.number().int().nonnegative(),
  /** The till session the sale went into; null for a sale recorded before tills. */
  session_caisse: z.number().int().positive().nullable(),
  /** Its credit notes, oldest first (each line's `quantite_retournee` says what came back). */
  retours: z.array(creditNoteSummarySchema),
  ...saleOfflineDetailFields,
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;
