import {
  DEFAULT_LEAD_DAYS,
  type Paginated,
  type PurchaseOrderListFilters,
  type PurchaseOrderListItem,
  type PurchaseOrderStatus,
} from '@pelote/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bonCommandeLignes, bonsCommande } from '../../db/schema/purchase-orders.ts';
import { magasins } from '../../db/schema/shops.ts';
import { fournisseurs } from '../../db/schema/suppliers.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';

/** Reads of purchase orders: a page of the list, an order's head; their totals from their lines. */

const DAY_MS = 86_400_000;
const createdBy = alias(users, 'cree_par');

/** 'BC-2026-000012': the order's id, after the year it was drafted. */
export const orderNumber = (id: number, createdAt: Date) =>
  `BC-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/** The states whose remainder is still expected. */
export const isOpen = (statut: PurchaseOrderStatus) =>
  statut === 'brouillon' || statut === 'envoye' || statut === 'partiellement_recu';

const headColumns = {
  id: bonsCommande.id,
  statut: bonsCommande.statut,
  note: bonsCommande.note,
  createdAt: bonsCommande.createdAt,
  envoyeLe: bonsCommande.envoyeLe,
  soldeLe: bonsCommande.soldeLe,
  motifSolde: bonsCommande.motifSolde,
  annuleLe: bonsCommande.annuleLe,
  fournisseurId: fournisseurs.id,
  fournisseurNom: fournisseurs.nom,
  telephone: fournisseurs.telephone,
  delaiLivraison: fournisseurs.delaiLivraison,
  magasinId: magasins.id,
  magasinNom: magasins.nom,
  magasinQuartier: magasins.quartier,
  creeParId: createdBy.id,
  creeParNom: createdBy.username,
};

export function selectHeads(db: DbOrTx) {
  return db
    .select(headColumns)
    .from(bonsCommande)
    .innerJoin(fournisseurs, eq(fournisseurs.id, bonsCommande.fournisseurId))
    .innerJoin(magasins, eq(magasins.id, bonsCommande.magasinId))
    .leftJoin(createdBy, eq(createdBy.id, bonsCommande.creePar));
}

export type HeadRow = Awaited<ReturnType<typeof selectHeads>>[number];
type Totals = { lignes: number; quantite: number; recue: number; reste: number; montant: number };

/** Each order's totals: lines, units ordered and received, units still expected, amount ordered. */
export async function orderTotals(db: DbOrTx, ids: number[]): Promise<Map<number, Totals>> {
  if (ids.length === 0) return new Map();
  const n = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);
  const rows = await db
    .select({
      id: bonCommandeLignes.bonCommandeId,
      lignes: count(),
      quantite: n(sql`sum(${bonCommandeLignes.quantite})`),
      recue: n(sql`sum(${bonCommandeLignes.quantiteRecue})`),
      reste: n(sql`sum(greatest(${bonCommandeLignes.quantite} - ${bonCommandeLignes.quantiteRecue}, 0))`),
      montant: n(sql`sum(${bonCommandeLignes.quantite} * ${bonCommandeLignes.prixUnitaire})`),
    })
    .from(bonCommandeLignes)
    .where(inArray(bonCommandeLignes.bonCommandeId, ids))
    .groupBy(bonCommandeLignes.bonCommandeId);
  return new Map(rows.map((row) => [row.id, row]));
}

/** When the supplier should have delivered: sent + its lead time (DEFAULT_LEAD_DAYS when unknown). */
export function expectedDelivery(envoyeLe: Date | null, delai: number | null): Date | null {
  return envoyeLe && new Date(envoyeLe.getTime() + (delai ?? DEFAULT_LEAD_DAYS) * DAY_MS);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An order's head as the API answers it, with its totals. */
export function toListItem(
  row: HeadRow,
  totals: Totals | undefined,
  now = new Date(),
): PurchaseOrderListItem {
  const expected = expectedDelivery(row.envoyeLe, row.delaiLivraison);
  const open = isOpen(row.statut);
  return {
    id: row.id,
    numero: orderNumber(row.id, row.createdAt),
    statut: row.statut,
    fournisseur: { id: row.fournisseurId, nom: row.fournisseurNom },
    magasin: { id: row.magasinId, nom: row.magasinNom },
    note: row.note,
    cree_le: row.createdAt.toISOString(),
    cree_par:
      row.creeParId !== null && row.creeParNom !== null
        ? { id: row.creeParId, username: row.creeParNom }
        : null,
    envoye_le: iso(row.envoyeLe),
    livraison_prevue: iso(expected),
    en_retard: open && row.statut !== 'brouillon' && expected !== null && expected < now,
    solde_le: iso(row.soldeLe),
    motif_solde: row.motifSolde,
    annule_le: iso(row.annuleLe),
    quantite: totals?.quantite ?? 0,
    quantite_recue: totals?.recue ?? 0,
    reste: open ? (totals?.reste ?? 0) : 0,
    montant: totals?.montant ?? 0,
    nb_lignes: totals?.lignes ?? 0,
  };
}

export type OrderFilters = Pick<PurchaseOrderListFilters, 'statut' | 'fournisseur'> & {
  /** The shop in scope, or null for every shop. */
  magasin: number | null;
};

export function orderConditions(filters: OrderFilters): SQL | undefined {
  return and(
    filters.magasin === null ? undefined : eq(bonsCommande.magasinId, filters.magasin),
    filters.statut ? eq(bonsCommande.statut, filters.statut) : undefined,
    filters.fournisseur ? eq(bonsCommande.fournisseurId, filters.fournisseur) : undefined,
  );
}

/** The orders of these ids as the list shows them, in the order of `ids`. */
export async function listItemsOf(db: DbOrTx, ids: number[]): Promise<PurchaseOrderListItem[]> {
  if (ids.length === 0) return [];
  const heads = await selectHeads(db).where(inArray(bonsCommande.id, ids));
  const totals = await orderTotals(db, ids);
  const byId = new Map(heads.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    return head ? [toListItem(head, totals.get(id))] : [];
  });
}

/** One page of the orders matching the filters, newest first (ties: the last drafted first). */
export async function listPurchaseOrders(
  db: DbOrTx,
  filters: OrderFilters,
  page: { page: number; pageSize: number },
): Promise<Paginated<PurchaseOrderListItem>> {
  const where = orderConditions(filters);
  const found = await readPage(
    page,
    db.select({ n: count() }).from(bonsCommande).where(where),
    db
      .select({ id: bonsCommande.id })
      .from(bonsCommande)
      .where(where)
      .orderBy(desc(bonsCommande.createdAt), desc(bonsCommande.id)),
  );
  const items = await listItemsOf(
    db,
    found.rows.map((row) => row.id),
  );
  return pageOf(found.count, page.page, page.pageSize, items);
}

/** An order's head, or null. */
export async function findHead(db: DbOrTx, id: number): Promise<HeadRow | null> {
  const [row] = await selectHeads(db).where(eq(bonsCommande.id, id));
  return row ?? null;
}
