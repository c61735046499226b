import {
  type LowStockItem,
  lowStockItemSchema,
  OFFLINE_PATHS,
  type StockAlertsPage,
  type StockLine,
  type StockLinesPage,
  type StockProduct,
  shopSchema,
  stockAlertsPageSchema,
  stockLineSchema,
  stockLinesPageSchema,
  stockProductSchema,
  stockProductsSchema,
  toSettlePageSchema,
} from '@pelote/shared';
import * as z from 'zod';
import { testShops } from '@/test/shop.test-support';
import { checked, errorResponse, fakeResponse, mockFetch } from '@/test/utils';

/**
 * Sample answers of the stock API for the web tests, each checked against its response schema
 * in @pelote/shared `schemas/stock.ts` as it is built.
 */

export const shops = testShops;

export const mohair: StockProduct = checked(stockProductSchema, {
  id: 11,
  nom: 'Laine mohair rose',
  type: 'laines',
  prix_unitaire: 150000,
  quantite_stock: 4,
});
export const merinos: StockProduct = checked(stockProductSchema, {
  id: 12,
  nom: 'Laine mérinos bleue',
  type: 'laines',
  prix_unitaire: 250050,
  quantite_stock: 0,
});
export const crochet: StockProduct = checked(stockProductSchema, {
  id: 21,
  nom: 'Crochet 4 mm',
  type: 'accessoires',
  prix_unitaire: 75000,
  quantite_stock: 10,
});

export function stockLine(overrides: Partial<StockLine> = {}): StockLine {
  return checked(stockLineSchema, {
    id: 100,
    object_id: 11,
    article_name: 'Laine mohair rose',
    article_type: 'laine',
    content_type: 'article',
    magasin: 1,
    magasin_nom: 'Boutique Cocody',
    quantite: 12,
    quantite_stock: 12,
    quantite_seuil: 5,
    date_ajout: '2026-03-02T10:00:00.000Z',
    nom: 'Laine mohair rose',
    prix_unitaire: 150000,
    marque: null,
    is_active: true,
    // Two lots of the wool: 12 in all.
    bains: [
      { bain: 'B2417', quantite: 9 },
      { bain: 'B2420', quantite: 3 },
    ],
    ...overrides,
  });
}

/** POST /Magasins/stocks/add answering the shop's stock line as it stands after the addition. */
export function addedLineResponse(overrides: Partial<StockLine> = {}): Response {
  return fakeResponse(stockLineSchema, stockLine(overrides), 201);
}

/** GET /Magasins/stocks/produits/{type} answering `items`. */
export function productsResponse(items: StockProduct[]): Response {
  return fakeResponse(stockProductsSchema, { success: true, items });
}

export function linesPage(results: StockLine[], overrides: Partial<StockLinesPage> = {}): StockLinesPage {
  const types = [...new Set(results.map((line) => line.article_type))];
  return checked(stockLinesPageSchema, {
    count: results.length,
    page: 1,
    page_size: 5,
    total_pages: results.length === 0 ? 0 : 1,
    results,
    totals: {
      articles: results.length,
      types: types.length,
      quantite: results.reduce((sum, line) => sum + line.quantite, 0),
      par_type: types.map((type) => ({
        type,
        articles: results.filter((line) => line.article_type === type).length,
        quantite: results
          .filter((line) => line.article_type === type)
          .reduce((sum, line) => sum + line.quantite, 0),
      })),
    },
    ...overrides,
  });
}

export function lowStockItem(overrides: Partial<LowStockItem> = {}): LowStockItem {
  return checked(lowStockItemSchema, {
    id: 100,
    object_id: 11,
    nom: 'Laine mohair rose',
    type: 'laine',
    quantite_actuelle: 2,
    quantite_seuil: 5,
    magasin: { id: 1, nom: 'Boutique Cocody' },
    statut: 'Critique',
    ...overrides,
  });
}

export function alertsPage(
  results: LowStockItem[],
  overrides: Partial<StockAlertsPage> = {},
): StockAlertsPage {
  const types = [...new Set(results.map((item) => item.type))];
  return checked(stockAlertsPageSchema, {
    count: results.length,
    page: 1,
    page_size: 10,
    total_pages: results.length === 0 ? 0 : 1,
    results,
    resume: {
      critique: results.filter((item) => item.statut === 'Critique').length,
      attention: results.filter((item) => item.statut === 'Attention').length,
      magasins: new Set(results.map((item) => item.magasin.id)).size,
      par_type: types.map((type) => ({ type, count: results.filter((item) => item.type === type).length })),
    },
    ...overrides,
  });
}

export type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: HeadersInit;
};

type Route = (call: Call) => Response | Promise<Response> | undefined;

/**
 * A fake server: the shops list, then each route in turn until one answers; anything else is 404.
 * Returns the calls made, with their path, query and JSON body.
 */
export function fakeStockServer(...routes: Route[]) {
  const calls: Call[] = [];
  mockFetch(async (url, init) => {
    const [path = '', search = ''] = url.split('?');
    const call: Call = {
      method: init.method ?? 'GET',
      path,
      query: new URLSearchParams(search),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: init.headers ?? {},
    };
    calls.push(call);
    if (path === '/Magasins/liste-magasins') return fakeResponse(z.array(shopSchema), shops);
    for (const route of routes) {
      const answer = await route(call);
      if (answer) return answer;
    }
    // The top bar's alert count: nothing to report unless a test says otherwise.
    if (path === '/Magasins/articles-niveau-seuil')
      return fakeResponse(stockAlertsPageSchema, alertsPage([]));
    // The stock page's 'À régulariser': none unless a test says otherwise.
    if (path === OFFLINE_PATHS.toSettle)
      return fakeResponse(toSettlePageSchema, {
        count: 0,
        page: 1,
        page_size: 10,
        total_pages: 0,
        results: [],
      });
    return errorResponse(404, { detail: 'inconnu' });
  });
  return calls;
}

/** The calls to one path (and method). */
export function callsTo(calls: Call[], path: string, method = 'GET') {
  return calls.filter((call) => call.path === path && call.method === method);
}
