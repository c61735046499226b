import {
  DEPOSIT_PAYMENT_METHOD,
  LAYAWAY_MESSAGES,
  type LayawayPickupAnswer,
  type layawayPickupSchema,
} from '@pelote/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { miseDeCoteLignes, misesDeCote } from '../../db/schema/layaways.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { createSale } from '../sales/index.ts';
import { holdKey } from '../stock/index.ts';
import { depositLeft, returnDeposit, spendOnSale } from './deposits.ts';
import { journalStep, layawayAnswer, lockLayaway, type Step } from './layaways.service.ts';

const M = LAYAWAY_MESSAGES;
type PickupInput = z.output<typeof layawayPickupSchema>;

/** The lines picked up and how many of each: those named (default: all they hold), else all held. */
async function pickedLines(step: Step, id: number, input: PickupInput) {
  const lines = await step.tx
    .select()
    .from(miseDeCoteLignes)
    .where(eq(miseDeCoteLignes.miseDeCoteId, id))
    .orderBy(asc(miseDeCoteLignes.id));
  const held = (line: (typeof lines)[number]) => line.quantite - line.quantiteRetiree;
  if (input.lignes === null)
    return lines
      .filter((line) => held(line) > 0)
      .map((line) => ({ line, quantite: held(line), remise: null }));
  return input.lignes.map((asked) => {
    const line = lines.find((row) => row.id === asked.ligne);
    if (!line) throw badRequest(M.lineNotInLayaway, { lignes: M.lineNotInLayaway });
    const quantite = asked.quantite ?? held(line);
    if (quantite > held(line) || quantite === 0) throw conflict(M.aboveReserved(held(line)));
    return { line, quantite, remise: asked.remise ?? null };
  });
}

/**
 * A pickup: ONE sale of the lines picked up, made by the sale's own path at that day's prices,
 * discounts and price lists, paid first by the deposit left (method 'acompte', up to the total) then
 * by `paiements`, the balance; its units leave the hold as they leave the stock. The layaway is
 * 'retiree' once nothing is held any more, and a deposit left over then becomes an avoir.
 */
export async function pickUp(step: Step, id: number, input: PickupInput): Promise<LayawayPickupAnswer> {
  const { tx, now } = step;
  const row = await lockLayaway(step, id, { open: true });
  const picked = await pickedLines(step, id, input);
  if (picked.length === 0) throw conflict(M.notOpen);
  const held = new Map<string, number>();
  for (const { line, quantite } of picked) {
    const key = holdKey(line.articleId, line.bain);
    held.set(key, (held.get(key) ?? 0) + quantite);
  }
  const deposit = await depositLeft(tx, id);
  const sale = await createSale(
    { ...step, claimed: null },
    {
      client: row.clientId,
      magasin: row.magasinId,
      articles: picked.map(({ line, quantite, remise }) => ({
        article: line.articleId,
        quantite,
        bain: line.bain,
        remise,
      })),
      paiements: input.paiements,
      remise_ticket: input.remise_ticket ?? null,
      accord_remise: input.accord_remise ?? null,
      code_remise: input.code_remise ?? null,
    },
    { deposit, held },
  );
  const layaway = { id, magasinId: row.magasinId, clientId: row.clientId };
  const acompte = sale.paiements
    .filter((payment) => payment.methode === DEPOSIT_PAYMENT_METHOD)
    .reduce((sum, payment) => sum + payment.montant, 0);
  await spendOnSale(step, layaway, { id: sale.id, acompte });
  for (const { line, quantite } of picked) {
    await tx
      .update(miseDeCoteLignes)
      .set({ quantiteRetiree: sql`${miseDeCoteLignes.quantiteRetiree} + ${quantite}` })
      .where(eq(miseDeCoteLignes.id, line.id));
  }
  const [rest] = await tx
    .select({ held: sql<number>`coalesce(sum(quantite - quantite_retiree), 0)::int` })
    .from(miseDeCoteLignes)
    .where(eq(miseDeCoteLignes.miseDeCoteId, id));
  if ((rest?.held ?? 0) === 0) {
    await returnDeposit(step, layaway, 'avoir', null);
    await tx.update(misesDeCote).set({ statut: 'retiree', clotureAt: now }).where(eq(misesDeCote.id, id));
  }
  await journalStep(
    step,
    layaway,
    'retrait',
    { vente: sale.numero_facture, montant: acompte, total: sale.total },
    `Retrait de la mise de côté n° ${id} — facture ${sale.numero_facture}`,
  );
  return { mise_de_cote: await layawayAnswer(tx, id, now), vente: sale };
}
