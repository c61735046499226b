import {
  apiBainRuleError,
  hasLots,
  LAYAWAY_MESSAGES,
  LAYAWAY_TERM_DAYS_MAX,
  type Layaway,
  type layawayCreateSchema,
  type layawayExtendSchema,
  type layawayInstalmentSchema,
} from '@pelote/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type * as z from 'zod';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { miseDeCoteLignes, misesDeCote } from '../../db/schema/layaways.ts';
import type { DbOrTx, Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { assertShopAccess, findShop } from '../../lib/shop-scope.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { holdStock } from '../stock/index.ts';
import { spendAvoir, takeDeposit } from './deposits.ts';
import { readLayawaySettings } from './layaway-settings.ts';
import { findLayaway } from './layaways.repository.ts';

/**
 * The writes of a layaway (docs/decisions/024-layaway.md), each inside the one transaction its
 * route opens. Lock order as a sale's: the layaway's own row (FOR UPDATE, every step after the
 * creation), the till session (shared), the mobile-money references, the stock lines by article
 * then their lots (the hold), the client's row (a credit balance spent or given back).
 */

const M = LAYAWAY_MESSAGES;
export type Step = { tx: Tx; user: SessionUser; journal: JournalContext; now: Date };

const today = (now: Date) => now.toISOString().slice(0, 10);
export const plusDays = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The layaway as answered, with direction's grace for its expiry date. */
export async function layawayAnswer(db: DbOrTx, id: number, now: Date): Promise<Layaway> {
  const settings = await readLayawaySettings(db);
  const layaway = await findLayaway(db, id, { graceDays: settings.delai_grace_jours, now });
  if (!layaway) throw new Error(`layaway ${id} not readable`);
  return layaway;
}

/** The journal row of a step: 'Mise de côté n° 12 — Awa Koné' and what it changed. */
export async function journalStep(
  step: Step,
  layaway: { id: number; magasinId: number },
  action: 'creation' | 'versement' | 'retrait' | 'prolongation' | 'annulation' | 'expiration' | 'envoi',
  changes: Record<string, unknown>,
  libelle: string,
) {
  await recordJournal(step.tx, {
    ...step.journal,
    magasinId: layaway.magasinId,
    action,
    entite: 'mise_de_cote',
    entiteId: layaway.id,
    entiteLibelle: libelle,
    changements: journalChanges(null, changes),
  });
}

/**
 * The layaway's row locked FOR UPDATE: 404 when absent, 403 outside a gerant's shop; `open`: 409
 * unless it is still 'en_cours'.
 */
export async function lockLayaway(step: Step, id: number, options: { open: boolean }) {
  const [row] = await step.tx.select().from(misesDeCote).where(eq(misesDeCote.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  assertShopAccess(step.user, row.magasinId);
  if (options.open && row.statut !== 'en_cours') throw conflict(M.notOpen);
  return row;
}

function checkDueDate(now: Date, echeance: string) {
  if (echeance <= today(now)) throw badRequest(M.dueDatePast, { echeance: M.dueDatePast });
  if (echeance > plusDays(now, LAYAWAY_TERM_DAYS_MAX))
    throw badRequest(M.dueDateTooFar, { echeance: M.dueDateTooFar });
}

/** The articles of the lines, live, and each line's lot rule (a lot only for a wool). */
async function lineArticles(tx: Tx, input: z.output<typeof layawayCreateSchema>) {
  const ids = [...new Set(input.lignes.map((line) => line.article))];
  const found = await tx
    .select({ id: articles.id, nom: articles.nom, type: articles.type })
    .from(articles)
    .where(and(inArray(articles.id, ids), isNull(articles.deletedAt)));
  if (found.length !== ids.length) throw notFound(M.articleNotFound);
  const byId = new Map(found.map((article) => [article.id, article]));
  return input.lignes.map((line) => {
    const article = byId.get(line.article);
    if (!article) throw notFound(M.articleNotFound);
    const lotError = apiBainRuleError(article.type, line.bain);
    if (lotError) throw badRequest(lotError, { bain: lotError });
    return { ...line, article };
  });
}

/**
 * Sets units aside: the shop and client checked, the layaway's row, its deposit (into the till),
 * the units held (409 when fewer are available), the lines, the client's credit balance spent.
 */
export async function createLayaway(step: Step, input: z.output<typeof layawayCreateSchema>) {
  const { tx, user, now } = step;
  const shop = await findShop(tx, user, input.magasin, M.shopNotFound);
  const [client] = await tx
    .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom })
    .from(clients)
    .where(and(eq(clients.id, input.client), isNull(clients.deletedAt)));
  if (!client) throw notFound(M.clientNotFound);
  const settings = await readLayawaySettings(tx);
  const echeance = input.echeance ?? plusDays(now, settings.duree_jours);
  checkDueDate(now, echeance);
  const lines = await lineArticles(tx, input);
  const [row] = await tx
    .insert(misesDeCote)
    .values({
      magasinId: shop.id,
      clientId: client.id,
      echeance,
      note: input.note,
      userId: user.id,
      createdAt: now,
    })
    .returning({ id: misesDeCote.id });
  if (!row) throw new Error('layaway not written');
  const layaway = { id: row.id, magasinId: shop.id, clientId: client.id };
  const deposit = await takeDeposit(step, layaway, input.paiements);
  const held = await holdStock(
    tx,
    shop.id,
    lines.map((line) => ({
      articleId: line.article.id,
      bain: line.bain,
      quantite: line.quantite,
      hasLots: hasLots(line.article.type),
    })),
  );
  await tx.insert(miseDeCoteLignes).values(
    held.map((line) => ({
      miseDeCoteId: row.id,
      articleId: line.articleId,
      bain: line.bain,
      quantite: line.quantite,
    })),
  );
  await spendAvoir(step, layaway, deposit.avoir);
  const name = `${client.prenom} ${client.nom}`.trim();
  await journalStep(
    step,
    layaway,
    'creation',
    {
      client: name,
      echeance,
      montant: deposit.total,
      lignes: held.map((line) => {
        const nom = lines.find((asked) => asked.article.id === line.articleId)?.article.nom ?? '';
        return `${nom}${line.bain ? ` (${line.bain})` : ''} × ${line.quantite}`;
      }),
    },
    `Mise de côté n° ${row.id} — ${name}`,
  );
  return layawayAnswer(tx, row.id, now);
}

/** More deposit on an open layaway, same rules as the first. */
export async function addInstalment(
  step: Step,
  id: number,
  input: z.output<typeof layawayInstalmentSchema>,
): Promise<Layaway> {
  const row = await lockLayaway(step, id, { open: true });
  const layaway = { id, magasinId: row.magasinId, clientId: row.clientId };
  const deposit = await takeDeposit(step, layaway, input.paiements);
  await spendAvoir(step, layaway, deposit.avoir);
  await journalStep(
    step,
    layaway,
    'versement',
    { montant: deposit.total },
    `Versement sur la mise de côté n° ${id}`,
  );
  return layawayAnswer(step.tx, id, step.now);
}

/** A later due date for an open layaway. */
export async function extendLayaway(
  step: Step,
  id: number,
  input: z.output<typeof layawayExtendSchema>,
): Promise<Layaway> {
  const row = await lockLayaway(step, id, { open: true });
  if (input.echeance <= row.echeance) throw badRequest(M.dueDateNotLater, { echeance: M.dueDateNotLater });
  checkDueDate(step.now, input.echeance);
  await step.tx.update(misesDeCote).set({ echeance: input.echeance }).where(eq(misesDeCote.id, id));
  await recordJournal(step.tx, {
    ...step.journal,
    magasinId: row.magasinId,
    action: 'prolongation',
    entite: 'mise_de_cote',
    entiteId: id,
    entiteLibelle: `Mise de côté n° ${id} prolongée`,
    changements: journalChanges({ echeance: row.echeance }, { echeance: input.echeance }),
  });
  return layawayAnswer(step.tx, id, step.now);
}
