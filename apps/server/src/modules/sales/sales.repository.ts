import type { Paginated, Sale, SaleDetail, StoreProduct, saleSearchQuerySchema } from '@pelote/shared';
import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { containsPattern, withinDays } from '../../db/filters.ts';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { paiements } from '../../db/schema/payments.ts';
import { ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import { stocks } from '../../db/schema/stock.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';
import { lotsOfLines, shortfallsOfSale, unitsOf } from '../stock/index.ts';
import { changeGiven, paymentsOfSale } from './sale-payments.ts';
import { selectSaleHeads, withLines } from './sale-reads.ts';
import { creditNotesOfSale } from './sale-returns.ts';

/** Reads of sales: the searched lists, one sale in full, and a shop's products for the sale form. */

type SaleSearchQuery = z.output<typeof saleSearchQuerySchema>;

export type SaleFilters = Omit<SaleSearchQuery, 'page' | 'page_size' | 'magasin' | 'ordering'> & {
  /** The shop in scope, or null for every shop. */
  magasin: number | null;
};

export type SaleOrdering = SaleSearchQuery['ordering'];

/**
 * The sales search (docs/architecture.md, 'Sales search'): client exact, number contained, days
 * inclusive, a zero bound ignored, at least one payment of the method asked for.
 */
/** Sales with at least one payment of that method (over the payments' sale index). */
const paidWith = (methode: string): SQL =>
  sql`exists (select 1 from ${paiements} where ${paiements.venteId} = ${ventes.id} and ${paiements.methode} = ${methode})`;

export function saleConditions(filters: SaleFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.magasin !== null) where.push(eq(ventes.magasinId, filters.magasin));
  if (filters.client) where.push(eq(ventes.clientId, filters.client));
  if (filters.numero_facture)
    where.push(ilike(ventes.numeroFacture, containsPattern(filters.numero_facture)));
  where.push(...withinDays(ventes.dateVente, filters.date_debut, filters.date_fin));
  if (filters.montant_min) where.push(gte(ventes.total, filters.montant_min));
  if (filters.montant_max) where.push(lte(ventes.total, filters.montant_max));
  if (filters.statut) where.push(eq(ventes.statut, filters.statut));
  if (filters.mode_paiement) where.push(paidWith(filters.mode_paiement));
  return and(...where);
}

const ORDER: Record<SaleOrdering, SQL[]> = {
  date_vente: [asc(ventes.dateVente), asc(ventes.id)],
  '-date_vente': [desc(ventes.dateVente), desc(ventes.id)],
  total: [asc(ventes.total), asc(ventes.id)],
  '-total': [desc(ventes.total), desc(ventes.id)],
  numero_facture: [asc(ventes.numeroFacture)],
  '-numero_facture': [desc(ventes.numeroFacture)],
};

/** One page of the sales matching the filters, with their lines. */
export async function listSales(
  db: DbOrTx,
  filters: SaleFilters,
  page: { page: number; pageSize: number; ordering: SaleOrdering },
): Promise<Paginated<Sale>> {
  const where = saleConditions(filters);
  const found = await readPage(
    page,
    db.select({ n: count() }).from(ventes).where(where),
    selectSaleHeads(db)
      .where(where)
      .orderBy(...ORDER[page.ordering]),
  );
  return pageOf(found.count, page.page, page.pageSize, await withLines(db, found.rows));
}

/** The id of the sale with that invoice number (exact, case-insensitive), or null. */
export async function findSaleIdByNumber(db: DbOrTx, numero: string): Promise<number | null> {
  const [row] = await db
    .select({ id: ventes.id })
    .from(ventes)
    .where(ilike(ventes.numeroFacture, numero.replace(/[\\%_]/g, '\\$&')))
    .limit(1);
  return row?.id ?? null;
}

/** One sale in full (its shop, client, seller and lines), or null. */
export async function findSaleDetail(db: DbOrTx, id: number): Promise<SaleDetail | null> {
  const [head] = await selectSaleHeads(db).where(eq(ventes.id, id));
  if (!head) return null;
  const [sale] = await withLines(db, [head]);
  const [extra] = await db
    .select({
      quartier: magasins.quartier,
      email: clients.email,
      contact: clients.contact,
      adresse: clients.adresse,
      userId: users.id,
      username: users.username,
      annuleeAt: ventes.annuleeAt,
      sessionId: ventes.sessionId,
      ticket: ventes.ticketProvisoire,
    })
    .from(ventes)
    .innerJoin(magasins, eq(magasins.id, ventes.magasinId))
    .leftJoin(clients, eq(clients.id, ventes.clientId))
    .leftJoin(users, eq(users.id, ventes.userId))
    .where(eq(ventes.id, id));
  if (!sale || !extra) return null;
  const payments = await paymentsOfSale(db, id);
  const returns = await creditNotesOfSale(db, id);
  const toSettle = sale.hors_ligne ? await shortfallsOfSale(db, id) : [];
  return {
    ...sale,
    magasin: { ...sale.magasin, quartier: extra.quartier },
    client: sale.client && {
      ...sale.client,
      email: extra.email,
      contact: extra.contact,
      adresse: extra.adresse,
    },
    vendeur:
      extra.userId !== null && extra.username !== null
        ? { id: extra.userId, username: extra.username }
        : null,
    annulee_at: extra.annuleeAt ? extra.annuleeAt.toISOString() : null,
    paiements: payments,
    monnaie_rendue: changeGiven(payments),
    session_caisse: extra.sessionId,
    retours: returns,
    ticket_provisoire: extra.ticket,
    a_regulariser: toSettle,
  };
}

/** The shop's sellable products with stock above zero, by name, each with its lots holding stock. */
export async function listStoreProducts(db: DbOrTx, shopId: number): Promise<StoreProduct[]> {
  const products = await db
    .select({
      id: articles.id,
      nom: articles.nom,
      type: articles.type,
      prix: articles.prixUnitaire,
      quantite_stock: stocks.quantite,
      couleur: sql<string>`coalesce(${articles.couleur}, '')`,
      code_barre: articles.codeBarre,
    })
    .from(stocks)
    .innerJoin(articles, eq(articles.id, stocks.articleId))
    .where(
      and(
        eq(stocks.magasinId, shopId),
        gt(stocks.quantite, 0),
        isNull(articles.deletedAt),
        eq(articles.isActive, true),
      ),
    )
    .orderBy(asc(articles.nom), asc(articles.id));
  // Units held by layaways are not for sale: each product shows what its lots may sell.
  const lotsOf = await lotsOfLines(
    db,
    products.map((product) => ({ magasinId: shopId, articleId: product.id })),
    { available: true },
  );
  return products.flatMap((product) => {
    const bains = lotsOf({ magasinId: shopId, articleId: product.id });
    const available = Math.min(product.quantite_stock, unitsOf(bains));
    return available > 0 ? [{ ...product, quantite_stock: available, bains }] : [];
  });
}
