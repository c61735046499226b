import type { Layaway, layawayCancelSchema } from '@pelote/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { miseDeCoteLignes, misesDeCote } from '../../db/schema/layaways.ts';
import type { Db, Tx } from '../../db/types.ts';
import { type JournalContext, journalChanges, recordJournal, SYSTEM_CONTEXT } from '../journal/index.ts';
import { releaseHold } from '../stock/index.ts';
import { returnDeposit } from './deposits.ts';
import { readLayawaySettings } from './layaway-settings.ts';
import { journalStep, layawayAnswer, lockLayaway, plusDays, type Step } from './layaways.service.ts';

/**
 * How a layaway ends without a full pickup: cancelled ('annulee', by a user) or expired ('expiree',
 * by the hourly job or direction's 'Expirer maintenant'). Either way its units go back to
 * 'disponible' once and its deposit left becomes an avoir or is refunded.
 */

/** The units a layaway still holds, given back to 'disponible'. */
async function releaseLines(tx: Tx, layaway: { id: number; magasinId: number }) {
  const lines = await tx
    .select({
      articleId: miseDeCoteLignes.articleId,
      bain: miseDeCoteLignes.bain,
      quantite: sql<number>`(${miseDeCoteLignes.quantite} - ${miseDeCoteLignes.quantiteRetiree})::int`,
    })
    .from(miseDeCoteLignes)
    .where(eq(miseDeCoteLignes.miseDeCoteId, layaway.id));
  await releaseHold(tx, layaway.magasinId, lines);
}

/**
 * Cancels an open layaway: units released, the deposit left an avoir or refunded as direction
 * decided in Paramètres (a refund: cash from the shop's open till by default, or mobile money).
 */
export async function cancelLayaway(
  step: Step,
  id: number,
  input: z.output<typeof layawayCancelSchema>,
): Promise<Layaway> {
  const row = await lockLayaway(step, id, { open: true });
  const settings = await readLayawaySettings(step.tx);
  const layaway = { id, magasinId: row.magasinId, clientId: row.clientId };
  const returned = await returnDeposit(step, layaway, settings.depot_annulation, input.remboursement);
  await releaseLines(step.tx, layaway);
  await step.tx
    .update(misesDeCote)
    .set({
      statut: 'annulee',
      clotureAt: step.now,
      motifAnnulation: input.motif,
      depotDevenu: returned > 0 ? settings.depot_annulation : null,
    })
    .where(eq(misesDeCote.id, id));
  await journalStep(
    step,
    layaway,
    'annulation',
    { motif: input.motif, montant: returned, depot: returned > 0 ? settings.depot_annulation : null },
    `Mise de côté n° ${id} annulée`,
  );
  return layawayAnswer(step.tx, id, step.now);
}

/**
 * Expires the open layaways past their due date plus direction's grace. The state changes in ONE
 * conditional statement (en_cours → expiree) that answers the rows it changed: a second run, or a
 * run of another process at the same time, finds them changed already (it waits on their row locks,
 * then sees them no longer 'en_cours') and releases nothing. Each one's units are released and its
 * deposit left becomes an avoir (a refund needs the client at the counter: decision 024). Answers
 * how many expired.
 */
export async function expireDue(
  tx: Tx,
  options: { now: Date; journal?: JournalContext; userId?: number | null },
): Promise<number> {
  const settings = await readLayawaySettings(tx);
  const limit = plusDays(options.now, -settings.delai_grace_jours);
  const expired = await tx
    .update(misesDeCote)
    .set({ statut: 'expiree', clotureAt: options.now })
    .where(and(eq(misesDeCote.statut, 'en_cours'), lt(misesDeCote.echeance, limit)))
    .returning({ id: misesDeCote.id, magasinId: misesDeCote.magasinId, clientId: misesDeCote.clientId });
  const journal = options.journal ?? SYSTEM_CONTEXT;
  for (const layaway of expired.sort((a, b) => a.id - b.id)) {
    await releaseLines(tx, layaway);
    const returned = await returnDeposit(
      { tx, user: { id: options.userId ?? null }, now: options.now },
      layaway,
      'avoir',
      null,
    );
    if (returned > 0)
      await tx.update(misesDeCote).set({ depotDevenu: 'avoir' }).where(eq(misesDeCote.id, layaway.id));
    await recordJournal(tx, {
      ...journal,
      magasinId: layaway.magasinId,
      action: 'expiration',
      entite: 'mise_de_cote',
      entiteId: layaway.id,
      entiteLibelle: `Mise de côté n° ${layaway.id} expirée`,
      changements: journalChanges(null, { montant: returned }),
    });
  }
  return expired.length;
}

/** The hourly job: its own transaction (no request opens one). */
export async function expireLayaways(db: Db, now = new Date()): Promise<number> {
  return db.transaction((tx) => expireDue(tx, { now }));
}
