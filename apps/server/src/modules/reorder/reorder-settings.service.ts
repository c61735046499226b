import {
  REORDER_MESSAGES,
  type reorderArticleSettingsSchema,
  type reorderMinMaxSchema,
} from '@pelote/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type * as z from 'zod';
import { articles } from '../../db/schema/articles.ts';
import { reassortArticles, reassortMinMax } from '../../db/schema/purchase-orders.ts';
import type { Tx } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { findShop } from '../../lib/shop-scope.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { findSupplier } from '../suppliers/index.ts';

/**
 * The reorder's settings, set by hand (direction): a min/max of an article in a shop, and an
 * article's supplier, pack size and safety stock. Each PUT replaces what was set (all null: the
 * setting is removed) and writes its journal row ('Réglage', entity 'reassort').
 */

const M = REORDER_MESSAGES;
type Ctx = ServiceContext<JournalContext>;
type MinMax = z.output<typeof reorderMinMaxSchema>;
type ArticleSettings = z.output<typeof reorderArticleSettingsSchema>;

async function liveArticle(tx: Tx, id: number) {
  const [article] = await tx
    .select({ id: articles.id, nom: articles.nom })
    .from(articles)
    .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
  if (!article) throw notFound(M.articleNotFound);
  return article;
}

export async function setMinMax({ tx, user, journal }: Ctx, body: MinMax) {
  const shop = await findShop(tx, user, body.magasin, M.shopNotFound);
  const article = await liveArticle(tx, body.article);
  const key = and(eq(reassortMinMax.magasinId, shop.id), eq(reassortMinMax.articleId, article.id));
  const [before] = await tx.select().from(reassortMinMax).where(key).for('update');
  if (body.minimum === null || body.maximum === null) {
    await tx.delete(reassortMinMax).where(key);
  } else {
    const values = { minimum: body.minimum, maximum: body.maximum };
    await tx
      .insert(reassortMinMax)
      .values({ magasinId: shop.id, articleId: article.id, ...values })
      .onConflictDoUpdate({ target: [reassortMinMax.magasinId, reassortMinMax.articleId], set: values });
  }
  const after = { minimum: body.minimum, maximum: body.maximum };
  await recordJournal(tx, {
    ...journal,
    magasinId: shop.id,
    action: 'reglage',
    entite: 'reassort',
    entiteId: article.id,
    entiteLibelle: `${article.nom} — ${shop.nom}`,
    changements: journalChanges(
      { minimum: before?.minimum ?? null, maximum: before?.maximum ?? null },
      after,
    ),
  });
  return { magasin: shop.id, article: article.id, ...after };
}

export async function setArticleSettings({ tx, journal }: Ctx, articleId: number, body: ArticleSettings) {
  const article = await liveArticle(tx, articleId);
  if (body.fournisseur !== null && !(await findSupplier(tx, body.fournisseur, 'share')))
    throw notFound(M.supplierNotFound);
  const [before] = await tx
    .select()
    .from(reassortArticles)
    .where(eq(reassortArticles.articleId, article.id))
    .for('update');
  const values = {
    fournisseurId: body.fournisseur,
    colisage: body.colisage,
    stockSecurite: body.stock_securite,
  };
  if (Object.values(values).every((value) => value === null)) {
    await tx.delete(reassortArticles).where(eq(reassortArticles.articleId, article.id));
  } else {
    await tx
      .insert(reassortArticles)
      .values({ articleId: article.id, ...values })
      .onConflictDoUpdate({ target: reassortArticles.articleId, set: values });
  }
  await recordJournal(tx, {
    ...journal,
    magasinId: null,
    action: 'reglage',
    entite: 'reassort',
    entiteId: article.id,
    entiteLibelle: article.nom,
    changements: journalChanges(
      {
        fournisseur: before?.fournisseurId ?? null,
        colisage: before?.colisage ?? null,
        stock_securite: before?.stockSecurite ?? null,
      },
      body,
    ),
  });
  return { article: article.id, ...body };
}
