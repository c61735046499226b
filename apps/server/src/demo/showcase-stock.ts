import {
  countCreateSchema,
  countLinesInputSchema,
  countValidateSchema,
  transferCreateSchema,
} from '@pelote/shared';
import type { Db } from '../db/types.ts';
import type { SessionUser } from '../lib/access.ts';
import { countStock, openCount, validateCount } from '../modules/counts/index.ts';
import { createTransfer, shipTransfer } from '../modules/transfers/index.ts';
import { shelf, writeAs } from './showcase-writes.ts';

/**
 * The stock's showcase, through the services its routes call: transfers shipped from one shop to
 * the next and not yet received (in transit), a count of the first shop's accessories validated by
 * head office (one broken, 'casse'), and a count of the second shop's wool still in progress.
 */

type StockShowcase = { direction: SessionUser; gerants: SessionUser[]; transfers: number; clock: () => Date };

const shopOf = (user: SessionUser | undefined) => user?.magasinId ?? 0;

/** Two of a wool (the server takes its lots) and one of another article, shipped to the next shop. */
async function transferInTransit(db: Db, from: SessionUser, to: number, turn: number, clock: () => Date) {
  const source = shopOf(from);
  const lots = await shelf(db, source, { min: 3 });
  const wools = lots.filter((lot) => lot.type === 'laine');
  const others = lots.filter((lot) => lot.type !== 'laine');
  const wool = wools[turn % Math.max(1, wools.length)];
  const other = others[turn % Math.max(1, others.length)];
  const lignes = [
    ...(wool ? [{ article: wool.articleId, quantite: 2 }] : []),
    ...(other ? [{ article: other.articleId, quantite: 1 }] : []),
  ];
  const body = transferCreateSchema.parse({
    source,
    destination: to,
    lignes,
    note: 'Réassort de la semaine',
  });
  const draft = await writeAs(db, from, clock(), (ctx) => createTransfer(ctx, body));
  await writeAs(db, from, clock(), (ctx) => shipTransfer(ctx, draft.id));
}

/** The first shop's accessories counted (one short: broken) and the count validated by head office. */
async function validatedCount(db: Db, gerant: SessionUser, direction: SessionUser, clock: () => Date) {
  const magasin = shopOf(gerant);
  const counted = (await shelf(db, magasin, { min: 1, type: 'accessoire' })).slice(0, 8);
  const type_article = counted.length > 0 ? 'accessoire' : null;
  const count = await writeAs(db, gerant, clock(), (ctx) =>
    openCount(ctx, countCreateSchema.parse({ magasin, type_article })),
  );
  const lines = counted.map((lot, n) => ({
    article: lot.articleId,
    bain: lot.bain,
    quantite_comptee: n === 0 ? lot.quantite - 1 : lot.quantite,
  }));
  if (lines.length > 0) {
    const { lignes } = await writeAs(db, gerant, clock(), (ctx) =>
      countStock(ctx, count.id, countLinesInputSchema.parse(lines)),
    );
    const motifs = Object.fromEntries(
      lignes.filter((line) => line.ecart !== 0).map((line) => [String(line.id), 'casse']),
    );
    await writeAs(db, direction, clock(), (ctx) =>
      validateCount(ctx, count.id, countValidateSchema.parse({ motifs })),
    );
  }
}

/** A count in progress shows a few dozen lines: a large data set's half would pass a request's limit. */
const IN_PROGRESS_LINES = 40;

/** Half of the second shop's wool lots (at most 40) counted as they are; the count left open. */
async function countInProgress(db: Db, gerant: SessionUser, clock: () => Date) {
  const magasin = shopOf(gerant);
  const lots = await shelf(db, magasin, { min: 1, type: 'laine' });
  const count = await writeAs(db, gerant, clock(), (ctx) =>
    openCount(ctx, countCreateSchema.parse({ magasin, type_article: 'laine' })),
  );
  const lines = lots
    .slice(0, Math.min(IN_PROGRESS_LINES, Math.max(1, Math.ceil(lots.length / 2))))
    .map((lot) => ({ article: lot.articleId, bain: lot.bain, quantite_comptee: lot.quantite }));
  if (lines.length > 0)
    await writeAs(db, gerant, clock(), (ctx) =>
      countStock(ctx, count.id, countLinesInputSchema.parse(lines)),
    );
}

export async function stockShowcase(db: Db, { direction, gerants, transfers, clock }: StockShowcase) {
  for (let turn = 0; turn < transfers; turn++) {
    const from = gerants[turn % gerants.length];
    const to = gerants[(turn + 1) % gerants.length];
    if (from && to && from !== to) await transferInTransit(db, from, shopOf(to), turn, clock);
  }
  const [first, second] = gerants;
  if (first) await validatedCount(db, first, direction, clock);
  if (second) await countInProgress(db, second, clock);
}
