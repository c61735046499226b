import { expect, type Page } from '@playwright/test';

/** A POST to the API as the page's signed-in user; the test fails with the answer when it is refused. */
export async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`/api${path}`, { data });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** An active shop, made through the API. */
export const createShop = (page: Page, nom: string, quartier: string) =>
  post<{ id: number }>(page, '/Magasins/magasin-create', { nom, quartier, is_active: true });

/** A hook ('Crochets'), made through the API. */
export const createHook = (page: Page, hook: { nom: string; description: string; prix_unitaire: number }) =>
  post<{ id: number }>(page, '/Articles/accessoires/create', { ...hook, type_accessoire: 'Crochets' });
