import { ARTICLE_KINDS, SALE_PATHS, type SaleDetail } from '@pelote/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { paiements } from '../../db/schema/payments.ts';
import { compteursFactures, venteLignes, ventes } from '../../db/schema/sales.ts';
import { mouvementsStock, stocks } from '../../db/schema/stock.ts';
import { caisseSessions } from '../../db/schema/till.ts';

/** Set-up and calls shared by the sales API tests. */

export type Headers = { authorization: string };
type Payload = Record<string, unknown>;

export type SalesContext = {
  t: TestApp;
  direction: Headers;
  /** The gerant of shop A. */
  gerant: Headers;
  shopA: { id: number; nom: string };
  shopB: { id: number; nom: string };
  /** A wool at 1 500,00 FCFA and an accessory at 2 500,00 FCFA. */
  laine: { id: number; nom: string };
  accessoire: { id: number; nom: string };
  /** A registered client. */
  client: { id: number; nom: string; prenom: string };
};

export const CREATE_URL = `/api${SALE_PATHS.create}`;
export const LIST_URL = `/api${SALE_PATHS.listAll}`;

/** A fresh app with two shops, direction, the gerant of shop A, two articles and a client. */
export function useSalesContext(): SalesContext {
  const context = {} as SalesContext;
  beforeAll(async () => {
    const t = await createTestApp();
    context.t = t;
    context.shopA = await t.createShop({ nom: 'Boutique Cocody' });
    context.shopB = await t.createShop({ nom: 'Boutique Plateau', quartier: 'Plateau' });
    context.direction = (await t.signedIn('direction')).headers;
    context.gerant = (await t.signedIn('gerant', { magasinId: context.shopA.id })).headers;
    const create = async (kind: 'laine' | 'accessoire', nom: string, prix: number) => {
      const response = await t.inject({
        method: 'POST',
        url: `/api${ARTICLE_KINDS[kind].api.create}`,
        headers: context.direction,
        payload: { ...ARTICLE_BODIES[kind], nom, prix_unitaire: prix },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number; nom: string };
    };
    context.laine = await create('laine', 'Mérinos bleu nuit', 150_000);
    context.accessoire = await create('accessoire', 'Aiguilles circulaires 4 mm', 250_000);
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
  return context.t.inject({
    method: 'POST',
    url: CREATE_URL,
    headers: {
      ...(options.headers ?? context.direction),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: payload as Payload,
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

/** The shop's stock of the article (null when there is no line). */
export async function stockOf(context: SalesContext, magasinId: number, articleId: number) {
  const [line] = await context.t.db
    .select({ quantite: stocks.quantite })
    .from(stocks)
    .where(and(eq(stocks.magasinId, magasinId), eq(stocks.articleId, articleId)));
  return line?.quantite ?? null;
}

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
