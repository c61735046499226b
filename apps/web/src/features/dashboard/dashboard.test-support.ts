import {
  type ClientStatistics,
  clientStatisticsSchema,
  type LowStockItem,
  REORDER_PATHS,
  reorderCountAnswerSchema,
  type Sale,
  type SystemStats,
  salePageSchema,
  shopSchema,
  stockAlertsPageSchema,
  systemStatsSchema,
} from '@pelote/shared';
import { screen, within } from '@testing-library/react';
import * as z from 'zod';
import { testShops } from '@/test/shop.test-support';
import { directionUser, errorResponse, fakeResponse, mockFetch, renderSignedIn } from '@/test/utils';

/** The home page's tests' server and figures: what dashboard-page.test.tsx and dashboard-alerts.test.tsx share. */

const shops = testShops;

export const systemStats: SystemStats = {
  totalVentes: 40,
  chiffreAffaire: 9_000_000,
  totalClients: 12,
  ventesAujourdhui: 2,
  ventesMois: 7,
  chiffreAffaireMois: 150_000,
  nouveauxClients: 3,
  produitsVendus: 21,
  alertesStock: 1,
  stockBas: 0,
  stockCritique: 1,
  encaissements: [
    { methode: 'especes', montant: 100_000 },
    { methode: 'orange_money', montant: 50_000 },
  ],
};

export const clientStats: ClientStatistics = {
  total_clients: 12,
  clients_actifs: 5,
  chiffre_affaire_total: 9_000_000,
  client_plus_actif: null,
};

export function line(id: number, name: string) {
  return {
    id,
    article: { id, article_name: name, article_type: 'laine' as const },
    bain: '',
    quantite: 1,
    prix_unitaire: 50_000,
    prix_total: 50_000,
    quantite_retournee: 0,
  };
}

export function sale(overrides: Partial<Sale> = {}): Sale {
  return {
    id: 1,
    numero_facture: 'FAC-2026-M01-000001',
    date_vente: new Date(Date.now() - 5 * 60_000).toISOString(),
    total: 150_000,
    statut: 'validee',
    magasin: { id: 1, nom: 'Boutique Cocody' },
    client: null,
    items: [line(1, 'Laine mohair rose'), line(2, 'Crochet 4 mm'), line(3, 'Laine mérinos')],
    modes_paiement: ['especes'],
    retournee: null,
    ...overrides,
  };
}

export const page = <T>(results: T[]) => ({
  count: results.length,
  page: 1,
  page_size: 3,
  total_pages: 1,
  results,
});

const alert: LowStockItem = {
  id: 9,
  object_id: 11,
  nom: 'Laine alpaga',
  type: 'laine',
  quantite_actuelle: 1,
  quantite_seuil: 5,
  magasin: { id: 1, nom: 'Boutique Cocody' },
  statut: 'Critique',
};
const alertsPage = (results: LowStockItem[]) => ({
  ...page(results),
  resume: { critique: results.length, attention: 0, magasins: 1, par_type: [] },
});

type Routes = Record<string, () => Response | Promise<Response>>;

/** The server as the home page sees it; unknown paths answer 404. Returns the requested URLs. */
export function fakeServer(routes: Routes = {}) {
  const calls: URL[] = [];
  const defaults: Routes = {
    '/Magasins/liste-magasins': () => fakeResponse(z.array(shopSchema), shops),
    '/Clients/Statistiques/stats-système/': () => fakeResponse(systemStatsSchema, systemStats),
    '/Clients/clients-particuliers/statistiques/': () => fakeResponse(clientStatisticsSchema, clientStats),
    '/Mouvements/ventes/mouvements/': () => fakeResponse(salePageSchema, page([sale()])),
    '/Magasins/articles-niveau-seuil': () => fakeResponse(stockAlertsPageSchema, alertsPage([alert])),
    [REORDER_PATHS.count]: () => fakeResponse(reorderCountAnswerSchema, { articles: 0 }),
  };
  mockFetch((url) => {
    const parsed = new URL(url, 'http://pelote.test');
    const path = decodeURIComponent(parsed.pathname);
    calls.push(parsed);
    const handler = routes[path] ?? defaults[path];
    return handler ? handler() : errorResponse(404, { detail: 'Introuvable' });
  });
  return calls;
}

export function open(user = directionUser) {
  return renderSignedIn('/', user);
}

export function figure(label: string) {
  const term = within(screen.getByRole('region', { name: 'Chiffres clés' })).getByText(label);
  return term.nextSibling as HTMLElement;
}
