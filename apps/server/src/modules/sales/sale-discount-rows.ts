import type { LineDiscount } from '@pelote/shared';
import { type PricedBasket, type PricedLine, splitOverRows } from '../discounts/index.ts';
import type { SoldLine } from '../stock/index.ts';
import { type LineDiscountColumns, storedDiscountValue } from './sale-discount-fields.ts';

/**
 * A sale's rows as written: each line as the stock sold it (one row per lot) with its prices and
 * discounts. The lines of one article are priced together: what they were discounted, line and
 * ticket, is split over that article's rows in proportion to their amounts, in whole francs
 * (discounts/basket.ts `splitOverRows`), so each row's net is what its units were sold for and the
 * rows' nets add up to the sale's total.
 */

export type SaleRow = SoldLine & Omit<LineDiscountColumns, 'prixUnitaire'>;

/** The discount an article's rows carry: the one asked when its lines asked one, else none. */
function askedDiscount(lines: PricedLine[]): LineDiscount | null {
  const asked = lines.filter((line) => line.remise !== null);
  if (asked.length === 1 && lines.length === 1) return asked[0]?.remise ?? null;
  const first = asked[0]?.remise;
  return first ? { ...first, type: 'montant', valeur: 0 } : null;
}

export function saleRows(sold: SoldLine[], basket: PricedBasket): SaleRow[] {
  const rows: SaleRow[] = [];
  for (const articleId of [...new Set(sold.map((line) => line.articleId))]) {
    const lines = basket.lines.filter((line) => line.articleId === articleId);
    const ofArticle = sold.filter((line) => line.articleId === articleId);
    const pooled = {
      remiseLigne: lines.reduce((sum, line) => sum + line.remiseLigne, 0),
      remiseTicketPart: lines.reduce((sum, line) => sum + line.remiseTicketPart, 0),
    };
    const parts = splitOverRows(
      pooled,
      ofArticle.map((line) => line.prixUnitaire * line.quantite),
    );
    const discount = askedDiscount(lines);
    const first = lines[0];
    ofArticle.forEach((line, index) => {
      const part = parts[index] ?? { remiseLigne: 0, remiseTicketPart: 0 };
      // A percentage is the same on every row; an amount is the row's own share of it.
      const kept = discount && part.remiseLigne > 0 ? discount : null;
      const valeur = kept?.type === 'montant' ? part.remiseLigne : kept?.valeur;
      rows.push({
        ...line,
        prixTotal: line.prixUnitaire * line.quantite - part.remiseLigne - part.remiseTicketPart,
        prixCatalogue: first?.prixCatalogue ?? line.prixUnitaire,
        remiseLigne: part.remiseLigne,
        remiseTicketPart: part.remiseTicketPart,
        remiseType: kept?.type ?? null,
        remiseValeur: kept && valeur !== undefined ? storedDiscountValue(kept.type, valeur) : null,
        remiseMotif: kept?.motif ?? null,
        remiseMotifTexte: kept?.motif_texte ?? null,
        tarifId: first?.tarif?.id ?? null,
        tarifNom: first?.tarif?.nom ?? null,
      });
    });
  }
  // The rows keep the stock's order (sold), which the sale's line ids follow.
  return sold.map((line) => {
    const row = rows.find(
      (candidate) => candidate.articleId === line.articleId && candidate.bain === line.bain,
    );
    if (!row) throw new Error('saleRows: a sold line lost');
    return row;
  });
}
