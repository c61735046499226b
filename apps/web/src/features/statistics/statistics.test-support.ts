import { stockAlertsPageSchema } from '@pelote/shared';
import userEvent from '@testing-library/user-event';
import { noAlertsPage } from '@/test/shell-server';
import { shopsResponse, testShops } from '@/test/shop.test-support';
import { directionUser, errorResponse, fakeResponse, mockFetch, renderSignedIn } from '@/test/utils';

/** The server of /statistiques for the web tests. */

/** No stock alert: the page of /Magasins/articles-niveau-seuil. */
export const emptyAlerts = noAlertsPage(10);

const PATHS = {
  ventes: '/Statistiques/ventes',
  marges: '/Statistiques/marges',
  valorisation: '/Stocks/valorisation',
} as const;

/** The URLs each statistics read was asked with. */
export type StatisticsCalls = Record<keyof typeof PATHS, URL[]>;

/** Answers the three statistics reads with `answers`, the shops and no stock alert; 404 else. */
export function fakeStatisticsServer(answers: Record<keyof typeof PATHS, () => Response>): StatisticsCalls {
  const calls: StatisticsCalls = { ventes: [], marges: [], valorisation: [] };
  mockFetch((url) => {
    const parsed = new URL(url, 'http://pelote.test');
    for (const key of Object.keys(PATHS) as (keyof typeof PATHS)[]) {
      if (parsed.pathname === PATHS[key]) {
        calls[key].push(parsed);
        return answers[key]();
      }
    }
    if (parsed.pathname === '/Magasins/liste-magasins') return shopsResponse(testShops);
    if (parsed.pathname === '/Magasins/articles-niveau-seuil')
      return fakeResponse(stockAlertsPageSchema, emptyAlerts);
    return errorResponse(404, { detail: 'Introuvable' });
  });
  return calls;
}

/** /statistiques for `user` (direction unless told). */
export function openStatistics(user = directionUser, entry = '/statistiques') {
  const view = renderSignedIn(entry, user);
  return { ...view, events: userEvent.setup() };
}

/** A text with its (non-breaking) spaces as plain ones. */
export const clean = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** The sales statistics of a period without a sale. */
export const emptySalesStats = (date_debut: string, date_fin: string) => ({
  date_debut,
  date_fin,
  totaux: { ventes: 0, chiffre_affaire: 0, quantite: 0 },
  par_jour: [],
  par_magasin: [],
  par_type: [],
  top_articles: [],
  encaissements: [],
});
