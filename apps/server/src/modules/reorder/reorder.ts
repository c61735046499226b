import { DEFAULT_LEAD_DAYS, type ReorderLine, reorderFigure, todayIso } from '@pelote/shared';
import type { DbOrTx } from '../../db/types.ts';
import { type ReorderRow, type ReorderScope, reorderRows } from './reorder.repository.ts';

/** The reorder's lines: the figures read in one statement, the formula applied to each (shared `reorderFigure`). */

export type ReorderAsk = Omit<ReorderScope, 'today'> & {
  couverture: number;
  /** Also the lines with nothing to order. */
  tous: boolean;
  now?: Date;
};

function toLine(row: ReorderRow, ask: ReorderAsk): ReorderLine {
  const terms = {
    stock: row.stock,
    en_commande: row.en_commande,
    en_transit: row.en_transit,
    ventes: Math.max(0, row.ventes),
    jours: ask.jours,
    jours_en_stock: row.jours_en_stock,
    delai: row.delai_livraison ?? DEFAULT_LEAD_DAYS,
    delai_par_defaut: row.delai_livraison === null,
    couverture: ask.couverture,
    stock_securite: row.stock_securite ?? 0,
    minimum: row.minimum,
    maximum: row.maximum,
    colisage: row.colisage,
  };
  const figure = reorderFigure(terms);
  return {
    magasin: { id: row.magasin_id, nom: row.magasin_nom },
    article: { id: row.article_id, nom: row.article_nom, type: row.article_type, code_barre: row.code_barre },
    fournisseur:
      row.fournisseur_id === null ? null : { id: row.fournisseur_id, nom: row.fournisseur_nom ?? '' },
    ...terms,
    ...figure,
    prix_unitaire: row.prix_unitaire,
  };
}

/** What to order, per (shop, article) in scope: the lines with something to order, or all of them (`tous`). */
export async function reorderLines(db: DbOrTx, ask: ReorderAsk): Promise<ReorderLine[]> {
  const rows = await reorderRows(db, { ...ask, today: todayIso(undefined, ask.now ?? new Date()) });
  const lines = rows.map((row) => toLine(row, ask));
  return ask.tous ? lines : lines.filter((line) => line.suggestion > 0);
}
