import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import type { ShopDto } from './shops.schemas.ts';
import { magasins } from './shops.table.ts';

type ShopRow = typeof magasins.$inferSelect;

export function toShopDto(row: ShopRow): ShopDto {
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

/** Every shop, or only `onlyId` (a gerant's own shop). */
export async function listShops(db: DbOrTx, options: { onlyId?: number | null } = {}) {
  const query = db.select().from(magasins).orderBy(asc(magasins.nom), asc(magasins.id));
  const rows = options.onlyId != null ? await query.where(eq(magasins.id, options.onlyId)) : await query;
  return rows.map(toShopDto);
}
