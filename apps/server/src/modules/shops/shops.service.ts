import { type JournalAction, SHOP_MESSAGES, type Shop, type ShopPayload } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { magasins } from '../../db/schema/shops.ts';
import type { Tx } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, type JournalledRow, recordRowChange } from '../journal/index.ts';
import { lockNamedPhoto } from './shop-photos.ts';
import {
  countShopReferences,
  deleteShop,
  insertShop,
  NO_PHOTO,
  type ShopPhotoColumns,
  toShopDto,
  updateShop,
} from './shops.repository.ts';

type Ctx = ServiceContext<JournalContext>;

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

// The id is the row's own; `ville` repeats `quartier`.
const NOT_LOGGED = ['id', 'ville'];

/** Each write of a shop has its journal row, on that shop (its gerant reads it). */
function journalShop(
  tx: Tx,
  journal: JournalContext,
  action: JournalAction,
  before: Shop | null,
  after: Shop | null,
) {
  const journalled = (shop: Shop): JournalledRow => ({ id: shop.id, label: shop.nom, fields: shop });
  const about = {
    ...journal,
    magasinId: (after ?? before)?.id ?? null,
    entite: 'magasin' as const,
    ignore: NOT_LOGGED,
  };
  return recordRowChange(tx, about, action, before && journalled(before), after && journalled(after));
}

/** The shop, locked until the transaction ends; null when there is none. */
async function lockShop(tx: Tx, id: number): Promise<Shop | null> {
  const [row] = await tx.select().from(magasins).where(eq(magasins.id, id)).for('update');
  return row ? toShopDto(row) : null;
}

/**
 * The photo a create or an edit names: a photo the server stores (its `url` from the upload), or,
 * for an edit, the shop's own older file kept as it is. Anything else is a 400 and nothing is written.
 */
async function photoColumns(
  tx: Tx,
  payload: ShopPayload,
  current: { url: string | null; etag: string | null } | null,
): Promise<ShopPhotoColumns> {
  if (!payload.photo) return NO_PHOTO;
  const alt = payload.photo.alt || payload.nom;
  if (current?.url && !current.etag && payload.photo.url === current.url)
    return { photoUrl: current.url, photoAlt: alt, photoEtag: null };
  const stored = await lockNamedPhoto(tx, payload.photo.url);
  return { photoUrl: stored.url, photoAlt: alt, photoEtag: stored.etag };
}

/** Creates the shop in the caller's transaction (the route's idempotent write). */
export async function createShop({ tx, journal }: Ctx, payload: ShopPayload) {
  const shop = await insertShop(tx, payload, await photoColumns(tx, payload, null));
  await journalShop(tx, journal, 'creation', null, shop);
  return shop;
}

/** Replaces the shop's fields; 404 when there is no such shop (nothing written). */
export async function editShop({ tx, journal }: Ctx, id: number, payload: ShopPayload) {
  const [row] = await tx.select().from(magasins).where(eq(magasins.id, id)).for('update');
  if (!row) throw notFound(SHOP_MESSAGES.notFound);
  const photo = await photoColumns(tx, payload, { url: row.photoUrl, etag: row.photoEtag });
  const after = await updateShop(tx, id, payload, photo);
  if (!after) throw notFound(SHOP_MESSAGES.notFound);
  await journalShop(tx, journal, 'modification', toShopDto(row), after);
  return after;
}

/**
 * Deletes a shop for real, and only when nothing references it: otherwise 409 with what remains,
 * so head office knows what to move or close first.
 */
export async function removeShop({ tx, journal }: Ctx, id: number) {
  const before = await lockShop(tx, id);
  if (!before) throw notFound(SHOP_MESSAGES.notFound);
  const refs = await countShopReferences(tx, id);
  const reasons = [
    refs.stocks && plural(refs.stocks, 'ligne de stock', 'lignes de stock'),
    refs.ventes && plural(refs.ventes, 'vente', 'ventes'),
    refs.utilisateurs && plural(refs.utilisateurs, 'utilisateur', 'utilisateurs'),
    refs.entrees && plural(refs.entrees, 'entrée de stock', 'entrées de stock'),
    refs.sessionsCaisse && plural(refs.sessionsCaisse, 'session de caisse', 'sessions de caisse'),
    !refs.stocks && refs.mouvements && plural(refs.mouvements, 'mouvement de stock', 'mouvements de stock'),
  ].filter(Boolean);
  if (reasons.length > 0) {
    throw conflict(
      `Impossible de supprimer ce magasin : il est encore référencé (${reasons.join(', ')}). ` +
        'Vous pouvez le marquer inactif à la place.',
    );
  }
  await deleteShop(tx, id);
  await journalShop(tx, journal, 'suppression', before, null);
  return { detail: SHOP_MESSAGES.deleted };
}
