import {
  allocateLots,
  type CatalogueType,
  LAYAWAY_MESSAGES,
  lotsInDrawOrder,
  STOCK_MESSAGES,
} from '@pelote/shared';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { stockBains, stocks } from '../../db/schema/stock.ts';
import type { Tx } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Which lots ('bains') a sale's lines take (docs/architecture.md, 'Dye lots'). A line that names its
 * lot takes that lot; a line without one takes the lot with most stock, and when that lot cannot
 * cover it, the lots one after the other, most stock first then by name, one sold line per lot (same
 * price). A line is refused only when what it may draw on cannot cover it: 409 'Stock insuffisant
 * (disponible: N)', N being the lot's stock for a named lot, all the lots' for the others.
 *
 * A sale made offline is never refused for stock (`offline`): a named lot gives what it holds, then
 * the article's other lots as above; what is still missing stays on the line as `manque` (on the
 * named lot, else on the last lot taken, else on '') — sold, but taken from no stock: it becomes
 * 'à régulariser' (modules/offline/regularisations.ts).
 */

/** The key of a lot in a map of held units: article id and lot. */
export const holdKey = (articleId: number, bain: string) => `${articleId}\u0000${bain}`;

/** A sale line as asked: merged per (article, lot), in lock order; '' = no lot named. */
export type AskedLine = {
  articleId: number;
  articleNom: string;
  articleType: CatalogueType;
  bain: string;
  quantite: number;
  prixUnitaire: number;
  /** The article's CMP when sold (hundredths, four decimals), frozen on the line; null when unknown. */
  coutUnitaire: number | null;
};

/** A line as sold: one lot, its quantity and total; `manque`: units of it no stock held (offline only). */
export type SoldLine = AskedLine & { prixTotal: number; manque?: number };

/**
 * Locks the shop's stock line of every article asked (one statement, in article order: the lock
 * order of every stock writer), THEN reads their lots, then decides. The lots are read by a
 * statement of their own, after the locks: a statement that waited for a line's lock would still
 * see the lots as they were before it waited, and every lot changes only under its line's lock
 * (ledger.ts), so the lots read here stay true until commit.
 */
export async function allocateSaleLots(
  tx: Tx,
  magasinId: number,
  asked: AskedLine[],
  options: { offline?: boolean; held?: ReadonlyMap<string, number> } = {},
): Promise<SoldLine[]> {
  const articleIds = [...new Set(asked.map((line) => line.articleId))].sort((a, b) => a - b);
  if (articleIds.length === 0) return [];
  await tx
    .select({ id: stocks.id })
    .from(stocks)
    .where(and(eq(stocks.magasinId, magasinId), inArray(stocks.articleId, articleIds)))
    .orderBy(asc(stocks.articleId))
    .for('update');
  const lotRows = await tx
    .select({
      articleId: stockBains.articleId,
      bain: stockBains.bain,
      quantite: stockBains.quantite,
      reserve: stockBains.reserve,
    })
    .from(stockBains)
    .where(
      and(
        eq(stockBains.magasinId, magasinId),
        inArray(stockBains.articleId, articleIds),
        gt(stockBains.quantite, 0),
      ),
    );
  // What each lot may give: its stock less what layaways hold (plus the caller's own hold, a pickup).
  const left = new Map<number, Map<string, number>>();
  const physical = new Map<number, Map<string, number>>();
  for (const row of lotRows) {
    const held = options.held?.get(holdKey(row.articleId, row.bain)) ?? 0;
    const lots = left.get(row.articleId) ?? new Map<string, number>();
    lots.set(row.bain, Math.max(0, row.quantite - row.reserve + held));
    left.set(row.articleId, lots);
    const all = physical.get(row.articleId) ?? new Map<string, number>();
    all.set(row.bain, row.quantite);
    physical.set(row.articleId, all);
  }
  /** 409: 'Quantité réservée' when the stock itself would cover `wanted`, else 'Stock insuffisant'. */
  const refuse = (articleId: number, bain: string | null, wanted: number, available: number) => {
    const lots = physical.get(articleId) ?? new Map<string, number>();
    const stock = bain === null ? [...lots.values()].reduce((a, b) => a + b, 0) : (lots.get(bain) ?? 0);
    return conflict(
      stock >= wanted ? LAYAWAY_MESSAGES.reserved(available) : STOCK_MESSAGES.insufficient(available),
    );
  };

  const sold: SoldLine[] = [];
  const take = (line: AskedLine, bain: string, quantite: number, manque = 0) => {
    const lots = left.get(line.articleId);
    if (quantite > manque) lots?.set(bain, (lots.get(bain) ?? 0) - (quantite - manque));
    const same = sold.find((row) => row.articleId === line.articleId && row.bain === bain);
    if (same) {
      same.quantite += quantite;
      same.prixTotal = same.prixUnitaire * same.quantite;
      if (manque > 0) same.manque = (same.manque ?? 0) + manque;
    } else {
      sold.push({
        ...line,
        bain,
        quantite,
        prixTotal: line.prixUnitaire * quantite,
        ...(manque > 0 ? { manque } : {}),
      });
    }
  };
  /** Offline: what the lots hold, most stock first, then the rest missing on `bain` (or the last lot taken). */
  const takeWhatThereIs = (
    line: AskedLine,
    lots: Map<string, number>,
    wanted: number,
    bain: string | null,
  ) => {
    let rest = wanted;
    let last = bain ?? '';
    const current = [...lots].map(([name, quantite]) => ({ bain: name, quantite }));
    for (const lot of lotsInDrawOrder(current)) {
      if (rest === 0) break;
      if (lot.quantite <= 0) continue;
      const quantite = Math.min(lot.quantite, rest);
      take(line, lot.bain, quantite);
      rest -= quantite;
      if (bain === null) last = lot.bain;
    }
    if (rest > 0) take(line, last, rest, rest);
  };
  for (const articleId of articleIds) {
    const lines = asked.filter((line) => line.articleId === articleId);
    const lots = left.get(articleId) ?? new Map<string, number>();
    // Named lots first: what they take is no longer there for the lines without one.
    for (const line of lines.filter((item) => item.bain !== '')) {
      const available = lots.get(line.bain) ?? 0;
      if (available < line.quantite && options.offline) {
        if (available > 0) take(line, line.bain, available);
        takeWhatThereIs(line, lots, line.quantite - available, line.bain);
        continue;
      }
      if (available < line.quantite) throw refuse(articleId, line.bain, line.quantite, available);
      take(line, line.bain, line.quantite);
    }
    for (const line of lines.filter((item) => item.bain === '')) {
      const current = [...lots].map(([bain, quantite]) => ({ bain, quantite }));
      const taken = allocateLots(current, line.quantite);
      if (!taken && options.offline) {
        takeWhatThereIs(line, lots, line.quantite, null);
        continue;
      }
      if (!taken) {
        const available = current.reduce((sum, lot) => sum + Math.max(lot.quantite, 0), 0);
        throw refuse(articleId, null, line.quantite, available);
      }
      for (const lot of taken) take(line, lot.bain, lot.quantite);
    }
  }
  return sold;
}
