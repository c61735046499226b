import { expect, type Page } from '@playwright/test';
import { ADMIN } from './env.ts';

/** Signs in through the login page, as a user would. */
export async function signIn(page: Page, username = ADMIN.username, password = ADMIN.password) {
  await page.goto('/login');
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs out whoever is signed in on this page (its cookies and storage dropped), then signs in as `username`. */
export async function signInAnew(page: Page, username: string, password: string) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, username, password);
}
