import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** How a call is sent and checked: its `Idempotency-Key`, and the one status it must answer. */
type CallOptions = { key?: string; status?: number };

/**
 * A call to the API as the signed-in page (its cookies carry the session), or through a request
 * context. The test fails with the server's answer when the call is refused, or when `status` is
 * given and the answer's differs.
 */
async function call<T>(
  from: Page | APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
  { key, status }: CallOptions = {},
): Promise<T> {
  const request = 'request' in from ? from.request : from;
  const headers = key ? { 'Idempotency-Key': key } : undefined;
  const response = await request[method](`/api${path}`, { data, headers });
  const answer = await response.text();
  if (status === undefined) expect(response.ok(), `${method.toUpperCase()} ${path}: ${answer}`).toBe(true);
  else expect(response.status(), answer).toBe(status);
  return JSON.parse(answer) as T;
}

export const get = <T>(from: Page | APIRequestContext, path: string) => call<T>(from, 'get', path);
export const post = <T>(from: Page | APIRequestContext, path: string, data: unknown, options?: CallOptions) =>
  call<T>(from, 'post', path, data, options);
export const put = <T>(from: Page | APIRequestContext, path: string, data: unknown, options?: CallOptions) =>
  call<T>(from, 'put', path, data, options);
/** A POST that must answer 201 Created. */
export const create = <T>(from: Page | APIRequestContext, path: string, data: unknown) =>
  post<T>(from, path, data, { status: 201 });

/** A multipart POST (a file and its text fields) that must be accepted; answers its JSON. */
export async function upload<T>(
  page: Page,
  path: string,
  file: { field: string; name: string; mimeType: string; buffer: Buffer },
  fields: Record<string, string>,
): Promise<T> {
  const response = await page.request.post(`/api${path}`, {
    multipart: { ...fields, [file.field]: { name: file.name, mimeType: file.mimeType, buffer: file.buffer } },
  });
  const answer = await response.text();
  expect(response.ok(), `POST ${path}: ${answer}`).toBe(true);
  return JSON.parse(answer) as T;
}

/** An active shop, made through the API. */
export const createShop = (page: Page, nom: string, quartier: string) =>
  post<{ id: number }>(page, '/Magasins/magasin-create', { nom, quartier, is_active: true });

/** A new wool of 50 g at `prix_unitaire` (hundredths), made through the API. */
export const createWool = (page: Page, nom: string, prix_unitaire: number) =>
  post<{ id: number }>(page, '/Articles/laines/create', { nom, prix_unitaire, grammage: 50 });

/** The password of the gerants the specs make. */
export const GERANT_PASSWORD = 'motdepasse-solide';

/** A gerant of the shop `magasin`, made through the API; they sign in with `GERANT_PASSWORD`. */
export const createGerant = (
  page: Page,
  gerant: { username: string; first_name: string; last_name: string; nationalite: string; magasin: number },
) =>
  post(page, '/Users/user-create', {
    ...gerant,
    email: `${gerant.username}@pelote.test`,
    password: GERANT_PASSWORD,
    role: 'gerant',
    telephone: '',
  });

/** A hook ('Crochets'), made through the API. */
export const createHook = (page: Page, hook: { nom: string; description: string; prix_unitaire: number }) =>
  post<{ id: number }>(page, '/Articles/accessoires/create', { ...hook, type_accessoire: 'Crochets' });

/** What `shopWithWool` makes: a shop, a new wool at `prix` (hundredths), `quantite` balls of it in lot `bain`. */
export type StockedWool = {
  shop: string;
  quartier: string;
  wool: string;
  prix: number;
  quantite: number;
  bain: string;
};

/** A shop holding balls of one new wool in one lot, made through the API; gives both ids. */
export async function shopWithWool(page: Page, stocked: StockedWool) {
  const { id: shopId } = await createShop(page, stocked.shop, stocked.quartier);
  const { id: woolId } = await createWool(page, stocked.wool, stocked.prix);
  const { quantite, bain } = stocked;
  await post(page, '/Magasins/stocks/add', { magasin: shopId, produit_id: woolId, quantite, bain });
  return { shopId, woolId };
}
