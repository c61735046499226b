import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

/** What the user-administration test files share: one app, a direction session, two shops. */

export const FORBIDDEN = {
  detail: "Vous n'avez pas les permissions nécessaires pour effectuer cette action",
};
export const NOT_SIGNED_IN = { detail: 'Authentification requise' };
export const EDIT_PASSWORD =
  'Les mots de passe ne correspondent pas ou le mot de passe est trop court (minimum 8 caractères)';

export type Headers = Record<string, string>;
export type UsersAdminContext = {
  t: TestApp;
  admin: Awaited<ReturnType<TestApp['signedIn']>>;
  direction: Headers;
  shopId: number;
  otherShopId: number;
};

/** The edit body of a user row, with changes. */
export function editBody(
  row: { username: string; email: string; magasinId: number | null; role: string },
  changes = {},
) {
  return {
    username: row.username,
    email: row.email,
    first_name: 'Awa',
    last_name: 'Koné',
    role: row.role,
    nationalite: 'CI',
    telephone: '+225 07 00 00 00',
    magasin: row.magasinId,
    is_active: true,
    ...changes,
  };
}

/** Registers the file's app (beforeAll / afterAll) and returns the context and the calls. */
export function useUsersAdmin() {
  const c = {} as UsersAdminContext;
  beforeAll(async () => {
    c.t = await createTestApp();
    c.admin = await c.t.signedIn('direction');
    c.direction = c.admin.headers;
    c.shopId = (await c.t.createShop({ nom: 'Treichville' })).id;
    c.otherShopId = (await c.t.createShop({ nom: 'Plateau' })).id;
  });
  afterAll(() => c.t.close());
  return {
    c,
    list: (headers: Headers = c.direction) =>
      c.t.inject({ method: 'GET', url: '/api/Users/liste-users/', headers }),
    detail: (id: number | string, headers: Headers = c.direction) =>
      c.t.inject({ method: 'GET', url: `/api/Users/detail-user/${id}`, headers }),
    update: (id: number | string, payload: object, headers: Headers = c.direction) =>
      c.t.inject({ method: 'PUT', url: `/api/Users/update-user/${id}`, headers, payload }),
    remove: (id: number | string, headers: Headers = c.direction) =>
      c.t.inject({ method: 'PATCH', url: `/api/Users/delete-user/${id}`, headers }),
    infoUser: (headers: Headers) => c.t.inject({ method: 'GET', url: '/api/Users/info-user/', headers }),
    /** A gerant of the first shop, signed in. */
    signedInGerant: () => c.t.signedIn('gerant', { magasinId: c.shopId }),
  };
}
