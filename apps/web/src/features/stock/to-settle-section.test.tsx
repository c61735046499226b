import { OFFLINE_PATHS, stockLinesPageSchema, toSettlePageSchema } from '@pelote/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directionUser, fakeResponse, preloadPages, renderSignedIn } from '@/test/utils';
import { callsTo, fakeStockServer, linesPage, stockLine } from './stock.test-support';

preloadPages(() => import('./stock-overview-page'));

const row = {
  id: 7,
  magasin: { id: 1, nom: 'Cocody' },
  article: { id: 12, nom: 'Laine mérinos', type: 'laine' as const },
  bain: 'B2417',
  quantite: 3,
  quantite_restante: 2,
  vente: { id: 40, numero_facture: 'FAC-2026-M01-000040' },
  created_at: '2026-11-24T09:15:00.000Z',
};

describe("the stock page's 'À régulariser'", () => {
  it('lists the units sold offline that the shop no longer held, for the shop shown', async () => {
    const calls = fakeStockServer((call) => {
      if (call.path === '/Magasins/stocks/magasin/1')
        return fakeResponse(stockLinesPageSchema, linesPage([stockLine({ id: 1, article_name: 'Crochet' })]));
      if (call.path === OFFLINE_PATHS.toSettle)
        return fakeResponse(toSettlePageSchema, {
          count: 1,
          page: 1,
          page_size: 10,
          total_pages: 1,
          results: [row],
        });
      return undefined;
    });
    renderSignedIn('/stock', directionUser);
    const section = await screen.findByRole('region', { name: 'À régulariser (1)' });
    const item = within(section).getByRole('listitem');
    expect(item).toHaveTextContent('Laine mérinos — Bain B2417');
    expect(item).toHaveTextContent('2 manquant(s) sur 3');
    expect(item).toHaveTextContent('Vente FAC-2026-M01-000040');
    expect(callsTo(calls, OFFLINE_PATHS.toSettle)[0]?.query.get('magasin')).toBe('1');
  });

  it('shows nothing when there is nothing to settle', async () => {
    fakeStockServer((call) =>
      call.path === '/Magasins/stocks/magasin/1'
        ? fakeResponse(stockLinesPageSchema, linesPage([stockLine({ id: 1, article_name: 'Crochet' })]))
        : undefined,
    );
    renderSignedIn('/stock', directionUser);
    expect(await screen.findByText('Crochet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /À régulariser/ })).not.toBeInTheDocument();
  });
});
