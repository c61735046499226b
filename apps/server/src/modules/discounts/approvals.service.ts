import {
  type Approval,
  type approvalRequestSchema,
  DISCOUNT_APPROVAL_MINUTES,
  DISCOUNT_MESSAGES,
  formatMoney,
} from '@pelote/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { accordsRemise } from '../../db/schema/discounts.ts';
import type { Tx } from '../../db/types.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { findShop } from '../../lib/shop-scope.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { findApproval, readApproval } from './approvals.repository.ts';
import { goesUnderCost, priceBasket } from './basket.ts';
import { basketArticles, basketPrices } from './basket-articles.ts';

/**
 * Approvals: a gérant over their cap (or under cost) asks direction for a basket; direction accepts
 * or refuses; an accepted approval serves one sale of that shop, within DISCOUNT_APPROVAL_MINUTES
 * of the decision, for at most the discount asked. Each step is journalled.
 */

type Ctx = ServiceContext<JournalContext>;

const journalApproval = (
  ctx: Ctx,
  approval: Approval,
  action: 'demande' | 'acceptation' | 'refus',
  changes: object,
) =>
  recordJournal(ctx.tx, {
    ...ctx.journal,
    magasinId: approval.magasin.id,
    action,
    entite: 'remise',
    entiteId: String(approval.id),
    entiteLibelle: `Accord de remise n° ${approval.id} (${formatMoney(approval.montant_remise)})`,
    changements: journalChanges(null, changes as Record<string, unknown>),
  });

/** POST /Ventes/accords-remise: the basket priced as the sale would price it, then asked. */
export async function askApproval(
  ctx: Ctx,
  input: z.output<typeof approvalRequestSchema>,
): Promise<Approval> {
  const { tx, user, now } = ctx;
  const shop = await findShop(tx, user, input.magasin, DISCOUNT_MESSAGES.approvalNotFound);
  const articles = await basketArticles(
    tx,
    input.articles.map((line) => line.article),
    'Produit non trouvé',
  );
  const clientId = input.client ?? null;
  const priceOf = await basketPrices(tx, {
    shopId: shop.id,
    clientId,
    at: now,
    articles,
    lines: input.articles.map((line) => ({ articleId: line.article, quantite: line.quantite })),
  });
  const basket = priceBasket(
    input.articles.map((line) => ({
      articleId: line.article,
      bain: '',
      quantite: line.quantite,
      remise: line.remise ?? null,
    })),
    articles,
    priceOf,
    input.remise_ticket ?? null,
  );
  if (basket.discount <= 0) throw badRequest(DISCOUNT_MESSAGES.approvalNoDiscount);
  const [row] = await tx
    .insert(accordsRemise)
    .values({
      magasinId: shop.id,
      demandeurId: user.id,
      montantTicket: basket.gross,
      montantRemise: basket.discount,
      sousLeCout: goesUnderCost(basket, articles),
      panier: input,
      note: input.note ?? null,
    })
    .returning({ id: accordsRemise.id });
  if (!row) throw new Error('approval not written');
  const approval = await readApproval(tx, row.id);
  await journalApproval(ctx, approval, 'demande', {
    magasin: shop.id,
    montant_ticket: approval.montant_ticket,
    montant_remise: approval.montant_remise,
    sous_le_cout: approval.sous_le_cout,
  });
  return approval;
}

/** Accepts or refuses a pending approval (direction): 409 once it is decided. */
export async function decideApproval(ctx: Ctx, id: number, accept: boolean): Promise<Approval> {
  const { tx, user, now } = ctx;
  await findApproval(tx, user, id);
  const [decided] = await tx
    .update(accordsRemise)
    .set({ statut: accept ? 'acceptee' : 'refusee', decideeAt: now, decideePar: user.id })
    .where(and(eq(accordsRemise.id, id), eq(accordsRemise.statut, 'en_attente')))
    .returning({ id: accordsRemise.id });
  if (!decided) throw conflict(DISCOUNT_MESSAGES.approvalDecided);
  const approval = await readApproval(tx, id);
  await journalApproval(ctx, approval, accept ? 'acceptation' : 'refus', { statut: approval.statut });
  return approval;
}

/**
 * Takes an accepted approval for a sale, in one statement (two sales racing for it: one gets it):
 * of that shop, decided less than DISCOUNT_APPROVAL_MINUTES ago, for at least `discount`.
 */
export async function takeApproval(
  tx: Tx,
  use: { id: number; magasinId: number; discount: number; now: Date; venteId: number },
): Promise<boolean> {
  const since = new Date(use.now.getTime() - DISCOUNT_APPROVAL_MINUTES * 60_000);
  const taken = await tx
    .update(accordsRemise)
    .set({ statut: 'utilisee', venteId: use.venteId })
    .where(
      and(
        eq(accordsRemise.id, use.id),
        eq(accordsRemise.statut, 'acceptee'),
        eq(accordsRemise.magasinId, use.magasinId),
        gte(accordsRemise.decideeAt, since),
        sql`${accordsRemise.montantRemise} >= ${use.discount}`,
      ),
    )
    .returning({ id: accordsRemise.id });
  return taken.length > 0;
}
