import { SESSION_EXPIRES_KEY, USER_DATA_KEY, userSchema } from '@pelote/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeShellServer } from '@/test/shell-server';
import {
  directionUser,
  emptyResponse,
  errorResponse,
  fakeResponse,
  gerantUser,
  mockFetch,
  renderApp,
  renderSignedIn,
} from '@/test/utils';

const shopsOnly = () => fakeShellServer();

describe('signed-in layout', () => {
  it('shows the four menu sections to direction, with the breadcrumb of the page', async () => {
    shopsOnly();
    renderSignedIn('/laines', directionUser);
    expect(await screen.findByRole('heading', { name: 'Gestion des Laines', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Gestion des Laines · Pelote'));

    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    for (const section of ['Produits', 'Gestion', 'Achats', 'Administration']) {
      expect(within(menu).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    for (const label of [
      'Laines',
      'Accessoires',
      'Habits',
      'Trousses',
      'Composants de trousse',
      'Kits',
      'Machines',
      'Tableau de bord',
      'Magasins',
      'Clients',
      'Ventes',
      'Caisse',
      'Entrées de stock',
      'Fournisseurs',
      'Bons de commande',
      'Réassort',
      'Utilisateurs',
    ]) {
      expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'Laines' })).toHaveAttribute('aria-current', 'page');

    const breadcrumb = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Laines')).toHaveAttribute('aria-current', 'page');
  });

  it('hides Administration from a gerant', async () => {
    shopsOnly();
    renderSignedIn('/', gerantUser);
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 });
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Utilisateurs' })).not.toBeInTheDocument();
    // The till is the gerant's too.
    expect(within(menu).getByRole('link', { name: 'Caisse' })).toHaveAttribute('href', '/caisse');
  });

  it('opens the slide-in menu with the hamburger; Escape closes it and gives the focus back', async () => {
    shopsOnly();
    const user = userEvent.setup();
    const { router } = renderSignedIn('/', directionUser);
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 });

    const hamburger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(hamburger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(hamburger).toHaveFocus());

    await user.click(hamburger);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Kits' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe('/kits'));
    expect(drawer).not.toBeInTheDocument();

    await user.click(hamburger);
    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it("the user menu leads to 'Mon profil' and 'Paramètres'", async () => {
    shopsOnly();
    const user = userEvent.setup();
    const { router } = renderSignedIn('/', directionUser);
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 });

    await user.click(screen.getByRole('button', { name: /Menu utilisateur/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mon profil' }));
    expect(await screen.findByRole('heading', { name: 'Mon profil', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('La gestion de profil sera bientôt disponible')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Menu utilisateur/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Paramètres' }));
    expect(await screen.findByRole('heading', { name: 'Paramètres', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/parametres');
  });

  it("'Se déconnecter' ends the session and shows the login page", async () => {
    window.localStorage.setItem(USER_DATA_KEY, JSON.stringify(directionUser));
    window.localStorage.setItem(SESSION_EXPIRES_KEY, String(Date.now() + 60_000));
    const fetchMock = fakeShellServer({
      user: directionUser,
      extra: (url) => (url === '/auth/logout' ? emptyResponse(204) : undefined),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ initialEntries: ['/ventes'] });
    await screen.findByRole('heading', { name: 'Ventes', level: 1 });

    await user.click(screen.getByRole('button', { name: /Menu utilisateur/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));

    expect(await screen.findByRole('heading', { name: 'Connexion à votre compte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/logout')).toBe(true);
    await waitFor(() => expect(window.localStorage.getItem(USER_DATA_KEY)).toBeNull());
  });

  it('a 401 on a data call clears the session and goes to /login, remembering the page', async () => {
    window.localStorage.setItem(USER_DATA_KEY, JSON.stringify(directionUser));
    window.localStorage.setItem(SESSION_EXPIRES_KEY, String(Date.now() + 60_000));
    mockFetch((url) => {
      if (url === '/Users/info-user/') return fakeResponse(userSchema, directionUser);
      return errorResponse(401, { detail: 'Authentification requise' });
    });
    const { router } = renderApp({ initialEntries: ['/stock?type=laines'] });

    expect(await screen.findByRole('heading', { name: 'Connexion à votre compte' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/stock', search: '?type=laines' },
    });
    expect(window.localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });
});
