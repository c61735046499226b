import { SHOP_MESSAGES } from '@pelote/shared';
import type { Db } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { countShopReferences, deleteShop, findShop } from './shops.repository.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * Deletes a shop for real, and only when nothing references it: otherwise 409 with what remains,
 * so head office knows what to move or close first.
 */
export async function removeShop(db: Db, id: number) {
  return db.transaction(async (tx) => {
    if (!(await findShop(tx, id))) throw notFound(SHOP_MESSAGES.notFound);
    const refs = await countShopReferences(tx, id);
    const reasons = [
      refs.stocks && plural(refs.stocks, 'ligne de stock', 'lignes de stock'),
      refs.ventes && plural(refs.ventes, 'vente', 'ventes'),
      refs.utilisateurs && plural(refs.utilisateurs, 'utilisateur', 'utilisateurs'),
      refs.entrees && plural(refs.entrees, 'entrée de stock', 'entrées de stock'),
      !refs.stocks && refs.mouvements && plural(refs.mouvements, 'mouvement de stock', 'mouvements de stock'),
    ].filter(Boolean);
    if (reasons.length > 0) {
      throw conflict(
        `Impossible de supprimer ce magasin : il est encore référencé (${reasons.join(', ')}). ` +
          'Vous pouvez le marquer inactif à la place.',
      );
    }
    await deleteShop(tx, id);
  });
}
