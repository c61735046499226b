import {
  BAIN_MESSAGES,
  hasLots,
  reasonSentence,
  TRANSFER_MESSAGES,
  type Transfer,
  type TransferStatus,
  type transferCreateSchema,
  type transferReceiveSchema,
} from '@pelote/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type * as z from 'zod';
import { articles } from '../../db/schema/articles.ts';
import { magasins } from '../../db/schema/shops.ts';
import { transfertLignes, transferts } from '../../db/schema/transfers.ts';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { assertShopAccess } from '../../lib/shop-scope.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { allocateSaleLots, changeStock, inLockOrder, settleShortfalls } from '../stock/index.ts';
import { findTransfer } from './transfers.repository.ts';

/**
 * The steps of a transfer (docs/architecture.md, 'Transfers'), each one transaction inside the
 * caller's. Every step first locks the transfer's row (FOR UPDATE), then checks its status: a step
 * taken twice, or out of order, answers 409 whatever the timing. Stock lines are then locked in the
 * order of every stock writer (article, then lot), through the ledger.
 */

const M = TRANSFER_MESSAGES;
type CreateInput = z.output<typeof transferCreateSchema>;
type ReceiveInput = z.output<typeof transferReceiveSchema>;
type Step = { tx: Tx; user: SessionUser; journal: JournalContext };

const reference = (id: number) => `Transfert n° ${id}`;

/** 'Laine mérinos (B12)': a line's article, with its lot when it names one. */
const lineLabel = (line: Transfer['lignes'][number]) =>
  `${line.article.nom}${line.bain ? ` (${line.bain})` : ''}`;

/** The transfer's lines as journalled: 'Laine mérinos (B12) × 3'. */
const journalLines = (transfer: Transfer) =>
  transfer.lignes.map((line) => `${lineLabel(line)} × ${line.quantite}`);

async function insertLines(
  tx: Tx,
  transfertId: number,
  lines: readonly { articleId: number; bain: string; quantite: number }[],
) {
  await tx.insert(transfertLignes).values(
    lines.map((line) => ({
      transfertId,
      articleId: line.articleId,
      bain: line.bain,
      quantite: line.quantite,
    })),
  );
}

async function answer(tx: Tx, id: number): Promise<Transfer> {
  const transfer = await findTransfer(tx, id);
  if (!transfer) throw new Error('transfer vanished');
  return transfer;
}

/** A draft out of `source` (a gerant: their own shop) to `destination`. */
export async function createTransfer(step: Step, input: CreateInput): Promise<Transfer> {
  const { tx, user } = step;
  assertShopAccess(user, input.source);
  const shops = await tx
    .select({ id: magasins.id, nom: magasins.nom })
    .from(magasins)
    .where(inArray(magasins.id, [input.source, input.destination]));
  if (shops.length !== 2) throw notFound(M.shopNotFound);
  const ids = [...new Set(input.lignes.map((line) => line.article))];
  const found = await tx
    .select({ id: articles.id, type: articles.type })
    .from(articles)
    .where(and(inArray(articles.id, ids), isNull(articles.deletedAt)));
  const typeOf = new Map(found.map((article) => [article.id, article.type]));
  for (const line of input.lignes) {
    const type = typeOf.get(line.article);
    if (!type) throw notFound(M.articleNotFound);
    // A wool may name its lot, or leave it to the shipping (the lot with most stock, as a sale does).
    if (!hasLots(type) && line.bain !== '')
      throw badRequest(BAIN_MESSAGES.notForType, { bain: BAIN_MESSAGES.notForType });
  }
  const lines = inLockOrder(input.lignes.map((line) => ({ ...line, articleId: line.article })));
  const [created] = await tx
    .insert(transferts)
    .values({ sourceId: input.source, destinationId: input.destination, note: input.note, creePar: user.id })
    .returning({ id: transferts.id });
  if (!created) throw new Error('transfer not written');
  await insertLines(tx, created.id, lines);
  const transfer = await answer(tx, created.id);
  await journalStep(step, transfer, input.source, 'creation', null, {
    statut: 'brouillon',
    source: transfer.source.nom,
    destination: transfer.destination.nom,
    quantite: transfer.quantite,
    lignes: journalLines(transfer),
  });
  return transfer;
}

/**
 * The transfer's row, locked until commit: 404 when absent, 403 outside the user's shop (`side`:
 * the sender's or the receiver's), 409 unless the transfer is in `expected`, with the message of
 * the state it is in.
 */
async function lockTransfer(
  { tx, user }: Step,
  id: number,
  side: 'sourceId' | 'destinationId',
  expected: TransferStatus,
  messages: Partial<Record<TransferStatus, string>>,
) {
  const [row] = await tx.select().from(transferts).where(eq(transferts.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  assertShopAccess(user, row[side]);
  if (row.statut !== expected) throw conflict(messages[row.statut] ?? M.cancelled);
  return row;
}

/** Moves a line's stock in or out of a shop, as the transfer's movement. */
async function moveStock(
  { tx, user }: Step,
  id: number,
  magasinId: number,
  line: { articleId: number; bain: string },
  quantite: number,
  kind: 'transfert_sortie' | 'transfert_entree',
) {
  await changeStock(tx, {
    magasinId,
    articleId: line.articleId,
    bain: line.bain,
    quantite,
    kind,
    userId: user.id,
    transfertId: id,
    reference: reference(id),
  });
}

async function journalStep(
  { tx, journal }: Step,
  transfer: Transfer,
  magasinId: number,
  action: 'creation' | 'expedition' | 'reception' | 'annulation',
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) {
  await recordJournal(tx, {
    ...journal,
    magasinId,
    action,
    entite: 'transfert',
    entiteId: transfer.id,
    entiteLibelle: `${reference(transfer.id)} — ${transfer.source.nom} → ${transfer.destination.nom}`,
    changements: journalChanges(before, after),
  });
}

/** A step's end: the transfer's new state written, read back, and the step journalled. */
async function endStep(
  step: Step,
  id: number,
  set: Partial<typeof transferts.$inferInsert>,
  magasinId: number,
  action: 'expedition' | 'reception' | 'annulation',
  before: Record<string, unknown>,
  after: (transfer: Transfer) => Record<string, unknown>,
): Promise<Transfer> {
  await step.tx.update(transferts).set(set).where(eq(transferts.id, id));
  const transfer = await answer(step.tx, id);
  await journalStep(step, transfer, magasinId, action, before, after(transfer));
  return transfer;
}

/**
 * Ships a draft: the stock leaves the sender (`transfert_sortie`), refused as a sale would be when
 * too little is left. A wool line without a lot takes the lots a sale would take (most stock first),
 * and becomes one line per lot taken.
 */
export async function shipTransfer(step: Step, id: number): Promise<Transfer> {
  const { tx, user } = step;
  const row = await lockTransfer(step, id, 'sourceId', 'brouillon', {
    expedie: M.alreadyShipped,
    recu: M.alreadyReceived,
    recu_partiellement: M.alreadyReceived,
  });
  const drafted = await tx
    .select({
      id: transfertLignes.id,
      articleId: transfertLignes.articleId,
      bain: transfertLignes.bain,
      quantite: transfertLignes.quantite,
      articleNom: articles.nom,
      articleType: articles.type,
    })
    .from(transfertLignes)
    .innerJoin(articles, eq(articles.id, transfertLignes.articleId))
    .where(eq(transfertLignes.transfertId, id));
  // The lots, decided as for a sale (the sender's stock lines locked in article order).
  const shipped = await allocateSaleLots(
    tx,
    row.sourceId,
    inLockOrder(drafted.map((line) => ({ ...line, prixUnitaire: 0, coutUnitaire: null }))),
  );
  await tx.delete(transfertLignes).where(eq(transfertLignes.transfertId, id));
  await insertLines(tx, id, shipped);
  for (const line of inLockOrder(shipped)) {
    await moveStock(step, id, row.sourceId, line, -line.quantite, 'transfert_sortie');
  }
  return endStep(
    step,
    id,
    { statut: 'expedie', expediePar: user.id, expedieLe: new Date() },
    row.sourceId,
    'expedition',
    { statut: 'brouillon' },
    (transfer) => ({ statut: 'expedie', lignes: journalLines(transfer) }),
  );
}

/**
 * Receives a shipped transfer into the receiver's stock (`transfert_entree`), line by line: a line
 * left out arrived in full; a shortfall keeps its reason on the line. The units missing never enter
 * any stock: they left the sender when shipped, and are the transfer's loss.
 */
export async function receiveTransfer(step: Step, id: number, input: ReceiveInput): Promise<Transfer> {
  const { tx, user } = step;
  const row = await lockTransfer(step, id, 'destinationId', 'expedie', {
    brouillon: M.notShipped,
    recu: M.alreadyReceived,
    recu_partiellement: M.alreadyReceived,
  });
  const lines = await tx.select().from(transfertLignes).where(eq(transfertLignes.transfertId, id));
  const byId = new Map(lines.map((line) => [line.id, line]));
  const told = new Map(input.lignes.map((line) => [line.ligne, line]));
  for (const line of input.lignes) {
    const shipped = byId.get(line.ligne);
    if (!shipped) throw badRequest(M.lineNotInTransfer, { lignes: M.lineNotInTransfer });
    if (line.quantite_recue > shipped.quantite) {
      const message = M.receivedAboveShipped(shipped.quantite);
      throw badRequest(message, { lignes: message });
    }
    const short = line.quantite_recue < shipped.quantite;
    if (short && !line.motif)
      throw badRequest(M.shortfallReasonRequired, { lignes: M.shortfallReasonRequired });
    if (!short && line.motif)
      throw badRequest(M.reasonWithoutShortfall, { lignes: M.reasonWithoutShortfall });
  }
  let missing = 0;
  for (const line of inLockOrder(lines)) {
    const receipt = told.get(line.id);
    const received = receipt ? receipt.quantite_recue : line.quantite;
    const short = received < line.quantite;
    missing += line.quantite - received;
    await tx
      .update(transfertLignes)
      .set({
        quantiteRecue: received,
        motif: short ? (receipt?.motif ?? null) : null,
        commentaire: short && receipt?.commentaire ? receipt.commentaire : null,
      })
      .where(eq(transfertLignes.id, line.id));
    if (received === 0) continue;
    await moveStock(step, id, row.destinationId, line, received, 'transfert_entree');
    // Units sold offline that the stock did not hold leave again at once ('à régulariser').
    await settleShortfalls(tx, {
      magasinId: row.destinationId,
      articleId: line.articleId,
      bain: line.bain,
      quantite: received,
      userId: user.id,
    });
  }
  const statut = missing > 0 ? 'recu_partiellement' : 'recu';
  return endStep(
    step,
    id,
    { statut, recuPar: user.id, recuLe: new Date() },
    row.destinationId,
    'reception',
    { statut: 'expedie' },
    (transfer) => ({
      statut,
      quantite_recue: transfer.quantite_recue,
      manque: transfer.manque,
      ...(missing > 0
        ? {
            manques: transfer.lignes
              .filter((line) => (line.manque ?? 0) > 0 && line.motif)
              .map(
                (line) =>
                  `${lineLabel(line)} : ${line.manque} — ${reasonSentence(line.motif ?? 'autre', line.commentaire)}`,
              ),
          }
        : {}),
    }),
  );
}

/** Cancels a draft (nothing has moved yet); a shipped transfer can no longer be cancelled. */
export async function cancelTransfer(step: Step, id: number): Promise<Transfer> {
  const row = await lockTransfer(step, id, 'sourceId', 'brouillon', {
    expedie: M.cancelAfterShipping,
    recu: M.cancelAfterShipping,
    recu_partiellement: M.cancelAfterShipping,
  });
  return endStep(
    step,
    id,
    { statut: 'annule', annulePar: step.user.id, annuleLe: new Date() },
    row.sourceId,
    'annulation',
    { statut: 'brouillon' },
    () => ({ statut: 'annule' }),
  );
}
