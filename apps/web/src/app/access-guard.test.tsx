import { userSchema } from '@pelote/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { SessionProvider, type SessionState } from '@/lib/session';
import { fakeShellServer } from '@/test/shell-server';
import { shopRecord } from '@/test/shop.test-support';
import {
  directionUser,
  fakeResponse,
  fakeSessionStore,
  gerantUser,
  renderApp,
  renderSignedIn,
  signedIn,
} from '@/test/utils';
import { AccessGuard } from './access-guard';

function renderGuard(state: Partial<SessionState>, guard: ReactNode, initialEntries = ['/page']) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Accueil</p> },
      { path: '/page', element: guard },
      { path: '/login', element: <p>Page de connexion</p> },
      { path: '/verify-email', element: <p>Page de vérification</p> },
      { path: '/ailleurs', element: <p>Ailleurs</p> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(
    <SessionProvider store={fakeSessionStore(state)}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

const secret = <p>Contenu protégé</p>;

describe('access guard', () => {
  it('1. shows "Chargement..." while the session is initialising, before any other check', () => {
    renderGuard(
      { isInitialized: false },
      <AccessGuard roles={['direction']} requireVerifiedEmail>
        {secret}
      </AccessGuard>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByText('Contenu protégé')).not.toBeInTheDocument();
  });

  it('2. asks to sign in when nobody is signed in', async () => {
    const user = userEvent.setup();
    const router = renderGuard({}, <AccessGuard roles={['direction']}>{secret}</AccessGuard>);
    expect(screen.getByRole('heading', { name: 'Accès non autorisé' })).toBeInTheDocument();
    expect(screen.getByText('Vous devez être connecté pour accéder à cette page.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/page' } });
  });

  it('3. refuses a role that is not allowed, with a "Retour" button going back in history', async () => {
    const user = userEvent.setup();
    const router = renderGuard(
      signedIn(gerantUser),
      <AccessGuard roles={['direction']}>{secret}</AccessGuard>,
      ['/', '/page'],
    );
    expect(screen.getByRole('heading', { name: 'Permissions insuffisantes' })).toBeInTheDocument();
    expect(
      screen.getByText("Vous n'avez pas les permissions nécessaires pour accéder à cette page."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Contenu protégé')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('4. asks to verify the e-mail where the page requires it', async () => {
    const user = userEvent.setup();
    renderGuard(
      signedIn({ ...directionUser, is_staff: false }),
      <AccessGuard requireVerifiedEmail>{secret}</AccessGuard>,
    );
    expect(screen.getByRole('heading', { name: 'Email non vérifié' })).toBeInTheDocument();
    expect(screen.getByText('Veuillez vérifier votre email pour accéder à cette page.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Vérifier mon email' }));
    expect(await screen.findByText('Page de vérification')).toBeInTheDocument();
  });

  it('shows the page when every check passes', () => {
    renderGuard(
      signedIn(directionUser),
      <AccessGuard roles={['direction']} requireVerifiedEmail>
        {secret}
      </AccessGuard>,
    );
    expect(screen.getByText('Contenu protégé')).toBeInTheDocument();
  });

  it('can redirect or show a custom fallback instead of a guard screen', async () => {
    renderGuard({}, <AccessGuard unauthenticated={{ redirectTo: '/ailleurs' }}>{secret}</AccessGuard>);
    expect(await screen.findByText('Ailleurs')).toBeInTheDocument();
  });

  it('shows a custom fallback for a refused role', () => {
    renderGuard(
      signedIn(gerantUser),
      <AccessGuard roles={['direction']} forbidden={{ fallback: <p>Réservé à la direction</p> }}>
        {secret}
      </AccessGuard>,
    );
    expect(screen.getByText('Réservé à la direction')).toBeInTheDocument();
  });
});

describe('protected routes', () => {
  it('shows "Initialisation de l\'application..." until the session is initialised', async () => {
    const store = fakeSessionStore({ isInitialized: false, isLoading: true });
    renderApp({ initialEntries: ['/clients'], sessionStore: store });
    expect(await screen.findByText("Initialisation de l'application...")).toBeInTheDocument();
  });

  it('sends a visitor to /login, remembering the page with its search', async () => {
    const { router } = renderApp({ initialEntries: ['/clients?page=2'] });
    expect(await screen.findByRole('heading', { name: 'Connexion à votre compte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/clients', search: '?page=2' } });
  });

  it('keeps /admin/utilisateurs for direction: a gerant sees "Permissions insuffisantes"', async () => {
    fakeShellServer({ shops: [shopRecord({ id: 2, nom: 'Plateau', quartier: 'Plateau' })] });
    renderSignedIn('/admin/utilisateurs', gerantUser);
    expect(await screen.findByRole('heading', { name: 'Permissions insuffisantes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Utilisateurs' })).not.toBeInTheDocument();
  });

  it('opens /admin/utilisateurs to direction, with the Administration menu', async () => {
    fakeShellServer({
      extra: (url) => (url === '/Users/liste-users/' ? fakeResponse(z.array(userSchema), []) : undefined),
    });
    renderSignedIn('/admin/utilisateurs', directionUser);
    expect(
      await screen.findByRole('heading', { name: 'Gestion des utilisateurs', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Gestion des utilisateurs · Pelote'));
    expect(screen.getAllByRole('link', { name: 'Utilisateurs' }).length).toBeGreaterThan(0);
    // The users page itself loads (an empty list here), not the guard's refusal.
    expect(await screen.findByText('Aucun utilisateur')).toBeInTheDocument();
    expect(screen.queryByText('Permissions insuffisantes')).not.toBeInTheDocument();
  });

  it('opens /admin/parametres to a gerant', async () => {
    fakeShellServer();
    renderSignedIn('/admin/parametres', gerantUser);
    expect(await screen.findByRole('heading', { name: 'Paramètres', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Imprimante' })).toBeInTheDocument();
    // Their own discount cap, not the guard's refusal.
    expect(screen.getByRole('region', { name: 'Remises' })).toBeInTheDocument();
    expect(screen.queryByText('Permissions insuffisantes')).not.toBeInTheDocument();
  });
});
