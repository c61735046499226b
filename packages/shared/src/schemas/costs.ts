import * as z from 'zod';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { optionalQuery, queryIdOf } from './common.ts';

/**
 * Cost price, margins and stock valuation: direction's only. Costs are the weighted average cost
 * (CMP) of each article, in hundredths: an article's `cout_moyen` and a sale line's `cout_unitaire`
 * to two decimals of a hundredth, the reports' figures in integer hundredths. A gerant's answers
 * never hold any of these fields, and the two reports answer them 403.
 */

export const COST_PATHS = {
  margins: '/Statistiques/marges',
  valuation: '/Stocks/valorisation',
} as const;

export const MARGIN_GROUPS = ['article', 'type', 'magasin', 'mois'] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];

/** Articles of the period whose margin rate is below this ratio (or negative) are listed apart. */
export const LOW_MARGIN_RATE = 0.1;
/** At most this many of them, worst first. */
export const LOW_MARGINS_MAX = 50;

export const COST_MESSAGES = {
  invalidGroup: 'Regroupement invalide (article, type, magasin ou mois)',
  invalidType: "Type d'article invalide",
  invalidShop: 'Identifiant de magasin invalide',
  futureDate: 'La date ne peut pas être postérieure à aujourd’hui',
  unknownCost: 'Coût inconnu',
} as const;

const isoDate = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ)' });
const shopId = queryIdOf(COST_MESSAGES.invalidShop);

/** GET /Statistiques/marges: dates inclusive (default the current month), groupe default 'article'. */
export const marginsQuerySchema = z.object({
  date_debut: optionalQuery(isoDate),
  date_fin: optionalQuery(isoDate),
  magasin: optionalQuery(shopId),
  type: optionalQuery(z.enum(CATALOGUE_TYPES, { error: COST_MESSAGES.invalidType })),
  groupe: optionalQuery(z.enum(MARGIN_GROUPS, { error: COST_MESSAGES.invalidGroup })),
});
export type MarginsQuery = z.input<typeof marginsQuerySchema>;

const money = z.number().int();
/** Revenue, cost and margin of the lines of known cost; the lines of unknown cost counted apart. */
const marginFigures = {
  chiffre_affaires: money,
  cout_ventes: money,
  marge: money,
  /** marge / chiffre_affaires; null when chiffre_affaires is 0. */
  taux_marge: z.number().nullable(),
  chiffre_affaires_cout_inconnu: money,
  quantite_cout_inconnu: z.number().int(),
};

export const marginsSchema = z.object({
  date_debut: isoDate,
  date_fin: isoDate,
  groupe: z.enum(MARGIN_GROUPS),
  total: z.object(marginFigures),
  /** By marge, highest first. `cle`: article id, type code, shop id or 'YYYY-MM'. */
  lignes: z.array(
    z.object({
      cle: z.string(),
      libelle: z.string(),
      /** The article's type (groupe 'article' and 'type'), else null. */
      type: z.enum(CATALOGUE_TYPES).nullable(),
      quantite: z.number().int(),
      ...marginFigures,
    }),
  ),
  /**
   * 'Résultat du magasin', per shop and month of the period (months in order, then shops by name):
   * the margin of its sales of every type, less its expenses — its cash-outs other than deposits
   * (bank, head office) and refunds of sales, those without a category included.
   */
  resultats: z.array(
    z.object({
      /** 'YYYY-MM'. */
      mois: z.string(),
      magasin: z.object({ id: z.number().int(), nom: z.string() }),
      marge: money,
      depenses: money,
      /** marge − depenses. */
      resultat: money,
    }),
  ),
  /** Articles of the period with a margin rate below LOW_MARGIN_RATE, worst first. */
  faibles_marges: z.array(
    z.object({
      article: z.object({ id: z.number().int(), nom: z.string(), type: z.enum(CATALOGUE_TYPES) }),
      chiffre_affaires: money,
      marge: money,
      taux_marge: z.number(),
    }),
  ),
});
export type Margins = z.infer<typeof marginsSchema>;

/** GET /Stocks/valorisation: the stock at the end of `date` (default today) at the CMP of then. */
export const valuationQuerySchema = z.object({
  date: optionalQuery(isoDate),
  magasin: optionalQuery(shopId),
});
export type ValuationQuery = z.input<typeof valuationQuerySchema>;

const valuationFigures = {
  quantite: z.number().int(),
  /** Hundredths: units of known cost × their CMP. */
  valeur: money,
  quantite_cout_inconnu: z.number().int(),
};

export const valuationSchema = z.object({
  date: isoDate,
  total: z.object(valuationFigures),
  par_magasin: z.array(
    z.object({ magasin: z.object({ id: z.number().int(), nom: z.string() }), ...valuationFigures }),
  ),
  par_type: z.array(z.object({ type: z.enum(CATALOGUE_TYPES), ...valuationFigures })),
});
export type Valuation = z.infer<typeof valuationSchema>;
