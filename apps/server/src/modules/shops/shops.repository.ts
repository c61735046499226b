import type { Shop, ShopPayload } from '@pelote/shared';
import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { entreesStock } from '../../db/schema/entries.ts';
import { ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import { mouvementsStock, stocks } from '../../db/schema/stock.ts';
import { caisseSessions } from '../../db/schema/till.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';

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
    plafond_depenses_jour: row.plafondDepensesJour,
    pied_ticket: row.piedTicket,
  };
}

/** A shop's photo columns: a stored photo's address and etag, an older file's address, or none. */
export type ShopPhotoColumns = { photoUrl: string | null; photoAlt: string | null; photoEtag: string | null };
export const NO_PHOTO: ShopPhotoColumns = { photoUrl: null, photoAlt: null, photoEtag: null };

/** The columns a create or an edit writes; the photo's are checked first (shops.service.ts). */
function toColumns(payload: ShopPayload, photo: ShopPhotoColumns) {
  return {
    nom: payload.nom,
    quartier: payload.quartier,
    isActive: payload.is_active,
    ...photo,
    adresse: payload.adresse,
    codePostal: payload.code_postal || payload.codePostal || '',
    telephone: payload.telephone,
    email: payload.email,
    // Absent from an edit: the cap is left as it is.
    ...(payload.plafond_depenses_jour !== undefined && {
      plafondDepensesJour: payload.plafond_depenses_jour,
    }),
    ...(payload.pied_ticket !== undefined && { piedTicket: payload.pied_ticket }),
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

/** The invoice code of a shop id, as SQL: M01 … M99, then M100, M101 … (never cut to two digits). */
export const shopCodeSql = (id: SQL) => sql`'M' || lpad(${id}::text, greatest(2, length(${id}::text)), '0')`;

/**
 * Creates a shop with its invoice code in one statement: the id is drawn from the sequence first,
 * so the code is written with the row and no shop can exist without one.
 */
export async function insertShop(db: DbOrTx, payload: ShopPayload, photo: ShopPhotoColumns = NO_PHOTO) {
  const columns = toColumns(payload, photo);
  const names = Object.keys(columns) as (keyof typeof columns)[];
  const id = sql`next.id`;
  const result = await db.execute<{ id: number }>(sql`
    with next as (select nextval(pg_get_serial_sequence('magasins', 'id'))::int as id)
    insert into ${magasins} (${sql.identifier(magasins.id.name)}, ${sql.identifier(magasins.code.name)}, ${sql.join(
      names.map((name) => sql.identifier(magasins[name].name)),
      sql`, `,
    )})
    select ${id}, ${shopCodeSql(id)}, ${sql.join(
      names.map((name) => sql`${columns[name]}`),
      sql`, `,
    )} from next
    returning ${sql.identifier(magasins.id.name)}`);
  const rows = Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows;
  const shopId = rows[0]?.id;
  const shop = shopId === undefined ? null : await findShop(db, shopId);
  if (!shop) throw new Error('insert returned nothing');
  return shop;
}

export async function updateShop(db: DbOrTx, id: number, payload: ShopPayload, photo: ShopPhotoColumns) {
  const [row] = await db
    .update(magasins)
    .set(toColumns(payload, photo))
    .where(eq(magasins.id, id))
    .returning();
  return row ? toShopDto(row) : null;
}

/** What still points at a shop; a shop can only be deleted when all of these are zero. */
export async function countShopReferences(db: DbOrTx, id: number) {
  const countOf = async (
    table:
      | typeof stocks
      | typeof ventes
      | typeof users
      | typeof entreesStock
      | typeof mouvementsStock
      | typeof caisseSessions,
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
    sessionsCaisse: await countOf(caisseSessions),
  };
}

export async function deleteShop(db: DbOrTx, id: number) {
  const deleted = await db.delete(magasins).where(eq(magasins.id, id)).returning({ id: magasins.id });
  return deleted.length > 0;
}
