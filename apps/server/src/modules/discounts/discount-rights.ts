import { capPercentText, DISCOUNT_MESSAGES, withinCap } from '@pelote/shared';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { forbidden } from '../../lib/errors.ts';
import { takeApproval } from './approvals.service.ts';
import { type BasketArticle, goesUnderCost, type PricedBasket } from './basket.ts';
import { takeDiscountCode } from './discount-codes.ts';
import { capFor } from './discount-settings.ts';

/**
 * Whether a sale's discounts are allowed: within the seller's cap and above cost, or covered by an
 * approval or an offline code, which the sale then takes. Online, a discount not covered is refused
 * (403, the sale's transaction rolled back); a sale made offline is paid already, so it is recorded
 * and flagged 'Remise non autorisée' for direction instead.
 */

export type DiscountUse = {
  user: SessionUser;
  magasinId: number;
  venteId: number;
  basket: PricedBasket;
  articles: ReadonlyMap<number, BasketArticle>;
  approvalId: number | null;
  code: { code: string; montant_max: number } | null;
  /** The time the sale was made: the device's for an offline sale. */
  at: Date;
  offline: boolean;
};

/** Answers whether the sale is to be flagged (offline only); throws 403 online. */
export async function authorizeDiscount(tx: Tx, use: DiscountUse): Promise<{ flagged: boolean }> {
  const { basket } = use;
  if (basket.discount <= 0) return { flagged: false };
  const cap = await capFor(tx, use.user);
  if (cap === null) return { flagged: false };
  const overCap = !withinCap(basket.discount, basket.gross, cap);
  const underCost = goesUnderCost(basket, use.articles);
  if (!overCap && !underCost) return { flagged: false };
  const refusal = overCap ? DISCOUNT_MESSAGES.overCap(capPercentText(cap)) : DISCOUNT_MESSAGES.underCost;
  let covered = false;
  if (use.approvalId !== null) {
    covered = await takeApproval(tx, {
      id: use.approvalId,
      magasinId: use.magasinId,
      discount: basket.discount,
      now: use.at,
      venteId: use.venteId,
    });
    if (!covered && !use.offline) throw forbidden(DISCOUNT_MESSAGES.approvalNotUsable);
  } else if (use.code !== null) {
    covered =
      basket.discount <= use.code.montant_max &&
      (await takeDiscountCode(tx, {
        magasinId: use.magasinId,
        code: use.code.code,
        montantMax: use.code.montant_max,
        at: use.at,
        venteId: use.venteId,
      }));
    if (!covered && !use.offline) throw forbidden(DISCOUNT_MESSAGES.codeInvalid);
  }
  if (covered) return { flagged: false };
  if (!use.offline) throw forbidden(refusal);
  return { flagged: true };
}
