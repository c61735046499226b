import { REORDER_PATHS, reorderCountAnswerSchema, systemStatsSchema } from '@pelote/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeResponse, heldAnswers, preloadPages } from '@/test/utils';
import { fakeServer, figure, open, systemStats } from './dashboard.test-support';

// The alerts under the home page's figures, and the reorder count they wait for (asked apart).
preloadPages(() => import('./dashboard-page'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('home page (/): the alerts under the figures', () => {
  it('shows the figures without waiting for the reorder count; the alerts come together once it is in', async () => {
    const { held, release } = heldAnswers();
    const lateTransfer = {
      id: 9,
      source: { id: 1, nom: 'Boutique Cocody' },
      destination: { id: 2, nom: 'Boutique Yopougon' },
      expedie_le: '2026-03-01T09:00:00.000Z',
      quantite: 4,
    };
    const calls = fakeServer({
      '/Clients/Statistiques/stats-système/': () =>
        fakeResponse(systemStatsSchema, { ...systemStats, transfertsEnRetard: [lateTransfer] }),
      [REORDER_PATHS.count]: async () => {
        await held;
        return fakeResponse(reorderCountAnswerSchema, { articles: 3 });
      },
    });
    open();
    await waitFor(() => expect(figure('Ventes du mois')).toHaveTextContent('7'));
    expect(screen.queryByText(/^Transferts en transit depuis plus de/)).not.toBeInTheDocument();
    expect(screen.queryByText('3 article(s) à réassortir')).not.toBeInTheDocument();

    release();
    expect(await screen.findByText('3 article(s) à réassortir')).toBeInTheDocument();
    expect(screen.getByText(/^Transferts en transit depuis plus de/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le réassort' })).toHaveAttribute('href', '/reassort');
    // The alerts read the figures' answer: nothing asked twice.
    const asked = (path: string) => calls.filter((url) => decodeURIComponent(url.pathname) === path).length;
    expect([asked('/Clients/Statistiques/stats-système/'), asked(REORDER_PATHS.count)]).toEqual([1, 1]);
  });

  it('shows the other alerts when the reorder count fails (only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      '/Clients/Statistiques/stats-système/': () =>
        fakeResponse(systemStatsSchema, {
          ...systemStats,
          transfertsEnRetard: [
            {
              id: 9,
              source: { id: 1, nom: 'Boutique Cocody' },
              destination: { id: 2, nom: 'Boutique Yopougon' },
              expedie_le: '2026-03-01T09:00:00.000Z',
              quantite: 4,
            },
          ],
        }),
      [REORDER_PATHS.count]: () => errorResponse(500, { detail: 'Erreur serveur' }),
    });
    open();
    expect(await screen.findByText(/^Transferts en transit depuis plus de/)).toBeInTheDocument();
    expect(screen.queryByText(/à réassortir$/)).not.toBeInTheDocument();
    // Asked once: a failed count is not asked again in a loop.
    expect(logged.mock.calls.filter(([what]) => what === 'Erreur lors du chargement du réassort')).toEqual([
      ['Erreur lors du chargement du réassort', 'Erreur serveur'],
    ]);
  });
});
