import {
  type LowStockItem,
  lowStockItemSchema,
  OFFLINE_PATHS,
  type StockAlertsPage,
  type StockLine,
  type StockLinesPage,
  type StockProduct,
  stockAlertsPageSchema,
  stockLineSchema,
  stockLinesPageSchema,
  stockProductSchema,
  stockProductsSchema,
  toSettlePageSchema,
} from '@pelote/shared';
import {
  type Call,
  callsTo,
  fakeRecordingServer,
  type Route,
  shopsRoute,
} from '@/test/recording-server.test-support';
import { testShops } from '@/test/shop.test-support';
import { checked, fakeResponse } from '@/test/utils';

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

/**
 * A fake server: the shops list, then each route in turn until one answers; anything else is 404.
 * Returns the calls made, with their path, query and JSON body.
 */
export function fakeStockServer(...routes: Route[]) {
  return fakeRecordingServer([shopsRoute, ...routes, stockShellRoute]);
}

/** What the stock pages ask besides: no alert in the top bar, nothing 'À régulariser'. */
const stockShellRoute: Route = ({ path }) => {
  if (path === '/Magasins/articles-niveau-seuil') return fakeResponse(stockAlertsPageSchema, alertsPage([]));
  if (path === OFFLINE_PATHS.toSettle)
    return fakeResponse(toSettlePageSchema, {
      count: 0,
      page: 1,
      page_size: 10,
      total_pages: 0,
      results: [],
    });
  return undefined;
};

export { type Call, callsTo };
