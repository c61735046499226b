import { can, canReachShop, MESSAGES } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { magasins } from '../db/schema/shops.ts';
import type { DbOrTx } from '../db/types.ts';
import type { SessionUser } from './access.ts';
import { forbidden, notFound } from './errors.ts';

/**
 * The one shop-scope rule, for every route that reads or writes a shop's data: direction reaches
 * every shop; a gerant reaches their own shop only, and asking for another is refused with 403
 * before anything is looked up (so a gerant cannot probe which shops exist). A gerant without a
 * shop reaches none: their lists are empty, never every shop's.
 */

/** A shop id no shop has: the scope of a gerant without a shop. */
const NO_SHOP = 0;

/**
 * The shop a read is filtered to: for a gerant their own shop whatever they ask (another shop →
 * 403); for direction the shop asked for, or every shop (null).
 */
export function scopeFor(user: SessionUser, requested?: number): number | null {
  if (can(user.role, 'shops:select-any')) return requested ?? null;
  if (requested !== undefined) assertShopAccess(user, requested);
  return user.magasinId ?? NO_SHOP;
}

/** Refuses (403) a gerant whose shop is not `shopId`; direction passes. */
export function assertShopAccess(user: SessionUser, shopId: number): void {
  if (!canReachShop({ role: user.role, magasin: user.magasinId }, shopId))
    throw forbidden(MESSAGES.forbidden);
}

/** The shop `shopId`, once the user may reach it: 403 outside a gerant's shop, then 404 if absent. */
export async function findShop(db: DbOrTx, user: SessionUser, shopId: number, notFoundMessage: string) {
  assertShopAccess(user, shopId);
  const [shop] = await db.select().from(magasins).where(eq(magasins.id, shopId));
  if (!shop) throw notFound(notFoundMessage);
  return shop;
}
