import {
  clientSchema,
  clientStatisticsSchema,
  paginatedSchema,
  SELECTED_SHOP_KEY,
  salePageSchema,
  systemStatsSchema,
} from '@pelote/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeResponse, gerantUser, heldAnswers, preloadPages } from '@/test/utils';
import {
  clientStats,
  fakeServer,
  figure,
  line,
  open,
  page,
  sale,
  systemStats,
} from './dashboard.test-support';

// The new-sale and new-client links lead to these pages: loaded up front too.
preloadPages(
  () => import('./dashboard-page'),
  () => import('../sales/sales-page'),
  () => import('../clients/clients-page'),
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('home page (/)', () => {
  it("greets the user, links to the screens, and shows '...' until the figures arrive", async () => {
    const { held, release } = heldAnswers();
    fakeServer({
      '/Clients/Statistiques/stats-système/': async () => {
        await held;
        return fakeResponse(systemStatsSchema, systemStats);
      },
      '/Clients/clients-particuliers/statistiques/': async () => {
        await held;
        return fakeResponse(clientStatisticsSchema, clientStats);
      },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Bonjour, Awa !' })).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Bonjour, Awa !' });
    expect(within(banner).getByRole('link', { name: 'Voir le stock' })).toHaveAttribute('href', '/stock');
    expect(within(banner).getByRole('link', { name: 'Nouvelle vente' })).toHaveAttribute(
      'href',
      '/ventes?nouvelle=1',
    );
    const features = screen.getByRole('region', { name: 'Fonctionnalités' });
    expect(
      within(features)
        .getAllByRole('link')
        .map((link) => [link.querySelector('span > span')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Gestion du stock', '/stock'],
      ['Clients', '/clients'],
      ['Ventes et caisse', '/ventes'],
      ['Statistiques et rapports', '/statistiques'],
      ['Catalogue produits', '/catalogue'],
    ]);
    const actions = screen.getByRole('region', { name: 'Actions rapides' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nouvelle vente', 'Mes magasins', 'Nouveau client', 'Voir les statistiques']);

    for (const label of ['Total clients', 'Clients actifs', 'Ventes du mois', "Chiffre d'affaires du mois"]) {
      expect(figure(label)).toHaveTextContent('...');
    }
    release();
    await waitFor(() => expect(figure('Total clients')).toHaveTextContent('12'));
    expect(figure('Clients actifs')).toHaveTextContent('5');
    expect(figure('Ventes du mois')).toHaveTextContent('7');
    expect(figure("Chiffre d'affaires du mois").textContent?.replace(/\s/g, ' ')).toBe('1 500,00 FCFA');
  });

  it("lists a recent sale with its age, first item '+N autre(s)', 'Client anonyme' and total", async () => {
    const calls = fakeServer({
      '/Mouvements/ventes/mouvements/': () =>
        fakeResponse(
          salePageSchema,
          page([
            sale(),
            sale({
              id: 2,
              numero_facture: 'FAC-2026-M01-000002',
              date_vente: new Date(Date.now() - 3 * 3_600_000).toISOString(),
              client: { id: 4, nom: 'Koné', prenom: 'Awa' },
              items: [line(4, 'Kit débutant')],
              total: 1_250_050,
            }),
          ]),
        ),
    });
    open();
    const list = await screen.findByRole('region', { name: 'Ventes récentes' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('FAC-2026-M01-000001');
    expect(items[0]).toHaveTextContent('Il y a 5min');
    expect(items[0]).toHaveTextContent('Laine mohair rose +2 autre(s)');
    expect(items[0]).toHaveTextContent('Client anonyme');
    expect(items[0]?.textContent?.replace(/\s/g, ' ')).toContain('1 500,00 FCFA');
    expect(items[1]).toHaveTextContent('Il y a 3h');
    expect(items[1]).toHaveTextContent('Kit débutant');
    expect(items[1]).not.toHaveTextContent('autre(s)');
    expect(items[1]).toHaveTextContent('Awa Koné');
    expect(within(list).getByRole('link', { name: 'Voir toutes les ventes' })).toHaveAttribute(
      'href',
      '/ventes',
    );

    const alerts = screen.getByRole('region', { name: 'Alertes de stock' });
    const alertLine = await within(alerts).findByRole('listitem');
    expect(alertLine).toHaveTextContent('Laine alpaga');
    expect(alertLine).toHaveTextContent('Boutique Cocody');
    expect(alertLine).toHaveTextContent('1 / 5');
    expect(alertLine).toHaveTextContent('Critique');
    expect(within(alerts).getByRole('link', { name: 'Voir toutes les alertes' })).toHaveAttribute(
      'href',
      '/statistiques',
    );
    // Direction with no shop selected: every shop, 3 lines.
    const movements = calls.find((url) => url.pathname.endsWith('/ventes/mouvements/'));
    expect(movements?.searchParams.get('page_size')).toBe('3');
    expect(movements?.searchParams.has('magasin')).toBe(false);
  });

  it("says 'Produit sans nom' and 'Client introuvable' where a recent sale's names are blank", async () => {
    fakeServer({
      '/Mouvements/ventes/mouvements/': () =>
        fakeResponse(
          salePageSchema,
          page([
            sale({
              client: { id: 4, nom: ' ', prenom: '' },
              items: [line(1, '  '), line(2, 'Crochet 4 mm')],
            }),
          ]),
        ),
    });
    open();
    const list = await screen.findByRole('region', { name: 'Ventes récentes' });
    const [item] = await within(list).findAllByRole('listitem');
    expect(item).toHaveTextContent('Produit sans nom +1 autre(s)');
    expect(item).toHaveTextContent('Client introuvable');
    expect(item).not.toHaveTextContent('Client anonyme');
  });

  it('falls back to the sales list when the movements call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = fakeServer({
      '/Mouvements/ventes/mouvements/': () => errorResponse(500, { detail: 'Erreur serveur' }),
      '/Mouvements/ventes-all/': () =>
        fakeResponse(salePageSchema, page([sale({ numero_facture: 'FAC-2026-M02-000009' })])),
    });
    open();
    const list = await screen.findByRole('region', { name: 'Ventes récentes' });
    expect(await within(list).findByText('FAC-2026-M02-000009')).toBeInTheDocument();
    const fallback = calls.find((url) => url.pathname.endsWith('/ventes-all/'));
    expect(fallback?.searchParams.get('page_size')).toBe('3');
  });

  it("shows the empty lists and '—' for figures when their calls fail (only logged)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      '/Mouvements/ventes/mouvements/': () => errorResponse(500, { detail: 'Erreur serveur' }),
      '/Mouvements/ventes-all/': () => errorResponse(500, { detail: 'Erreur serveur' }),
      '/Magasins/articles-niveau-seuil': () => errorResponse(500, { detail: 'Erreur serveur' }),
      '/Clients/Statistiques/stats-système/': () => errorResponse(500, { detail: 'Erreur serveur' }),
    });
    open();
    expect(await screen.findByText('Aucune vente récente')).toBeInTheDocument();
    await waitFor(() => expect(figure('Ventes du mois')).toHaveTextContent('—'));
    expect(figure('Total clients')).toHaveTextContent('12');
    expect(await screen.findByText('Aucune alerte de stock')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it("scopes every call to a gerant's shop", async () => {
    const calls = fakeServer();
    open(gerantUser);
    expect(await screen.findByRole('heading', { name: 'Bonjour, Koffi !' })).toBeInTheDocument();
    await screen.findByText('FAC-2026-M01-000001');
    await waitFor(() => expect(figure('Ventes du mois')).toHaveTextContent('7'));
    const dashboardCalls = calls.filter((url) => !url.pathname.endsWith('liste-magasins'));
    expect(dashboardCalls.length).toBeGreaterThanOrEqual(4);
    for (const url of dashboardCalls) expect(url.searchParams.get('magasin')).toBe('2');
  });

  it("opens the 'Nouvelle vente' modal from the banner and from the quick actions, once", async () => {
    window.localStorage.setItem(SELECTED_SHOP_KEY, '1');
    fakeServer({ '/Mouvements/ventes-all/': () => fakeResponse(salePageSchema, page([])) });
    const events = userEvent.setup();
    for (const region of ['Bonjour, Awa !', 'Actions rapides']) {
      const { router, unmount } = open();
      await screen.findByRole('heading', { name: 'Bonjour, Awa !' });
      await events.click(
        within(screen.getByRole('region', { name: region })).getByRole('link', { name: 'Nouvelle vente' }),
      );
      expect(
        await screen.findByRole('dialog', { name: 'Nouvelle vente' }, { timeout: 15000 }),
      ).toBeInTheDocument();
      // The address no longer asks for the modal: a reload shows the list alone.
      expect(router.state.location.pathname).toBe('/ventes');
      expect(router.state.location.search).toBe('');
      unmount();
    }
  });

  it("opens the new-client dialog from 'Nouveau client'", async () => {
    fakeServer({
      '/Clients/clients-particuliers/list': () => fakeResponse(paginatedSchema(clientSchema), page([])),
    });
    const events = userEvent.setup();
    const { router } = open();
    await screen.findByRole('heading', { name: 'Bonjour, Awa !' });
    await events.click(screen.getByRole('link', { name: 'Nouveau client' }));
    expect(
      await screen.findByRole('dialog', { name: 'Ajouter un client' }, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/clients', search: '' });
  });

  it("shows this month's takings by payment method, and says when there are none", async () => {
    fakeServer();
    const view = open();
    const takings = await screen.findByRole('region', { name: 'Encaissements par mode de paiement' });
    await waitFor(() =>
      expect(
        within(takings)
          .getAllByRole('term')
          .map((term) => `${term.textContent} ${term.nextSibling?.textContent}`),
      ).toEqual(['Espèces 1 000,00 FCFA', 'Orange Money 500,00 FCFA']),
    );
    view.unmount();

    fakeServer({
      '/Clients/Statistiques/stats-système/': () =>
        fakeResponse(systemStatsSchema, { ...systemStats, encaissements: [] }),
    });
    open();
    const empty = await screen.findByRole('region', { name: 'Encaissements par mode de paiement' });
    expect(await within(empty).findByText('Aucun encaissement ce mois-ci')).toBeInTheDocument();
  });
});
