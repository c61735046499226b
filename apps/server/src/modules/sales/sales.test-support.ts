import { SALE_PATHS, type SaleDetail } from '@pelote/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import * as shop from '../../../test/shop-context.test-support.ts';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { paiements } from '../../db/schema/payments.ts';
import { compteursFactures, venteLignes, ventes } from '../../db/schema/sales.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import { caisseSessions } from '../../db/schema/till.ts';

/** Set-up and calls shared by the sales API tests. */

export type Headers = shop.Headers;

type Payload = Record<string, unknown>;

/** The shop context, its wool at 1 500,00 FCFA and its accessory at 2 500,00 FCFA. */
export type SalesContext = shop.ShopContext & {
  /** A registered client. */
  client: { id: number; nom: string; prenom: string };
};

export const CREATE_URL = `/api${SALE_PATHS.create}`;
export const LIST_URL = `/api${SALE_PATHS.listAll}`;

/** A fresh app with two shops, direction, the gerant of shop A, two articles and a client. */
export function useSalesContext(): SalesContext {
  const context = {} as SalesContext;
  beforeAll(async () => {
    await shop.setUpShopContext(context, { laine: 150_000, accessoire: 250_000 });
    context.client = await createClient(context, 'Kouassi', 'Aya');
  });
  afterAll(() => context.t?.close());
  return context;
}

export async function createClient(context: SalesContext, nom: string, prenom: string) {
  const [row] = await context.t.db
    .insert(clients)
    .values({ nom, prenom, contact: '+225 07 00 00 00 00', email: `${prenom.toLowerCase()}@exemple.ci` })
    .returning({ id: clients.id, nom: clients.nom, prenom: clients.prenom });
  if (!row) throw new Error('client not created');
  return row;
}

/** The lot ('bain') the tests stock the context's wool in unless they name another. */
export const TEST_LOT = 'B100';

/**
 * Adds stock through the API (an `ajout` movement), as direction; a wool goes into `bain`
 * (TEST_LOT by default), any other article into its implicit lot.
 */
export async function addStock(
  context: SalesContext,
  magasin: number,
  articleId: number,
  quantite: number,
  lot?: string,
) {
  const [article] = await context.t.db
    .select({ type: articles.type })
    .from(articles)
    .where(eq(articles.id, articleId));
  const bain = lot ?? (article?.type === 'laine' ? TEST_LOT : '');
  const response = await context.t.inject({
    method: 'POST',
    url: '/api/Magasins/stocks/add',
    headers: context.direction,
    payload: { magasin, produit_id: articleId, quantite, ...(bain ? { bain } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
}

export function postSale(
  context: SalesContext,
  payload: unknown,
  options: { headers?: Headers; key?: string } = {},
) {
  return shop.postAs(context, CREATE_URL, payload, options);
}

/**
 * Adds `stocked` units of the article to the shop (all the sale takes unless told), then records
 * the sale of `quantite` of them there to `client` (none by default); answers the sale.
 */
export async function stockThenSell(
  context: SalesContext,
  magasin: number,
  article: number,
  quantite: number,
  more: { stocked?: number; client?: number | null; paiements?: Payload[] } = {},
): Promise<SaleDetail> {
  const { stocked = quantite, client = null, paiements } = more;
  await addStock(context, magasin, article, stocked);
  return sell(context, {
    client,
    magasin,
    articles: [{ article, quantite }],
    ...(paiements ? { paiements } : {}),
  });
}

/** Posts a sale of one wool in shop A to no client, its 1 500,00 FCFA paid by mobile money `methode` with `reference`. */
export function postWoolSalePaidBy(context: SalesContext, methode: string, reference: string) {
  return postSale(context, {
    client: null,
    magasin: context.shopA.id,
    articles: [{ article: context.laine.id, quantite: 1 }],
    paiements: [{ methode, montant: 150_000, reference }],
  });
}

/** Records a sale that must succeed and answers it. */
export async function sell(
  context: SalesContext,
  payload: {
    client: number | null;
    magasin: number;
    articles: { article: number; quantite: number; bain?: string }[];
    paiements?: Payload[];
  },
  headers?: Headers,
): Promise<SaleDetail> {
  const response = await postSale(context, payload, headers ? { headers } : {});
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SaleDetail;
}

/** Cancels the sale (DELETE /api/Ventes/{id}), as direction. */
export function cancelSale(context: SalesContext, saleId: number) {
  return context.t.inject({ method: 'DELETE', url: `/api/Ventes/${saleId}`, headers: context.direction });
}

export const stockOf = shop.stockOf;

export async function turnoverOf(context: SalesContext, clientId: number) {
  const [row] = await context.t.db
    .select({ ca: clients.chiffreAffaire })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.ca ?? null;
}

/** Row counts a refused request must leave unchanged. */
export async function writes(context: SalesContext) {
  const n = async (
    table:
      | typeof ventes
      | typeof venteLignes
      | typeof mouvementsStock
      | typeof paiements
      | typeof caisseSessions,
  ) => (await context.t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const counters = await context.t.db.select().from(compteursFactures);
  return {
    ventes: await n(ventes),
    lignes: await n(venteLignes),
    mouvements: await n(mouvementsStock),
    paiements: await n(paiements),
    sessions: await n(caisseSessions),
    compteurs: counters.map((c) => `${c.magasinId}/${c.annee}=${c.dernierNumero}`).sort(),
  };
}

/** The number part of an invoice number (FAC-2026-M01-000042 → 42). */
export const sequenceOf = (numero: string) => Number(numero.slice(-6));
