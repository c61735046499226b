import type { Shop, ShopPayload } from '@pelote/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { entreesStock } from '../entries/entries.table.ts';
import { ventes } from '../sales/sales.table.ts';
import { mouvementsStock, stocks } from '../stock/stock.table.ts';
import { users } from '../users/users.table.ts';
import { magasins } from './shops.table.ts';

type ShopRow = typeof magasins.$inferSelect;

export function toShopDto(row: ShopRow): Shop {
  return {
    id: row.id,
    code: row.code,
    nom: row.nom,
    quartier: row.quartier,
    ville: row.quartier,
    is_active: row.isActive,
    photo: row.photoUrl ? { url: row.photoUrl, alt: row.photoAlt ?? row.nom } : null,
    adresse: row.adresse,
    code_postal: row.codePostal,
    telephone: row.telephone,
    email: row.email,
  };
}

function toColumns(payload: ShopPayload) {
  return {
    nom: payload.nom,
    quartier: payload.quartier,
    isActive: payload.is_active,
    photoUrl: payload.photo?.url ?? null,
    photoAlt: payload.photo ? payload.photo.alt || payload.nom : null,
    adresse: payload.adresse,
    codePostal: payload.code_postal || payload.codePostal || '',
    telephone: payload.telephone,
    email: payload.email,
  };
}

/** Every shop, or only `onlyId` (a gerant's own shop). */
export async function listShops(db: DbOrTx, options: { onlyId?: number | null } = {}) {
  const query = db.select().from(magasins).orderBy(asc(magasins.nom), asc(magasins.id));
  const rows = options.onlyId != null ? await query.where(eq(magasins.id, options.onlyId)) : await query;
  return rows.map(toShopDto);
}

export async function findShop(db: DbOrTx, id: number) {
  const [row] = await db.select().from(magasins).where(eq(magasins.id, id));
  return row ? toShopDto(row) : null;
}

/** Creates a shop and gives it its invoice code, M01, M02, ... (M100 past 99). */
export async function insertShop(db: DbOrTx, payload: ShopPayload) {
  const [row] = await db.insert(magasins).values(toColumns(payload)).returning();
  if (!row) throw new Error('insert returned nothing');
  const [coded] = await db
    .update(magasins)
    .set({ code: sql`'M' || lpad(${magasins.id}::text, 2, '0')` })
    .where(eq(magasins.id, row.id))
    .returning();
  return toShopDto(coded ?? row);
}

export async function updateShop(db: DbOrTx, id: number, payload: ShopPayload) {
  const [row] = await db.update(magasins).set(toColumns(payload)).where(eq(magasins.id, id)).returning();
  return row ? toShopDto(row) : null;
}

/** What still points at a shop; a shop can only be deleted when all of these are zero. */
export async function countShopReferences(db: DbOrTx, id: number) {
  const countOf = async (
    table: typeof stocks | typeof ventes | typeof users | typeof entreesStock | typeof mouvementsStock,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.magasinId, id));
    return row?.n ?? 0;
  };
  return {
    stocks: await countOf(stocks),
    ventes: await countOf(ventes),
    utilisateurs: await countOf(users),
    entrees: await countOf(entreesStock),
    mouvements: await countOf(mouvementsStock),
  };
}

export async function deleteShop(db: DbOrTx, id: number) {
  const deleted = await db.delete(magasins).where(eq(magasins.id, id)).returning({ id: magasins.id });
  return deleted.length > 0;
}
