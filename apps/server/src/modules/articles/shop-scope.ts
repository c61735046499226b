import { MESSAGES } from '@pelote/shared';
import type { SessionUser } from '../../lib/access.ts';
import { forbidden } from '../../lib/errors.ts';

/** A shop id no shop has: a gerant without a shop sees no stock rather than every shop's. */
const NO_SHOP = 0;

/**
 * The shop whose stock a catalogue read counts (DESIGN §4 'Shop scope'): a gerant's own shop,
 * whatever they ask (another shop is refused with 403); for direction, the shop asked for, or
 * every shop (null).
 */
export function stockScope(user: SessionUser, requested: number | undefined): number | null {
  if (user.role === 'direction') return requested ?? null;
  if (requested !== undefined && requested !== user.magasinId) throw forbidden(MESSAGES.forbidden);
  return user.magasinId ?? NO_SHOP;
}
