import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shopRecord, shopsResponse } from '@/test/shop.test-support';
import {
  directionUser,
  errorResponse,
  gerantUser,
  mockFetch,
  notFoundResponse,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';

preloadPages(() => import('./shops-page'));

const shops = Array.from({ length: 7 }, (_, index) =>
  shopRecord({
    id: index + 1,
    nom: `Boutique ${index + 1}`,
    quartier: `Quartier ${index + 1}`,
    is_active: index !== 1,
  }),
);
describe('ShopsPage', () => {
  it('shows 5 cards per page with their badges, and the page in the URL', async () => {
    mockFetch((url) => (url === '/Magasins/liste-magasins' ? shopsResponse(shops) : notFoundResponse()));
    const user = userEvent.setup();
    const { router } = renderSignedIn('/magasins', directionUser);
    const grid = await screen.findByRole('list', { name: 'Liste des magasins' });
    expect(within(grid).getAllByRole('article')).toHaveLength(5);
    const second = within(grid).getByRole('article', { name: 'Boutique 2' });
    expect(within(second).getByText('Inactif')).toBeVisible();
    expect(within(second).getByText('Quartier 2')).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Stock' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(within(grid).getByRole('article', { name: 'Boutique 7' })).toBeVisible();
  });

  it('shows a gerant their shop without the create, edit and delete buttons', async () => {
    mockFetch((url) =>
      url === '/Magasins/liste-magasins' ? shopsResponse(shops.slice(1, 2)) : notFoundResponse(),
    );
    renderSignedIn('/magasins', gerantUser);
    const card = await screen.findByRole('article', { name: 'Boutique 2' });
    expect(within(card).queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter un magasin' })).toBeNull();
  });

  it('reloads the list after a refused delete and shows why', async () => {
    let listCalls = 0;
    mockFetch((url, init) => {
      if (url === '/Magasins/liste-magasins') {
        listCalls += 1;
        return shopsResponse(shops.slice(0, 1));
      }
      if (url === '/Magasins/magasin-delete/1' && init.method === 'DELETE') {
        return errorResponse(409, { detail: 'Le magasin est encore référencé' });
      }
      return notFoundResponse();
    });
    const user = userEvent.setup();
    renderSignedIn('/magasins', directionUser);
    const card = await screen.findByRole('article', { name: 'Boutique 1' });
    const before = listCalls;
    await user.click(within(card).getByRole('button', { name: 'Supprimer' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Supprimer le magasin' });
    expect(
      within(confirm).getByText(
        'Êtes-vous sûr de vouloir supprimer ce magasin ? Cette action est irréversible.',
      ),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(
      await screen.findByText('Erreur lors de la suppression du magasin : Le magasin est encore référencé'),
    ).toBeVisible();
    await waitFor(() => expect(listCalls).toBeGreaterThan(before));
  });

  it('shows the empty state, and the load error with Réessayer', async () => {
    let fail = true;
    mockFetch((url) => {
      if (url !== '/Magasins/liste-magasins') return notFoundResponse();
      return fail ? errorResponse(500, { detail: 'Base indisponible' }) : shopsResponse([]);
    });
    const user = userEvent.setup();
    renderSignedIn('/magasins', directionUser);
    // The page says why (the top bar's selector says 'Erreur magasins' beside it).
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Erreur lors du chargement des magasins')).toBeVisible();
    expect(within(main).getByText('Base indisponible')).toBeVisible();
    fail = false;
    await user.click(within(main).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun magasin trouvé')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Créer un magasin' })).toBeVisible();
  });
});
