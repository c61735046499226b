import {
  COUNT_MESSAGES,
  type Count,
  type CountLine,
  type countCreateSchema,
  type countLinesInputSchema,
  type countValidateSchema,
  reasonSentence,
  reasonSignError,
  type StockReason,
} from '@pelote/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { articles } from '../../db/schema/articles.ts';
import { inventaireLignes, inventaires } from '../../db/schema/counts.ts';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { findShop } from '../../lib/shop-scope.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { assertBainRule, changeStock, inLockOrder, settleByCount } from '../stock/index.ts';
import { countLines, findCount, leftToCount } from './counts.repository.ts';

/**
 * The writes of a stock count (docs/architecture.md, 'Stock counts'), each one transaction inside
 * the caller's. Counting locks the count's row FOR SHARE (phones count side by side) and the
 * counted stock lines FOR SHARE, line then lot, to read each lot's quantity and its last movement
 * at one instant; validating locks the count FOR UPDATE (it waits for the counts in flight, and a
 * count sent after it finds the count closed), then adjusts through the ledger in lock order.
 */

const M = COUNT_MESSAGES;
type Step = { tx: Tx; user: SessionUser; journal: JournalContext };
const reference = (id: number) => `Inventaire n° ${id}`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

async function answer(tx: Tx, id: number): Promise<Count> {
  const found = await findCount(tx, id);
  if (!found) throw new Error('count vanished');
  return found;
}

/** Opens a count of the shop (a gerant: their own), whole or of one type; one at a time per shop. */
export async function openCount(
  { tx, user, journal }: Step,
  input: z.output<typeof countCreateSchema>,
): Promise<Count> {
  const shop = await findShop(tx, user, input.magasin, M.shopNotFound);
  const [opened] = await tx
    .insert(inventaires)
    .values({ magasinId: shop.id, typeArticle: input.type_article, ouvertPar: user.id })
    .onConflictDoNothing({ target: inventaires.magasinId, where: sql`${inventaires.statut} = 'en_cours'` })
    .returning({ id: inventaires.id });
  if (!opened) throw conflict(M.alreadyOpen);
  const count = await answer(tx, opened.id);
  await recordJournal(tx, {
    ...journal,
    magasinId: shop.id,
    action: 'creation',
    entite: 'inventaire',
    entiteId: opened.id,
    entiteLibelle: `${reference(opened.id)} — ${shop.nom}`,
    changements: journalChanges(null, { statut: 'en_cours', type_article: input.type_article ?? 'tous' }),
  });
  return count;
}

/** The count's row locked (FOR SHARE to count, FOR UPDATE to close): 404, 403 outside a gerant's shop, 409 once closed. */
async function lockOpenCount(tx: Tx, user: SessionUser, id: number, mode: 'share' | 'update') {
  const [found] = await tx.select().from(inventaires).where(eq(inventaires.id, id)).for(mode);
  const row = reachableRow(user, found, M.notFound);
  if (row.statut === 'valide') throw conflict(M.closed);
  if (row.statut === 'annule') throw conflict(M.cancelled);
  return row;
}

type LotNow = { quantite: number; repere: number };

/** The lot's quantity and the id of its last movement, its stock line locked FOR SHARE first. */
async function lotNow(tx: Tx, magasinId: number, articleId: number, bain: string): Promise<LotNow> {
  const result = await tx.execute(sql`
    with line as (
      select id from stocks where magasin_id = ${magasinId} and article_id = ${articleId} for share
    )
    select
      (select count(*) from line)::int as locked,
      coalesce((select quantite from stock_bains where magasin_id = ${magasinId} and article_id = ${articleId} and bain = ${bain}), 0)::int as quantite,
      coalesce((select max(id) from mouvements_stock where magasin_id = ${magasinId} and article_id = ${articleId} and bain = ${bain}), 0)::bigint as repere`);
  const [row] = rowsOf<{ quantite: number; repere: string | number }>(result);
  return { quantite: Number(row?.quantite ?? 0), repere: Number(row?.repere ?? 0) };
}

/**
 * Lines counted, from any phone: each (article, lot) is one line, and a new count of it replaces the
 * last one, with the lot's quantity and last movement read again at that instant.
 */
export async function countStock(
  { tx, user, journal }: Step,
  id: number,
  input: z.output<typeof countLinesInputSchema>,
): Promise<{ lignes: CountLine[]; restants: number }> {
  const head = await lockOpenCount(tx, user, id, 'share');
  // The last count of an (article, lot) sent in one request wins.
  const byKey = new Map(input.map((line) => [`${line.article}\u0000${line.bain}`, line]));
  const lines = inLockOrder(
    [...byKey.values()].map((line) => ({ ...line, articleId: line.article, quantite: 1 })),
  );
  const found = await tx
    .select({ id: articles.id, type: articles.type, nom: articles.nom })
    .from(articles)
    .where(
      and(
        inArray(
          articles.id,
          lines.map((line) => line.articleId),
        ),
        isNull(articles.deletedAt),
      ),
    );
  const byId = new Map(found.map((article) => [article.id, article]));
  for (const line of lines) {
    const article = byId.get(line.articleId);
    if (!article) throw notFound(M.articleNotFound);
    if (head.typeArticle !== null && article.type !== head.typeArticle)
      throw badRequest(M.notOfType, { article: M.notOfType });
    assertBainRule(article.type, line.bain);
  }
  const written: number[] = [];
  for (const line of lines) {
    const now = await lotNow(tx, head.magasinId, line.articleId, line.bain);
    const values = {
      quantiteComptee: line.quantite_comptee,
      quantiteAttendue: now.quantite,
      repere: now.repere,
      comptePar: user.id,
      compteLe: new Date(),
    };
    const [row] = await tx
      .insert(inventaireLignes)
      .values({ inventaireId: id, articleId: line.articleId, bain: line.bain, ...values })
      .onConflictDoUpdate({
        target: [inventaireLignes.inventaireId, inventaireLignes.articleId, inventaireLignes.bain],
        set: values,
      })
      .returning({ id: inventaireLignes.id });
    if (row) written.push(row.id);
  }
  const counted = await countLines(tx, head, written);
  await recordJournal(tx, {
    ...journal,
    magasinId: head.magasinId,
    action: 'modification',
    entite: 'inventaire',
    entiteId: id,
    entiteLibelle: reference(id),
    changements: journalChanges(null, {
      lignes_comptees: counted.map(
        (line) => `${line.article.nom}${line.bain ? ` (${line.bain})` : ''} : ${line.quantite_comptee}`,
      ),
    }),
  });
  return { lignes: counted, restants: await leftToCount(tx, head) };
}

/**
 * Validates the count (direction): one 'ajustement' per line whose count differs from what its lot
 * held when counted, by that difference, with its reason. What moved since (sales...) stays.
 */
export async function validateCount(
  { tx, user, journal }: Step,
  id: number,
  input: z.output<typeof countValidateSchema>,
): Promise<Count> {
  const head = await lockOpenCount(tx, user, id, 'update');
  const lines = await countLines(tx, head);
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const key of Object.keys(input.motifs)) {
    if (!byId.has(Number(key))) throw badRequest(M.lineNotInCount, { motifs: M.lineNotInCount });
  }
  const differing = lines.filter((line) => line.ecart !== 0);
  const missing = differing.filter((line) => !input.motifs[String(line.id)]);
  if (missing.length > 0)
    throw badRequest(M.reasonsMissing(missing.length), { motifs: M.reasonsMissing(missing.length) });
  const reasonOf = (line: CountLine) => input.motifs[String(line.id)] as StockReason;
  for (const line of differing) {
    const message = reasonSignError(reasonOf(line), line.ecart);
    if (message) throw badRequest(`${line.article.nom} : ${message}`, { motifs: message });
  }
  const ordered = inLockOrder(
    differing.map((line) => ({ ...line, articleId: line.article.id, quantite: line.ecart })),
  );
  for (const line of ordered) {
    const reason = reasonOf(line);
    try {
      const { movementId } = await changeStock(tx, {
        magasinId: head.magasinId,
        articleId: line.articleId,
        bain: line.bain,
        quantite: line.ecart,
        kind: 'ajustement',
        userId: user.id,
        inventaireId: id,
        raison: reason,
        motif: reasonSentence(reason),
        reference: reference(id),
      });
      await tx
        .update(inventaireLignes)
        .set({ motif: reason, mouvementId: movementId })
        .where(eq(inventaireLignes.id, line.id));
    } catch (error) {
      // Sales made since the count took more than the line can lose: say which article.
      if (error instanceof AppError && error.kind === 'conflict')
        throw conflict(
          M.insufficient(`${line.article.nom}${line.bain ? ` (${line.bain})` : ''}`, error.message),
        );
      throw error;
    }
  }
  // The count sets the truth: what was 'à régulariser' of the articles counted is settled, no movement.
  await settleByCount(tx, {
    magasinId: head.magasinId,
    articleIds: [...new Set(lines.map((line) => line.article.id))],
  });
  return closeCount({ tx, user, journal }, head.magasinId, id, {
    set: { statut: 'valide', validePar: user.id, valideLe: new Date() },
    action: 'validation',
    label: (count) => `${reference(id)} — ${count.magasin.nom}`,
    after: {
      statut: 'valide',
      ajustements: differing.map(
        (line) =>
          `${line.article.nom}${line.bain ? ` (${line.bain})` : ''} : ${line.ecart > 0 ? '+' : ''}${line.ecart} — ${reasonSentence(reasonOf(line))}`,
      ),
    },
  });
}

/**
 * Closes an open count (validated or cancelled): its new status written, the count read back,
 * and the step journalled on its shop, from 'en_cours' to `after`.
 */
async function closeCount(
  { tx, journal }: Step,
  magasinId: number,
  id: number,
  close: {
    set: Partial<typeof inventaires.$inferInsert>;
    action: 'validation' | 'annulation';
    label: (count: Count) => string;
    after: Record<string, unknown>;
  },
): Promise<Count> {
  await tx.update(inventaires).set(close.set).where(eq(inventaires.id, id));
  const count = await answer(tx, id);
  await recordJournal(tx, {
    ...journal,
    magasinId,
    action: close.action,
    entite: 'inventaire',
    entiteId: id,
    entiteLibelle: close.label(count),
    changements: journalChanges({ statut: 'en_cours' }, close.after),
  });
  return count;
}

/** Cancels an open count: nothing was adjusted, nothing is. */
export async function cancelCount(step: Step, id: number): Promise<Count> {
  const head = await lockOpenCount(step.tx, step.user, id, 'update');
  return closeCount(step, head.magasinId, id, {
    set: { statut: 'annule', annulePar: step.user.id, annuleLe: new Date() },
    action: 'annulation',
    label: () => reference(id),
    after: { statut: 'annule' },
  });
}
