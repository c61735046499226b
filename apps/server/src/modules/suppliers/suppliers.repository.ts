import type { Paginated, Supplier, SupplierListQuery, SupplierPayload } from '@pelote/shared';
import { and, asc, count, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/filters.ts';
import { fournisseurs } from '../../db/schema/suppliers.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';

/** Reads and writes of the suppliers' rows; a deleted supplier leaves lists, pickers and answers. */

type SupplierRow = typeof fournisseurs.$inferSelect;

export function toSupplierDto(row: SupplierRow): Supplier {
  return {
    id: row.id,
    nom: row.nom,
    telephone: row.telephone,
    quartier: row.quartier,
    delai_livraison: row.delaiLivraison,
    minimum_commande: row.minimumCommande,
    notes: row.notes,
    date_creation: row.createdAt.toISOString(),
  };
}

const toColumns = (payload: SupplierPayload) => ({
  nom: payload.nom,
  telephone: payload.telephone,
  quartier: payload.quartier,
  delaiLivraison: payload.delai_livraison,
  minimumCommande: payload.minimum_commande,
  notes: payload.notes,
});

const live = isNull(fournisseurs.deletedAt);

/** The live suppliers, matching the search (any case) in their name, phone or quartier. */
export function supplierListWhere(search: string | undefined): SQL | undefined {
  if (!search) return live;
  const pattern = containsPattern(search);
  return and(
    live,
    or(
      ilike(fournisseurs.nom, pattern),
      ilike(fournisseurs.telephone, pattern),
      ilike(fournisseurs.quartier, pattern),
    ),
  );
}

/** One page of the live suppliers by name, searched and paged by the database. */
export async function listSuppliers(db: DbOrTx, query: SupplierListQuery): Promise<Paginated<Supplier>> {
  const where = supplierListWhere(query.search);
  const found = await readPage(
    { page: query.page, pageSize: query.page_size },
    db.select({ n: count() }).from(fournisseurs).where(where),
    db
      .select()
      .from(fournisseurs)
      .where(where)
      .orderBy(asc(sql`lower(${fournisseurs.nom})`), asc(fournisseurs.id)),
  );
  return pageOf(found.count, query.page, query.page_size, found.rows.map(toSupplierDto));
}

/** A live supplier, or null; `lock` keeps it until the transaction ends (to write it, or to name it). */
export async function findSupplier(
  db: DbOrTx,
  id: number,
  lock?: 'update' | 'share',
): Promise<Supplier | null> {
  const query = db
    .select()
    .from(fournisseurs)
    .where(and(eq(fournisseurs.id, id), live));
  const [row] = lock ? await query.for(lock) : await query;
  return row ? toSupplierDto(row) : null;
}

/** The live supplier of that name (trimmed, any case) other than `except`, or null. */
export async function supplierNamed(db: DbOrTx, name: string, except?: number): Promise<Supplier | null> {
  const [row] = await db
    .select()
    .from(fournisseurs)
    .where(
      and(
        live,
        eq(sql`lower(${fournisseurs.nom})`, name.trim().toLowerCase()),
        except === undefined ? undefined : ne(fournisseurs.id, except),
      ),
    );
  return row ? toSupplierDto(row) : null;
}

export async function insertSupplier(db: DbOrTx, payload: SupplierPayload): Promise<Supplier> {
  const [row] = await db.insert(fournisseurs).values(toColumns(payload)).returning();
  if (!row) throw new Error('insertSupplier: nothing written');
  return toSupplierDto(row);
}

/** Replaces the supplier's fields (one left out becomes empty); null when there is no live one. */
export async function updateSupplier(db: DbOrTx, id: number, payload: SupplierPayload) {
  const [row] = await db
    .update(fournisseurs)
    .set(toColumns(payload))
    .where(and(eq(fournisseurs.id, id), live))
    .returning();
  return row ? toSupplierDto(row) : null;
}

/** Marks the supplier deleted: its deliveries keep naming it; false when there was no live one. */
export async function softDeleteSupplier(db: DbOrTx, id: number, now: Date) {
  const rows = await db
    .update(fournisseurs)
    .set({ deletedAt: now })
    .where(and(eq(fournisseurs.id, id), live))
    .returning({ id: fournisseurs.id });
  return rows.length > 0;
}
