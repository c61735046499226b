import { SESSION_EXPIRES_KEY, USER_DATA_KEY } from '@pelote/shared';
import { expect, type Page } from '@playwright/test';
import { ADMIN } from './env.ts';

/**
 * Signs in as `username`, then opens the dashboard. The sign-in itself goes through the API (the
 * session's HttpOnly cookies land in the page's context, and the browser keeps the user and the
 * token's expiry as the login page would): a test's time goes to what it tests. The login form has
 * its own spec (sign-in.spec.ts), which signs in through it with `signInThroughForm`.
 */
export async function signIn(page: Page, username = ADMIN.username, password = ADMIN.password) {
  const response = await page.request.post('/api/Users/authenticate-user', { data: { username, password } });
  const answer = await response.text();
  expect(response.ok(), `sign-in as ${username}: ${answer}`).toBe(true);
  const { user, expiresIn, expires_in } = JSON.parse(answer) as {
    user: unknown;
    expiresIn?: number;
    expires_in?: number;
  };
  const expiresAt = Date.now() + (expiresIn ?? expires_in ?? 0) * 1000;
  // The browser's storage is the origin's: a small answer of the server's opens it.
  if (!page.url().startsWith(new URL('/', response.url()).origin)) await page.goto('/api/health');
  await page.evaluate(
    (stored) => {
      for (const [key, value] of stored) localStorage.setItem(key, value);
    },
    [
      [USER_DATA_KEY, JSON.stringify(user)],
      [SESSION_EXPIRES_KEY, String(expiresAt)],
    ] as [string, string][],
  );
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs in through the login page, as a user would. */
export async function signInThroughForm(page: Page, username = ADMIN.username, password = ADMIN.password) {
  await page.goto('/login');
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs out whoever is signed in on this page (its cookies and storage dropped), then signs in as `username`. */
export async function signInAnew(page: Page, username: string, password: string) {
  // Away from the app first: a page still running it would get a 401 for a call made after the
  // cookies are gone (an idle part, a poll) and end the session, the new one included.
  await page.goto('/api/health');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, username, password);
}
