import { receivedSignInSchema, SESSION_EXPIRES_KEY, USER_DATA_KEY } from '@pelote/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeShellServer } from '@/test/shell-server';
import {
  checked,
  directionUser,
  errorResponse,
  fakeResponse,
  mockFetch,
  renderApp,
  renderSignedIn,
} from '@/test/utils';

// The sign-in's answer in the specification's spelling only: the client reads either.
const loginAnswer = checked(receivedSignInSchema, {
  access_token: 'access',
  refresh_token: 'refresh',
  token_type: 'Bearer',
  expires_in: 86_400,
  user: directionUser,
});

/** POST /Users/authenticate-user answering `loginAnswer`; any other call is left to the shell's fake. */
const signIn = (url: string) =>
  url === '/Users/authenticate-user' ? fakeResponse(receivedSignInSchema, loginAnswer) : undefined;

async function openLogin(initialEntries: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp({ initialEntries: ['/login'], ...initialEntries });
  await screen.findByRole('heading', { name: 'Connexion à votre compte' });
  return view;
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  username = 'Admin',
  password = 'secret123',
) {
  await user.type(screen.getByLabelText("Nom d'utilisateur"), username);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('login page', () => {
  it('shows the form with the username field focused', async () => {
    await openLogin();
    expect(document.title).toBe('Connexion · Pelote');
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveFocus();
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Se souvenir de moi' })).not.toBeChecked();
    expect(screen.getByText('Mot de passe oublié ?', { ignore: false })).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it('shows the French validation messages on an empty submit, without calling the server', async () => {
    const fetchMock = mockFetch(() => errorResponse(500));
    const user = userEvent.setup();
    await openLogin();

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText("Le nom d'utilisateur est requis")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for at least 6 characters of password', async () => {
    mockFetch(() => errorResponse(500));
    const user = userEvent.setup();
    await openLogin();
    await fillAndSubmit(user, 'admin', '12345');
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    await openLogin();
    const password = screen.getByLabelText('Mot de passe');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('reads "Connexion..." and is disabled while busy; a double click sends one request', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText("Nom d'utilisateur"), 'admin');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret123');
    await user.dblClick(screen.getByRole('button', { name: 'Se connecter' }));

    const busy = await screen.findByRole('button', { name: 'Connexion...' });
    expect(busy).toBeDisabled();
    // The sign-in call is loaded on the first press: the request leaves once it is there.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(errorResponse(401, { detail: 'Identifiants invalides' })));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it.each([
    [401, { detail: 'Identifiants invalides' }, "Nom d'utilisateur ou mot de passe incorrect"],
    [403, { detail: 'Compte inactif' }, "Accès refusé. Votre compte n'est peut-être pas actif"],
    [404, undefined, "Service d'authentification non trouvé"],
    [500, { detail: 'boom' }, 'Erreur serveur. Veuillez réessayer plus tard'],
    [
      429,
      { detail: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.' },
      'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
    ],
    [418, undefined, 'Une erreur est survenue lors de la connexion'],
  ])('maps a %i answer to its banner message', async (status, body, message) => {
    mockFetch(() => errorResponse(status, body));
    const user = userEvent.setup();
    await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('explains when the server cannot be reached', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de contacter le serveur. Vérifiez votre connexion internet',
    );
  });

  it('clears the error banner after 5 seconds, or when dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(() => errorResponse(401, { detail: 'Identifiants invalides' }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openLogin();
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Fermer le message d'erreur" }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in with the trimmed, lower-cased username and goes back to the remembered page', async () => {
    const fetchMock = fakeShellServer({ extra: signIn });
    const user = userEvent.setup();
    const { router } = renderApp({
      initialEntries: [{ pathname: '/login', state: { from: { pathname: '/clients', search: '?page=2' } } }],
    });
    await screen.findByRole('heading', { name: 'Connexion à votre compte' });

    await user.type(screen.getByLabelText("Nom d'utilisateur"), '  Admin ');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clients');
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');

    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/authenticate-user')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'admin',
      password: 'secret123',
      rememberMe: true,
    });
    expect(JSON.parse(window.localStorage.getItem(USER_DATA_KEY) ?? 'null')).toMatchObject({
      username: 'admin',
    });
    expect(Number(window.localStorage.getItem(SESSION_EXPIRES_KEY))).toBeGreaterThan(Date.now());
  });

  it('sends a signed-in user to the page they came from, else home', async () => {
    fakeShellServer();
    const { router } = renderSignedIn('/login', directionUser);
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes home after signing in when no page was remembered', async () => {
    fakeShellServer({ extra: signIn });
    const user = userEvent.setup();
    const { router } = await openLogin();
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeInTheDocument();
  });
});
