import {
  type CatalogueType,
  STOCK_MESSAGES,
  type StockLine,
  type StockReason,
  type stockAddSchema,
  type stockAdjustmentSchema,
  wentToNoLot,
} from '@pelote/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type * as z from 'zod';
import { articles } from '../../db/schema/articles.ts';
import { stocks } from '../../db/schema/stock.ts';
import type { DbOrTx, Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { findShop } from '../../lib/shop-scope.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { changeStock } from './ledger.ts';
import { assertBainRule } from './lots.ts';
import { settleShortfalls } from './regularisations.ts';
import { findLine } from './stock.repository.ts';

/** Names a caller may give an article type by: singular or plural, any case, accents or not. */
const TYPE_NAMES: Record<string, CatalogueType> = {
  laine: 'laine',
  accessoire: 'accessoire',
  habit: 'habit',
  trousse: 'trousse',
  kit: 'kit',
  machine: 'machine',
  composant: 'composant',
  troussecomposant: 'composant',
};

/** The type a `produit_type` names; null for 'Produit' or empty, which accept any article. */
export function typeNamed(text: string): CatalogueType | null | 'unknown' {
  const key = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/s$/, '');
  if (key === '' || key === 'produit') return null;
  return TYPE_NAMES[key] ?? 'unknown';
}

/** A live article, of the type named if one is. */
export async function stockableArticle(db: DbOrTx, id: number, typeName = '') {
  const [article] = await db
    .select({ id: articles.id, type: articles.type })
    .from(articles)
    .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
  const type = typeNamed(typeName);
  if (!article || (type !== null && type !== article.type)) throw notFound(STOCK_MESSAGES.productNotFound);
  return article;
}

export type StockWrite = {
  magasinId: number;
  articleId: number;
  quantite: number;
  kind: 'ajout' | 'ajustement';
  /** The lot ('' for an article without lots), already checked against the article's type. */
  bain: string;
  quantiteSeuil?: number | undefined;
  motif?: string | undefined;
  /** An adjustment's reason. */
  raison?: StockReason | undefined;
};

/**
 * One change of a line's lot through the ledger, in the caller's transaction, and its journal row
 * (the line's quantity and threshold before → after, the lot named, on the line's shop); answers
 * the line it left, with its lots.
 */
export async function writeStock(
  tx: Tx,
  user: SessionUser,
  journal: JournalContext,
  change: StockWrite,
): Promise<StockLine> {
  // The line as it was, locked: the change below would lock it anyway.
  const [before] = await tx
    .select({ quantite: stocks.quantite, quantite_seuil: stocks.quantiteSeuil })
    .from(stocks)
    .where(and(eq(stocks.magasinId, change.magasinId), eq(stocks.articleId, change.articleId)))
    .for('update');
  const { line } = await changeStock(tx, {
    magasinId: change.magasinId,
    articleId: change.articleId,
    quantite: change.quantite,
    kind: change.kind,
    bain: change.bain,
    userId: user.id,
    ...(change.quantiteSeuil === undefined ? {} : { quantiteSeuil: change.quantiteSeuil }),
    ...(change.motif === undefined ? {} : { motif: change.motif }),
    ...(change.raison === undefined ? {} : { raison: change.raison }),
  });
  // An addition settles the units sold offline that the stock did not hold ('à régulariser').
  if (change.kind === 'ajout' && change.quantite > 0) {
    const { magasinId, articleId, bain, quantite } = change;
    await settleShortfalls(tx, { magasinId, articleId, bain, quantite, userId: user.id });
  }
  const answer = await findLine(tx, line.id);
  if (!answer) throw new Error('stock line vanished');
  await recordJournal(tx, {
    ...journal,
    magasinId: change.magasinId,
    action: before ? 'modification' : 'creation',
    entite: 'stock',
    entiteId: line.id,
    entiteLibelle: `${answer.article_name} — ${answer.magasin_nom}`,
    changements: journalChanges(
      before ? { quantite: line.quantite - change.quantite, quantite_seuil: before.quantite_seuil } : null,
      {
        quantite: line.quantite,
        quantite_seuil: line.quantiteSeuil,
        ...(change.bain === '' ? {} : { bain: change.bain }),
        // An adjustment's reason, beside the quantities it changed.
        ...(change.motif === undefined ? {} : { motif: change.motif }),
      },
    ),
  });
  return answer;
}

type Ctx = ServiceContext<JournalContext>;

/**
 * The article a stock write names, once the shop is one the user reaches (403, then 404 when
 * absent), the article one that holds stock, and the lot given one its type allows.
 */
async function stockTarget(
  tx: Tx,
  user: SessionUser,
  target: { magasin: number; bain: string; articleId: number; type?: string },
) {
  await findShop(tx, user, target.magasin, STOCK_MESSAGES.shopNotFound);
  const article = await stockableArticle(tx, target.articleId, target.type);
  assertBainRule(article.type, target.bain);
  return article;
}

/** Stock added to a shop's line ('Ajouter du stock'), in a shop the user reaches. */
export async function addStock(
  { tx, user, journal }: Ctx,
  body: z.output<typeof stockAddSchema>,
): Promise<StockLine> {
  const { magasin, bain, produit_id: articleId, produit_type: type } = body;
  const article = await stockTarget(tx, user, { magasin, bain, articleId, type });
  const line = await writeStock(tx, user, journal, {
    magasinId: body.magasin,
    articleId: article.id,
    quantite: body.quantite,
    kind: 'ajout',
    bain: body.bain,
    quantiteSeuil: body.quantite_seuil,
  });
  return wentToNoLot(article.type, bain) ? { ...line, sans_bain: true } : line;
}

/** A stock adjustment with its reason (direction). */
export async function adjustStock(
  { tx, user, journal }: Ctx,
  body: z.output<typeof stockAdjustmentSchema>,
): Promise<StockLine> {
  const article = await stockTarget(tx, user, {
    magasin: body.magasin,
    bain: body.bain,
    articleId: body.article,
  });
  return writeStock(tx, user, journal, {
    magasinId: body.magasin,
    articleId: article.id,
    quantite: body.quantite,
    kind: 'ajustement',
    bain: body.bain,
    motif: body.motif,
    raison: body.raison,
  });
}
