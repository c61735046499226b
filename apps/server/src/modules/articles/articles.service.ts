import { ARTICLE_MESSAGES, type JournalAction, type JournalEntity } from '@pelote/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import type { DbOrTx, Tx } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, type JournalledRow, recordRowChange } from '../journal/index.ts';
import type { KindDefinition } from './article-kinds.ts';
import type { ArticleRow } from './articles.mappers.ts';
import { type ArticleType, insertArticle, softDeleteArticle, updateArticle } from './articles.repository.ts';
import { rethrowBarcodeTaken } from './barcode-conflict.ts';

/**
 * The catalogue's writes (create, edit, soft delete), each with its journal row in the same
 * transaction. The row names the article's fields as the API does (`prix_unitaire`, ...), before
 * → after; the catalogue belongs to no shop. Pouch components are their own entity (`composant`).
 */

// The stock is no field of the article (the stock's own rows tell it), nor is its id (the row's).
const NOT_LOGGED = ['id', 'quantite_stock'];

const entityOf = (type: ArticleType): JournalEntity => (type === 'composant' ? 'composant' : 'article');

function fieldsOf<Payload, Dto>(definition: KindDefinition<Payload, Dto>, article: ArticleRow) {
  return definition.toDto({ article, quantiteStock: 0 }) as Record<string, unknown>;
}

/** The article type a kind's routes and rows are about. */
const articleTypeOf = (definition: { kind: { type: string } }) => definition.kind.type as ArticleType;

/** Each write of an article has its journal row, on no shop: its fields before and after. */
function journalArticle<Payload, Dto>(
  { tx, journal }: ServiceContext<JournalContext>,
  definition: KindDefinition<Payload, Dto>,
  action: JournalAction,
  before: ArticleRow | null,
  after: ArticleRow | null,
) {
  const journalled = (article: ArticleRow): JournalledRow => ({
    id: article.id,
    label: article.nom,
    fields: fieldsOf(definition, article),
  });
  const entite = entityOf(articleTypeOf(definition));
  const about = { ...journal, magasinId: null, entite, ignore: NOT_LOGGED };
  return recordRowChange(tx, about, action, before && journalled(before), after && journalled(after));
}

/** Refuses (409) a barcode another article (of any type, deleted or not) already has. */
export async function assertBarcodeFree(db: DbOrTx, codeBarre: string | undefined | null, exceptId?: number) {
  if (!codeBarre) return;
  const [other] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      exceptId === undefined
        ? eq(articles.codeBarre, codeBarre)
        : and(eq(articles.codeBarre, codeBarre), ne(articles.id, exceptId)),
    );
  if (other) throw conflict(ARTICLE_MESSAGES.barcodeTaken);
}

/** The payload's columns, once the barcode it gives (if any) is no other article's: 409 else. */
async function freeColumns<Payload, Dto>(
  tx: Tx,
  definition: KindDefinition<Payload, Dto>,
  payload: Payload,
  exceptId?: number,
) {
  const columns = definition.toColumns(payload);
  await assertBarcodeFree(tx, columns.codeBarre, exceptId);
  return columns;
}

/** A live article of the type, locked until the transaction ends; null when there is none. */
async function lockArticle(tx: Tx, type: ArticleType, id: number): Promise<ArticleRow | null> {
  const [row] = await tx
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.type, type), isNull(articles.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function createArticle<Payload, Dto>(
  ctx: ServiceContext<JournalContext>,
  definition: KindDefinition<Payload, Dto>,
  payload: Payload,
): Promise<ArticleRow> {
  const columns = await freeColumns(ctx.tx, definition, payload);
  const article = await insertArticle(ctx.tx, articleTypeOf(definition), columns).catch(rethrowBarcodeTaken);
  await journalArticle(ctx, definition, 'creation', null, article);
  return article;
}

/** Replaces a live article's fields; null when there is no such live article (nothing written). */
export async function editArticle<Payload, Dto>(
  ctx: ServiceContext<JournalContext>,
  definition: KindDefinition<Payload, Dto>,
  id: number,
  payload: Payload,
): Promise<ArticleRow | null> {
  const { tx } = ctx;
  const type = articleTypeOf(definition);
  const before = await lockArticle(tx, type, id);
  if (!before) return null;
  const columns = await freeColumns(tx, definition, payload, id);
  const after = await updateArticle(tx, type, id, columns).catch(rethrowBarcodeTaken);
  if (!after) return null;
  await journalArticle(ctx, definition, 'modification', before, after);
  return after;
}

/** Soft-deletes a live article; false when there is none (nothing written). */
export async function removeArticle<Payload, Dto>(
  ctx: ServiceContext<JournalContext>,
  definition: KindDefinition<Payload, Dto>,
  id: number,
): Promise<boolean> {
  const { tx } = ctx;
  const type = articleTypeOf(definition);
  const before = await lockArticle(tx, type, id);
  if (!before || !(await softDeleteArticle(tx, type, id))) return false;
  await journalArticle(ctx, definition, 'suppression', before, null);
  return true;
}
