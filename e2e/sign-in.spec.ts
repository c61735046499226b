import { ADMIN } from './support/env.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

test.describe('sign-in', () => {
  test('signs in as admin and lands on the dashboard, then signs out', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/Pelote/);
    await expect(page.getByRole('heading', { name: 'Connexion à votre compte' })).toBeVisible();
    await expect(page.getByLabel("Nom d'utilisateur")).toBeFocused();

    await page.getByLabel("Nom d'utilisateur").fill('  ADMIN ');
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();

    await page
      .getByRole('button', { name: /menu utilisateur|admin/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login/);

    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });

  test('shows the validation messages on an empty submit', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText("Le nom d'utilisateur est requis")).toBeVisible();
    await expect(page.getByText('Le mot de passe est requis')).toBeVisible();
    await page.getByLabel('Mot de passe', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
  });

  test('shows and hides the password', { tag: '@any-size' }, async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('secret-123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows the 401 message, which clears itself after 5 seconds', {
    tag: '@any-size',
  }, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel("Nom d'utilisateur").fill('admin');
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const banner = page.getByRole('alert').filter({ hasText: "Nom d'utilisateur ou mot de passe incorrect" });
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 8_000 });
    await expect(page).toHaveURL(/\/login/);
  });

  test('the error banner can be dismissed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel("Nom d'utilisateur").fill('admin');
    await page.getByLabel('Mot de passe', { exact: true }).fill('encore-faux');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const banner = page.getByRole('alert').filter({ hasText: "Nom d'utilisateur ou mot de passe incorrect" });
    await expect(banner).toBeVisible();
    await banner.getByRole('button').click();
    await expect(banner).toBeHidden();
  });

  test('too many failed attempts on one username are refused with a French message', {
    tag: '@any-size',
  }, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel("Nom d'utilisateur").fill('caissiere-oubliee');
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mdp');
    const banner = page.getByRole('alert');
    for (let attempt = 0; attempt < 8; attempt++) {
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
      if ((await banner.textContent())?.includes('Trop de tentatives')) break;
    }
    await expect(banner).toContainText('Trop de tentatives de connexion');
  });

  const answers = [
    { status: 403, message: "Accès refusé. Votre compte n'est peut-être pas actif" },
    { status: 404, message: "Service d'authentification non trouvé" },
    { status: 500, message: 'Erreur serveur. Veuillez réessayer plus tard' },
    { status: 418, message: 'Le service est en pause' },
  ];
  for (const { status, message } of answers) {
    test(`an answer ${status} from the server shows "${message}"`, { tag: '@any-size' }, async ({ page }) => {
      // The server itself answers 401/403/429; other statuses can only be produced by a broken
      // deployment, so the answer is substituted at the network level.
      await page.route('**/api/Users/authenticate-user', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ detail: message }) }),
      );
      await page.goto('/login');
      await page.getByLabel("Nom d'utilisateur").fill('admin');
      await page.getByLabel('Mot de passe', { exact: true }).fill('peu-importe');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    });
  }

  test('no answer at all shows the connection message', { tag: '@any-size' }, async ({ page }) => {
    await page.route('**/api/Users/authenticate-user', (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await page.getByLabel("Nom d'utilisateur").fill('admin');
    await page.getByLabel('Mot de passe', { exact: true }).fill('peu-importe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Impossible de contacter le serveur. Vérifiez votre connexion internet' }),
    ).toBeVisible();
  });

  test('a protected page sends to /login, then back to that page after signing in', {
    tag: '@any-size',
  }, async ({ page }) => {
    await page.goto('/ventes?page=2');
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/ventes\?page=2$/);
    // The login page was replaced in history: going back does not return to it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('a signed-in user opening /login is sent on to the dashboard', { tag: '@any-size' }, async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});
