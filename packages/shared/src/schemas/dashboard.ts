import * as z from 'zod';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { queryId } from './common.ts';
import { DISCOUNT_MOTIFS } from './discount-motifs.ts';
import { STORED_PAYMENT_METHODS } from './payment-methods.ts';

/**
 * The dashboard's figures and the sales statistics of /statistiques. Money in hundredths; sales
 * cancelled ('annulee') count in no figure. Scope: a gerant's own shop; for direction every shop,
 * or the one given in `magasin`.
 */

// The takings and the late transfers are written here, not beside the payments' and the
// transfers' schemas, so that the dashboard does not build those (docs/architecture.md, 'A page
// builds only the Zod schemas it parses').

/** Takings by method over a period or scope (validated sales only), in PAYMENT order. */
export const takingsSchema = z.array(
  z.object({ methode: z.enum(STORED_PAYMENT_METHODS), montant: z.number().int() }),
);
export type Takings = z.infer<typeof takingsSchema>;

/** A transfer shipped for longer than this many days shows on the dashboard. */
export const TRANSFER_LATE_DAYS = 3;

/** A transfer shipped more than TRANSFER_LATE_DAYS days ago and not yet received (the dashboard's list). */
export const lateTransferSchema = z.object({
  id: z.number().int(),
  source: z.object({ id: z.number().int(), nom: z.string() }),
  destination: z.object({ id: z.number().int(), nom: z.string() }),
  expedie_le: z.iso.datetime({ offset: true }),
  quantite: z.number().int(),
});
export type LateTransfer = z.infer<typeof lateTransferSchema>;

/**
 * A deposit to the bank or head office still in transit DEPOSIT_LATE_HOURS hours after its cash-out
 * (the dashboard's list: direction confirms it, the shop's gerant sees it waits).
 */
export const lateDepositSchema = z.object({
  id: z.number().int(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  categorie: z.enum(['depot_banque', 'depot_siege']),
  montant: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type LateDeposit = z.infer<typeof lateDepositSchema>;

/**
 * A purchase order sent and not all received, past its expected delivery (sent + the supplier's
 * lead time): the dashboard's list, oldest expected first.
 */
export const lateOrderSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  fournisseur: z.object({ id: z.number().int(), nom: z.string() }),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  livraison_prevue: z.iso.datetime({ offset: true }),
  reste: z.number().int(),
});
export type LateOrder = z.infer<typeof lateOrderSchema>;

export const DASHBOARD_PATHS = {
  systemStats: '/Clients/Statistiques/stats-système/',
  salesStats: '/Statistiques/ventes',
} as const;

export const DASHBOARD_MESSAGES = {
  periodTooLong: 'La période ne peut pas dépasser 366 jours',
  periodReversed: 'La date de début doit précéder la date de fin',
  loadError: 'Erreur lors du chargement des données',
} as const;

/** The longest period the statistics cover in one call. */
export const STATS_MAX_DAYS = 366;
/** The default period of /statistiques: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;
export const STATS_TOP_ARTICLES = 10;

const isoDate = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ)' });

export const scopeQuerySchema = z.object({ magasin: queryId.optional() });

export const systemStatsSchema = z.object({
  /** Sales recorded (all time) and their revenue. */
  totalVentes: z.number().int(),
  chiffreAffaire: z.number().int(),
  /** Clients not deleted (the client base is shared by every shop). */
  totalClients: z.number().int(),
  /** Sales since midnight and since the first day of the month (shops' time zone). */
  ventesAujourdhui: z.number().int(),
  ventesMois: z.number().int(),
  chiffreAffaireMois: z.number().int(),
  /** Clients created since the first day of the month. */
  nouveauxClients: z.number().int(),
  /** Units sold since the first day of the month. */
  produitsVendus: z.number().int(),
  /**
   * Stock lines of active articles at or below their threshold (every alert), split by level
   * (`stockAlertLevel`): critical at most half the threshold, 'stock bas' the rest.
   */
  alertesStock: z.number().int(),
  stockBas: z.number().int(),
  stockCritique: z.number().int(),
  /**
   * This month's takings by method (the period of chiffreAffaireMois), methods with takings only,
   * in PAYMENT_METHODS order; sales recorded before payments count in none.
   */
  encaissements: takingsSchema,
  /** Transfers from or to the shops in scope shipped more than TRANSFER_LATE_DAYS days ago and not received, oldest first. */
  transfertsEnRetard: z.array(lateTransferSchema).optional(),
  /**
   * 'Créances clients': what the clients owe on the credit sales of the shops in scope, and how
   * many of them owe past a due date.
   */
  creancesClients: z.object({ total: z.number().int(), clientsEnRetard: z.number().int() }).optional(),
  /** 'Stock à régulariser': open rows of units sold offline that the stock did not hold, and those units. */
  stockARegulariser: z.object({ lignes: z.number().int(), unites: z.number().int() }).optional(),
  /** Deposits of the shops in scope in transit for more than DEPOSIT_LATE_HOURS hours, oldest first. */
  depotsEnRetard: z.array(lateDepositSchema).optional(),
  /** Purchase orders late (see lateOrderSchema), the oldest expected first. */
  commandesEnRetard: z.array(lateOrderSchema).optional(),
});
export type SystemStats = z.infer<typeof systemStatsSchema>;

/** `date_debut`..`date_fin` inclusive, whole days; both default to the last STATS_DEFAULT_DAYS days. */
export const salesStatsQuerySchema = z.object({
  magasin: queryId.optional(),
  date_debut: isoDate.optional(),
  date_fin: isoDate.optional(),
});
export type SalesStatsQuery = z.input<typeof salesStatsQuerySchema>;

const figures = { ventes: z.number().int(), chiffre_affaire: z.number().int() };
const sellerSchema = z.object({ id: z.number().int(), username: z.string() });

export const salesStatsSchema = z.object({
  date_debut: isoDate,
  date_fin: isoDate,
  totaux: z.object({ ...figures, quantite: z.number().int() }),
  /** Every day of the period, zeros included, oldest first. */
  par_jour: z.array(z.object({ date: isoDate, ...figures })),
  /** Shops with sales in the period, by revenue. */
  par_magasin: z.array(
    z.object({ magasin: z.object({ id: z.number().int(), nom: z.string() }), ...figures }),
  ),
  /** Article types sold in the period, by revenue (ventes: sales containing that type). */
  par_type: z.array(z.object({ type: z.enum(CATALOGUE_TYPES), quantite: z.number().int(), ...figures })),
  /** The STATS_TOP_ARTICLES best-selling articles by revenue. */
  top_articles: z.array(
    z.object({
      id: z.number().int(),
      nom: z.string(),
      type: z.enum(CATALOGUE_TYPES),
      quantite: z.number().int(),
      chiffre_affaire: z.number().int(),
    }),
  ),
  /**
   * The period's takings by method, methods with takings only, in PAYMENT_METHODS order; sales
   * recorded before payments count in none.
   */
  encaissements: takingsSchema,
  /** 'Vendeur' = the user who recorded the sale: their sales and revenue in the period, by revenue. */
  par_vendeur: z.array(z.object({ vendeur: sellerSchema, ...figures })).default([]),
  /**
   * What the customers did not pay of the catalogue's prices (discounts and price-list prices),
   * per shop, per seller and per motif ('tarif': price lists and promotions).
   */
  remises_par_magasin: z
    .array(
      z.object({ magasin: z.object({ id: z.number().int(), nom: z.string() }), montant: z.number().int() }),
    )
    .default([]),
  remises_par_vendeur: z.array(z.object({ vendeur: sellerSchema, montant: z.number().int() })).default([]),
  remises_par_motif: z
    .array(z.object({ motif: z.enum([...DISCOUNT_MOTIFS, 'tarif']), montant: z.number().int() }))
    .default([]),
});
export type SalesStats = z.infer<typeof salesStatsSchema>;
