import { SELECTED_SHOP_KEY, stockAlertsPageSchema, stockLinesPageSchema } from '@pelote/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_FIRST_VISIT, EARLY_SHOP_SLOT } from '@/lib/early-request-names';
import { shopsResponse } from '@/test/shop.test-support';
import {
  directionUser,
  errorResponse,
  fakeResponse,
  gerantUser,
  mockFetch,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';
import { alertsPage, callsTo, fakeStockServer, linesPage, shops, stockLine } from './stock.test-support';

preloadPages(() => import('./stock-overview-page'));

const lines = [
  stockLine({
    id: 1,
    object_id: 3,
    article_name: 'Crochet 4 mm',
    article_type: 'accessoire',
    quantite: 9,
    bains: [{ bain: '', quantite: 9 }],
  }),
  stockLine({
    id: 2,
    object_id: 11,
    article_name: 'Laine mohair rose',
    article_type: 'laine',
    quantite: 2,
    bains: [{ bain: 'B2417', quantite: 2 }],
  }),
  stockLine({
    id: 3,
    object_id: 12,
    article_name: 'Laine mérinos',
    article_type: 'laine',
    quantite: 30,
    bains: [
      { bain: 'B2420', quantite: 12 },
      { bain: 'B2417', quantite: 18 },
    ],
  }),
];

function open(user = directionUser, entry = '/stock') {
  const view = renderSignedIn(entry, user);
  return { ...view, events: userEvent.setup() };
}

describe("/stock 'Aperçu des stocks'", () => {
  it('shows the first shop by default: totals, lines grouped by type, N en stock', async () => {
    const calls = fakeStockServer((call) =>
      call.path === '/Magasins/stocks/magasin/1'
        ? fakeResponse(stockLinesPageSchema, linesPage(lines))
        : undefined,
    );
    open();
    expect(await screen.findByRole('heading', { name: 'Aperçu des stocks', level: 1 })).toBeInTheDocument();
    const figures = await screen.findByLabelText('Totaux du magasin');
    expect(within(figures).getByText('Articles').nextSibling).toHaveTextContent('3');
    expect(within(figures).getByText("Types d'articles").nextSibling).toHaveTextContent('2');
    expect(within(figures).getByText('Quantité totale').nextSibling).toHaveTextContent('41');

    const laines = screen.getByRole('region', { name: /^Laine/ });
    expect(within(laines).getAllByRole('listitem')).toHaveLength(2);
    const mohair = within(laines).getByText('Laine mohair rose').closest('li');
    expect(mohair).toHaveTextContent('ID produit 11');
    expect(mohair).toHaveTextContent('2 en stock');
    // A wool's quantities per lot, most stock first; nothing for an article without lots.
    expect(mohair).toHaveTextContent('Bains : B2417 : 2');
    expect(within(laines).getByText('Laine mérinos').closest('li')).toHaveTextContent(
      'Bains : B2417 : 18 · B2420 : 12',
    );
    expect(screen.getByRole('region', { name: /^Accessoire/ })).toHaveTextContent('9 en stock');
    expect(screen.getByRole('region', { name: /^Accessoire/ })).not.toHaveTextContent('Bains');
    expect(callsTo(calls, '/Magasins/stocks/magasin/1')[0]?.query.get('page_size')).toBe('20');
    expect(screen.getByRole('button', { name: /Magasin$/ })).toHaveTextContent('Boutique Cocody');
  });

  it('starts from the selected shop, filters by type and keeps shop and type in the URL', async () => {
    window.localStorage.setItem(SELECTED_SHOP_KEY, '2');
    const calls = fakeStockServer((call) => {
      if (!call.path.startsWith('/Magasins/stocks/magasin/')) return undefined;
      const type = call.query.get('type');
      const results = type ? lines.filter((line) => line.article_type === type) : lines;
      return fakeResponse(stockLinesPageSchema, linesPage(results, { totals: linesPage(lines).totals }));
    });
    const { events, router } = open();
    await screen.findByText('Crochet 4 mm');
    expect(callsTo(calls, '/Magasins/stocks/magasin/2')).not.toHaveLength(0);
    // The filters are still copies until the page has drawn and the select's code has come.
    await waitFor(() => expect(screen.getByRole('button', { name: /Type d'article/ })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: /Type d'article/ }));
    await events.click(await screen.findByRole('option', { name: 'Laine' }));
    await waitFor(() => expect(screen.queryByText('Crochet 4 mm')).toBeNull());
    expect(router.state.location.search).toBe('?type=laine');

    await events.click(screen.getByRole('button', { name: /Magasin$/ }));
    await events.click(await screen.findByRole('option', { name: 'Boutique Cocody' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=laine&magasin=1'));
    const last = callsTo(calls, '/Magasins/stocks/magasin/1').at(-1);
    expect(last?.query.get('type')).toBe('laine');
  });

  it("shows 'Aucun article en stock dans ce magasin' for an empty shop", async () => {
    fakeStockServer((call) =>
      call.path.startsWith('/Magasins/stocks/magasin/')
        ? fakeResponse(stockLinesPageSchema, linesPage([]))
        : undefined,
    );
    open();
    expect(await screen.findByText('Aucun article en stock dans ce magasin')).toBeInTheDocument();
  });

  it("shows 'Erreur lors du chargement des stocks' with Réessayer", async () => {
    let fail = true;
    fakeStockServer((call) => {
      if (!call.path.startsWith('/Magasins/stocks/magasin/')) return undefined;
      return fail
        ? errorResponse(500, { detail: 'Base indisponible' })
        : fakeResponse(stockLinesPageSchema, linesPage(lines));
    });
    const { events } = open();
    expect(await screen.findByText('Erreur lors du chargement des stocks')).toBeInTheDocument();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Laine mohair rose')).toBeInTheDocument();
  });

  it('locks a gerant to their shop, even with another shop in the URL', async () => {
    const calls = fakeStockServer((call) =>
      call.path.startsWith('/Magasins/stocks/magasin/')
        ? fakeResponse(stockLinesPageSchema, linesPage(lines))
        : undefined,
    );
    open(gerantUser, '/stock?magasin=1');
    await screen.findByText('Laine mohair rose');
    expect(screen.getByRole('button', { name: /Magasin$/ })).toBeDisabled();
    expect(callsTo(calls, '/Magasins/stocks/magasin/1')).toHaveLength(0);
    expect(callsTo(calls, '/Magasins/stocks/magasin/2')).not.toHaveLength(0);
  });

  it("says 'Erreur magasins' with Réessayer when the shop list fails, in the page and the top bar", async () => {
    // Down until Réessayer: the start-up request for the shop list and the page's own both fail.
    let shopsDown = true;
    mockFetch((url) => {
      if (url === '/Magasins/liste-magasins') {
        return shopsDown ? errorResponse(503, { detail: 'Base indisponible' }) : shopsResponse(shops);
      }
      if (url.startsWith('/Magasins/stocks/magasin/1'))
        return fakeResponse(stockLinesPageSchema, linesPage(lines));
      if (url.startsWith('/Magasins/articles-niveau-seuil'))
        return fakeResponse(stockAlertsPageSchema, alertsPage([]));
      return errorResponse(404, { detail: 'inconnu' });
    });
    const { events } = open();
    const main = await screen.findByRole('main');
    const failure = await within(main).findByRole('alert');
    expect(failure).toHaveTextContent('Erreur magasins');
    expect(failure).toHaveTextContent('Base indisponible');
    expect(screen.queryByText('Aucun magasin trouvé')).toBeNull();
    // The top bar's selector says so too, with its own retry.
    const [header] = screen.getAllByRole('banner').filter((element) => !main.contains(element));
    if (!header) throw new Error('no top bar');
    expect(within(header).getByRole('alert')).toHaveTextContent('Erreur magasins');
    expect(within(header).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();

    shopsDown = false;
    await events.click(within(failure).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Laine mohair rose')).toBeInTheDocument();
    expect(within(header).queryByText('Erreur magasins')).toBeNull();
    expect(within(header).getByRole('button', { name: /^Magasin :/ })).toHaveTextContent('Tous les magasins');
  });
});

describe('the calls index.html sends on a first visit of /stock', () => {
  // index.html sends them before the app's code has come (returning-user-preload.ts): they are
  // worth it only if the page asks for exactly these addresses, for the shop it shows first.
  it.each([
    ['direction with no shop chosen: the first shop listed', directionUser, null, 1],
    ['direction with a shop chosen on the device', directionUser, '2', 2],
    ['a gerant: their own shop', gerantUser, null, 2],
  ])('are the ones the page asks for: %s', async (_, user, chosen, shopId) => {
    if (chosen) window.localStorage.setItem(SELECTED_SHOP_KEY, chosen);
    fakeStockServer((call) =>
      call.path.startsWith('/Magasins/stocks/magasin/')
        ? fakeResponse(stockLinesPageSchema, linesPage(lines))
        : undefined,
    );
    open(user);
    await screen.findByText('Laine mohair rose');
    const asked = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    const early = EARLY_FIRST_VISIT['/stock']?.map((path) => path.replace(EARLY_SHOP_SLOT, String(shopId)));
    expect(early).toHaveLength(2);
    for (const path of early ?? []) expect(asked).toContain(path);
  });
});
