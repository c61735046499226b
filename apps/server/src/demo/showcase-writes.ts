import type { CatalogueType } from '@pelote/shared';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { articles } from '../db/schema/articles.ts';
import { stockBains } from '../db/schema/stock.ts';
import type { Db, Tx } from '../db/types.ts';
import type { SessionUser } from '../lib/access.ts';
import type { ClaimedKey } from '../lib/idempotency.ts';
import { type JournalContext, userContext } from '../modules/journal/index.ts';

/** What a service of a write receives from its route: the transaction, the caller, the journal's context, the time. */
export type WriteContext = {
  tx: Tx;
  user: SessionUser;
  journal: JournalContext;
  now: Date;
  claimed: ClaimedKey | null;
};

/** One write as its route runs it: one transaction, the service called with the caller and the time. */
export function writeAs<T>(db: Db, user: SessionUser, now: Date, run: (ctx: WriteContext) => Promise<T>) {
  return db.transaction((tx) => run({ tx, user, journal: userContext(user), now, claimed: null }));
}

/** The showcase's time: each call a few minutes after the last. */
export function clockFrom(start: Date, stepMs = 180_000): () => Date {
  let at = start.getTime();
  return () => {
    at += stepMs;
    return new Date(at);
  };
}

export type ShelfLot = {
  articleId: number;
  type: CatalogueType;
  prixUnitaire: number;
  bain: string;
  quantite: number;
};

/** The shop's lots holding at least `min`, of one type if given, priced at most `maxPrice`, by article then lot. */
export function shelf(
  db: Db,
  magasinId: number,
  { min, type, maxPrice }: { min: number; type?: CatalogueType; maxPrice?: number },
): Promise<ShelfLot[]> {
  return db
    .select({
      articleId: stockBains.articleId,
      type: articles.type,
      prixUnitaire: articles.prixUnitaire,
      bain: stockBains.bain,
      quantite: stockBains.quantite,
    })
    .from(stockBains)
    .innerJoin(articles, eq(articles.id, stockBains.articleId))
    .where(
      and(
        eq(stockBains.magasinId, magasinId),
        gte(stockBains.quantite, min),
        type ? eq(articles.type, type) : undefined,
        maxPrice === undefined ? undefined : lte(articles.prixUnitaire, maxPrice),
      ),
    )
    .orderBy(asc(stockBains.articleId), asc(stockBains.bain));
}

/** The cash a customer hands over for `montant`: whole 1 000 FCFA notes. */
export const cashPayment = (montant: number) => ({
  methode: 'especes' as const,
  montant,
  montant_recu: Math.ceil(montant / 100_000) * 100_000,
});
