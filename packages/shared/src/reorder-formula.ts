/**
 * The reorder formula (docs/decisions/018-purchase-orders.md), written once: the server answers its
 * figures and its sentences ('Pourquoi ce chiffre'). Whole units only: the target is rounded up to a
 * unit by integer arithmetic, so the figure is exact whatever the sales.
 */

/** The supplier's lead time used when its record gives none (days). */
export const DEFAULT_LEAD_DAYS = 7;

export type ReorderTerms = {
  stock: number;
  en_commande: number;
  en_transit: number;
  /** Units sold over `jours` days (net of returns; below 0 counts as 0). */
  ventes: number;
  jours: number;
  jours_en_stock: number;
  /** The supplier's lead time, or DEFAULT_LEAD_DAYS when `delai_par_defaut`. */
  delai: number;
  delai_par_defaut: boolean;
  couverture: number;
  stock_securite: number;
  minimum: number | null;
  maximum: number | null;
  colisage: number | null;
};

export type ReorderFigure = {
  suggestion: number;
  cible: number;
  methode: 'vitesse' | 'min_max';
  par_jour: number;
  pourquoi: string[];
};

const ceilDiv = (numerator: number, denominator: number) =>
  Math.floor((numerator + denominator - 1) / denominator);
// One formatter for every line: `toLocaleString` with options builds a new one on each call, which
// cost a second over the 30 000 lines of every shop's reorder.
const decimalFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const decimal = (value: number) => decimalFormat.format(value);
const days = (n: number) => `${n} jour${n > 1 ? 's' : ''}`;

/** Rounded up to a whole number of packs, when the article has a pack size. */
function packed(units: number, colisage: number | null): number {
  return colisage && units > 0 ? ceilDiv(units, colisage) * colisage : units;
}

function packSentence(units: number, colisage: number | null): string[] {
  if (!colisage || units <= 0 || colisage === 1) return [];
  return [`Arrondi au colis de ${colisage} : ${packed(units, colisage)}.`];
}

function byMinMax(terms: ReorderTerms, minimum: number, maximum: number): ReorderFigure {
  const position = terms.stock + terms.en_commande + terms.en_transit;
  const raw = position <= minimum ? maximum - position : 0;
  const reach = `Stock ${terms.stock} + en commande ${terms.en_commande} + en transit ${terms.en_transit} = ${position}`;
  return {
    methode: 'min_max',
    cible: maximum,
    suggestion: packed(raw, terms.colisage),
    par_jour: 0,
    pourquoi: [
      `Min/max fixé à la main pour ce magasin : ${minimum} / ${maximum}.`,
      position <= minimum
        ? `${reach}, au minimum ou en dessous : commander jusqu’au maximum, ${maximum} − ${position} = ${raw}.`
        : `${reach}, au-dessus du minimum : rien à commander.`,
      ...packSentence(raw, terms.colisage),
    ],
  };
}

function bySales(terms: ReorderTerms): ReorderFigure {
  const sold = Math.max(0, terms.ventes);
  const horizon = terms.delai + terms.couverture;
  const inStock = terms.jours_en_stock;
  const need = inStock > 0 ? ceilDiv(sold * horizon, inStock) : 0;
  const cible = need + terms.stock_securite;
  const raw = cible - terms.stock - terms.en_commande - terms.en_transit;
  const perDay = inStock > 0 ? Math.round((sold / inStock) * 100) / 100 : 0;
  const gaps = terms.jours - inStock;
  const safety = terms.stock_securite > 0 ? ` + stock de sécurité ${terms.stock_securite} = ${cible}` : '';
  return {
    methode: 'vitesse',
    cible,
    suggestion: packed(Math.max(0, raw), terms.colisage),
    par_jour: perDay,
    pourquoi: [
      inStock > 0
        ? `Ventes : ${sold} sur les ${days(terms.jours)}, dont ${days(inStock)} en stock` +
          `${gaps > 0 ? ` (${days(gaps)} de rupture écartés)` : ''} : ${decimal(perDay)} par jour.`
        : `Aucun jour en stock sur les ${days(terms.jours)} : aucune vente à prolonger.`,
      `Délai du fournisseur ${days(terms.delai)}` +
        `${terms.delai_par_defaut ? ` (non renseigné : ${DEFAULT_LEAD_DAYS} par défaut)` : ''}` +
        ` + couverture ${days(terms.couverture)} = ${days(horizon)}.`,
      inStock > 0
        ? `Cible : ${sold} ÷ ${inStock} × ${horizon} = ${decimal((sold * horizon) / inStock)}, arrondi à ${need}${safety}.`
        : `Cible : stock de sécurité ${terms.stock_securite}.`,
      `${cible} − stock ${terms.stock} − en commande ${terms.en_commande} − en transit ${terms.en_transit} = ${raw}` +
        `${raw < 0 ? ' : rien à commander.' : '.'}`,
      ...packSentence(raw, terms.colisage),
    ],
  };
}

/** What to order of one article for one shop, and why. */
export function reorderFigure(terms: ReorderTerms): ReorderFigure {
  if (terms.minimum !== null && terms.maximum !== null) return byMinMax(terms, terms.minimum, terms.maximum);
  return bySales(terms);
}
