import { SELECTED_SHOP_KEY, stockAlertsPageSchema } from '@pelote/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  directionUser,
  errorResponse,
  fakeResponse,
  gerantUser,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';
import { alertsPage, type Call, callsTo, fakeStockServer, lowStockItem } from './stock.test-support';

preloadPages(() => import('@/app/statistics-page'));

const ALERTS = '/Magasins/articles-niveau-seuil';
const items = [
  lowStockItem({ id: 1, nom: 'Laine mohair rose', type: 'laine', quantite_actuelle: 1, statut: 'Critique' }),
  lowStockItem({
    id: 2,
    nom: 'Crochet 4 mm',
    type: 'accessoire',
    quantite_actuelle: 4,
    quantite_seuil: 5,
    magasin: { id: 2, nom: 'Boutique Yopougon' },
    statut: 'Attention',
  }),
  lowStockItem({ id: 3, nom: 'Laine mérinos', type: 'laine', quantite_actuelle: 5, statut: 'Attention' }),
];

/** The alerts, filtered by `type` like the server; the resume stays over every alert. */
function alerts(call: Call) {
  if (call.path !== ALERTS || call.query.get('page_size') === '1') return undefined;
  const type = call.query.get('type');
  const results = type ? items.filter((item) => item.type === type) : items;
  return fakeResponse(stockAlertsPageSchema, alertsPage(results, { resume: alertsPage(items).resume }));
}

function open(user = directionUser) {
  const view = renderSignedIn('/statistiques', user);
  return { ...view, events: userEvent.setup() };
}

function alertCalls(calls: Call[]) {
  return callsTo(calls, ALERTS).filter((call) => call.query.get('page_size') !== '1');
}

describe("/statistiques 'Alertes de stock'", () => {
  it('shows the badge, the three cards, the chips and the table with Critique and Attention', async () => {
    const calls = fakeStockServer(alerts);
    open();
    const section = await screen.findByRole('region', { name: 'Alertes de stock' });
    expect(await within(section).findByText('3 alertes actives')).toBeInTheDocument();
    const cards = within(section).getByLabelText('Résumé des alertes');
    expect(within(cards).getByText('Stock critique').nextSibling).toHaveTextContent('1');
    expect(within(cards).getByText('Stock bas').nextSibling).toHaveTextContent('2');
    expect(within(cards).getByText('Magasins concernés').nextSibling).toHaveTextContent('2');
    expect(within(section).getByRole('button', { name: 'Laine (2)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(section).getByRole('button', { name: 'Accessoire (1)' })).toBeInTheDocument();

    const table = within(section).getByRole('grid', { name: 'Alertes de stock' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Produit', 'Type', 'Magasin', 'Stock actuel', 'Seuil', 'Statut']);
    expect(within(table).getByRole('row', { name: /Laine mohair rose/ })).toHaveTextContent('Critique');
    const crochet = within(table).getByRole('row', { name: /Crochet 4 mm/ });
    expect(crochet).toHaveTextContent('Boutique Yopougon');
    expect(crochet).toHaveTextContent('Attention');
    // Direction without a selected shop: every shop.
    expect(alertCalls(calls)[0]?.query.has('magasin')).toBe(false);
  });

  it('filters by a chip, keeps the type in the URL, and a second press clears it', async () => {
    const calls = fakeStockServer(alerts);
    const { events, router } = open();
    const chip = await screen.findByRole('button', { name: 'Accessoire (1)' });
    await events.click(chip);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Laine mohair rose/ })).toBeNull());
    expect(router.state.location.search).toBe('?type=accessoire');
    expect(alertCalls(calls).at(-1)?.query.get('type')).toBe('accessoire');
    expect(screen.getByRole('button', { name: 'Accessoire (1)' })).toHaveAttribute('aria-pressed', 'true');
    await events.click(screen.getByRole('button', { name: 'Accessoire (1)' }));
    expect(await screen.findByRole('row', { name: /Laine mohair rose/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("asks again with 'Actualiser'", async () => {
    const calls = fakeStockServer(alerts);
    const { events } = open();
    await screen.findByText('3 alertes actives');
    const before = alertCalls(calls).length;
    await events.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(alertCalls(calls).length).toBe(before + 1));
  });

  it("shows 'Stock en bonne santé' when nothing is under its threshold", async () => {
    fakeStockServer((call) =>
      call.path === ALERTS ? fakeResponse(stockAlertsPageSchema, alertsPage([])) : undefined,
    );
    open();
    expect(await screen.findByText('Stock en bonne santé')).toBeInTheDocument();
    expect(screen.getByText('0 alerte active')).toBeInTheDocument();
  });

  it("shows 'Erreur lors du chargement des alertes' with Réessayer", async () => {
    let fail = true;
    fakeStockServer((call) => {
      if (call.path !== ALERTS || call.query.get('page_size') === '1') return undefined;
      return fail ? errorResponse(500, { detail: 'Base indisponible' }) : alerts(call);
    });
    const { events } = open();
    const message = await screen.findByText('Erreur lors du chargement des alertes');
    // The page's other blocks (the sales statistics) have their own Réessayer: take the alerts' one.
    const failure = message.closest<HTMLElement>('[role="alert"]');
    if (!failure) throw new Error('the alerts failure is not an alert');
    fail = false;
    await events.click(within(failure).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('row', { name: /Laine mohair rose/ })).toBeInTheDocument();
  });

  it('narrows to the selected shop', async () => {
    window.localStorage.setItem(SELECTED_SHOP_KEY, '1');
    const calls = fakeStockServer(alerts);
    open();
    await screen.findByText('Magasin : Boutique Cocody');
    await waitFor(() => expect(alertCalls(calls).at(-1)?.query.get('magasin')).toBe('1'));
  });

  it("sends a gerant's own shop", async () => {
    const calls = fakeStockServer(alerts);
    open(gerantUser);
    await screen.findByText('3 alertes actives');
    expect(alertCalls(calls).every((call) => call.query.get('magasin') === '2')).toBe(true);
  });
});
