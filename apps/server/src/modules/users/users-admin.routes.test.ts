import { userSchema } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { verifyPassword } from '../auth/password.ts';
import { users } from './users.table.ts';

/** User administration (spec 01 §2.11, §5 'User edit', §7 'Users'; DESIGN §6). */

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
let direction: Record<string, string>;
let shopId: number;
let otherShopId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('direction');
  direction = admin.headers;
  shopId = (await t.createShop({ nom: 'Treichville' })).id;
  otherShopId = (await t.createShop({ nom: 'Plateau' })).id;
});
afterAll(() => t.close());

const FORBIDDEN = { detail: "Vous n'avez pas les permissions nécessaires pour effectuer cette action" };
const NOT_SIGNED_IN = { detail: 'Authentification requise' };
const EDIT_PASSWORD =
  'Les mots de passe ne correspondent pas ou le mot de passe est trop court (minimum 8 caractères)';

type Headers = Record<string, string>;
const list = (headers: Headers = direction) =>
  t.inject({ method: 'GET', url: '/api/Users/liste-users/', headers });
const detail = (id: number | string, headers: Headers = direction) =>
  t.inject({ method: 'GET', url: `/api/Users/detail-user/${id}`, headers });
const update = (id: number | string, payload: object, headers: Headers = direction) =>
  t.inject({ method: 'PUT', url: `/api/Users/update-user/${id}`, headers, payload });
const remove = (id: number | string, headers: Headers = direction) =>
  t.inject({ method: 'PATCH', url: `/api/Users/delete-user/${id}`, headers });
const infoUser = (headers: Headers) => t.inject({ method: 'GET', url: '/api/Users/info-user/', headers });

/** The edit body of a user row, with changes. */
function editBody(
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

/** A gerant of `shopId`, signed in. */
async function signedInGerant() {
  return t.signedIn('gerant', { magasinId: shopId });
}

describe('GET /api/Users/liste-users/', () => {
  it('lists every user that is not deleted, as an array, without password hashes', async () => {
    const kept = await t.createUser({ role: 'gerant', magasinId: shopId });
    const gone = await t.createUser({ role: 'gerant', magasinId: shopId });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = z.array(userSchema.strict()).parse(response.json());
    const ids = body.map((user) => user.id);
    expect(ids).toContain(kept.id);
    expect(ids).toContain(admin.user.id);
    expect(ids).not.toContain(gone.id);
    expect(response.body).not.toContain('argon2');
    expect(body.find((user) => user.id === kept.id)).toMatchObject({ role: 'gerant', magasin: shopId });
  });
});

describe('GET /api/Users/detail-user/{id}', () => {
  it('answers the user, and 404 for an unknown or deleted one', async () => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    const response = await detail(user.id);
    expect(response.statusCode).toBe(200);
    expect(userSchema.strict().parse(response.json())).toMatchObject({
      id: user.id,
      username: user.username,
    });

    expect((await detail(999_999)).json()).toEqual({ detail: 'Utilisateur non trouvé' });
    expect((await detail(999_999)).statusCode).toBe(404);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await detail(user.id)).statusCode).toBe(404);
    expect((await detail('abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/Users/update-user/{id}', () => {
  it('updates every field and keeps the password when none is given', async () => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    const response = await update(
      user.id,
      editBody(user, {
        username: ' Nouveau.Nom ',
        email: 'nouveau@pelote.test',
        first_name: 'Fatou',
        last_name: 'Diop',
        nationalite: 'sn',
        telephone: '+221 77 000 00 00',
        magasin: otherShopId,
        password: '',
        confirmPassword: '',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(userSchema.strict().parse(response.json())).toMatchObject({
      id: user.id,
      username: 'nouveau.nom',
      email: 'nouveau@pelote.test',
      first_name: 'Fatou',
      last_name: 'Diop',
      nationalite: 'SN',
      telephone: '+221 77 000 00 00',
      magasin: otherShopId,
      role: 'gerant',
      is_active: true,
    });
    await expect(t.login('nouveau.nom', user.password)).resolves.toBeTruthy();
  });

  it('changes the password when given with its confirmation (either spelling)', async () => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    for (const confirmation of ['confirmPassword', 'confirm_password']) {
      const password = `nouveau-${confirmation}`;
      const response = await update(user.id, editBody(user, { password, [confirmation]: password }));
      expect(response.statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(await verifyPassword(row?.passwordHash ?? '', password)).toBe(true);
    }
  });

  it.each<[string, object, string]>([
    ['a short password', { password: '1234567', confirmPassword: '1234567' }, 'password'],
    [
      'a different confirmation',
      { password: 'motdepasse-1', confirmPassword: 'motdepasse-2' },
      'confirmPassword',
    ],
    ['a password without confirmation', { password: 'motdepasse-1' }, 'confirmPassword'],
    [
      'a confirmation without password',
      { password: '', confirm_password: 'motdepasse-1' },
      'confirm_password',
    ],
  ])('refuses %s', async (_case, changes, field) => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    const response = await update(user.id, editBody(user, changes));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: EDIT_PASSWORD, errors: { [field]: EDIT_PASSWORD } });
  });

  it.each<[string, unknown, string]>([
    ['username', 'ab', "Le nom d'utilisateur doit contenir au moins 3 caractères"],
    ['username', 'awa koné', "Le nom d'utilisateur contient des caractères non valides"],
    ['email', '', "L'email est requis"],
    ['email', 'pas-un-email', 'Veuillez entrer un email valide'],
    ['first_name', '', 'Le prénom est requis'],
    ['last_name', '', 'Le nom est requis'],
    ['role', 'vendeur', 'Le rôle est requis'],
    ['nationalite', '', 'La nationalité est requise'],
    ['magasin', null, 'Un magasin doit être assigné pour un gérant'],
    ['is_active', 'oui', 'Le statut du compte est invalide'],
  ])('refuses %s = %j: %s', async (field, value, message) => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    const response = await update(user.id, editBody(user, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: message, errors: { [field]: message } });
  });

  it('refuses a shop that does not exist, and drops the shop of a direction user', async () => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    const missing = await update(user.id, editBody(user, { magasin: 999_999 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      detail: 'Magasin non trouvé',
      errors: { magasin: 'Magasin non trouvé' },
    });

    const promoted = await update(user.id, editBody(user, { role: 'direction', magasin: shopId }));
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'direction', is_gerant: false, magasin: null });
  });

  it("refuses another user's username with 409, and accepts the user's own", async () => {
    const taken = await t.createUser({ username: 'deja.pris', role: 'gerant', magasinId: shopId });
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    const duplicate = await update(user.id, editBody(user, { username: 'Deja.Pris' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ detail: "Ce nom d'utilisateur est déjà utilisé" });
    expect((await update(taken.id, editBody(taken))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or deleted user', async () => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    for (const id of [user.id, 999_999]) {
      const response = await update(id, editBody(user));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Utilisateur non trouvé' });
    }
  });

  it('deactivates and reactivates a user: refused at sign-in (403) while inactive', async () => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    const off = await update(user.id, editBody(user, { is_active: false }));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ is_active: false });
    const refused = await t.inject({
      method: 'POST',
      url: '/api/Users/authenticate-user',
      payload: { username: user.username, password: user.password },
    });
    expect(refused.statusCode).toBe(403);
    expect((await update(user.id, editBody(user, { is_active: true }))).statusCode).toBe(200);
    await expect(t.login(user.username, user.password)).resolves.toBeTruthy();
  });

  it('keeps is_active unchanged when it is not sent', async () => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId, isActive: false });
    const { is_active: _unused, ...body } = editBody(user);
    const response = await update(user.id, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_active: false });
  });
});

describe('PATCH /api/Users/delete-user/{id}', () => {
  it('soft-deletes: the user leaves the list and cannot sign in, the row stays', async () => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    const response = await remove(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Utilisateur supprimé' });
    expect((await list()).json().map((u: { id: number }) => u.id)).not.toContain(user.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    await expect(t.login(user.username, user.password)).rejects.toThrow(/login failed: 401/);

    const again = await remove(user.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Utilisateur non trouvé' });
  });
});

describe('sessions end at once', () => {
  async function expectSignedOut(session: { headers: Headers; refresh_token: string }) {
    const response = await infoUser(session.headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_SIGNED_IN);
    const refreshed = await t.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
  }

  it('when the user is deactivated', async () => {
    const gerant = await signedInGerant();
    expect((await infoUser(gerant.headers)).statusCode).toBe(200);
    expect((await update(gerant.user.id, editBody(gerant.user, { is_active: false }))).statusCode).toBe(200);
    await expectSignedOut(gerant);
    // Reactivated, the old sessions stay ended.
    expect((await update(gerant.user.id, editBody(gerant.user, { is_active: true }))).statusCode).toBe(200);
    expect((await infoUser(gerant.headers)).statusCode).toBe(401);
  });

  it('when the role changes', async () => {
    const gerant = await signedInGerant();
    const response = await update(gerant.user.id, editBody(gerant.user, { role: 'direction' }));
    expect(response.statusCode).toBe(200);
    await expectSignedOut(gerant);
  });

  it('when the shop changes', async () => {
    const gerant = await signedInGerant();
    expect((await update(gerant.user.id, editBody(gerant.user, { magasin: otherShopId }))).statusCode).toBe(
      200,
    );
    await expectSignedOut(gerant);
  });

  it('when the password changes; the new one signs in', async () => {
    const gerant = await signedInGerant();
    const password = 'tout-nouveau-mdp';
    const response = await update(
      gerant.user.id,
      editBody(gerant.user, { password, confirmPassword: password }),
    );
    expect(response.statusCode).toBe(200);
    await expectSignedOut(gerant);
    await expect(t.login(gerant.user.username, gerant.user.password)).rejects.toThrow(/401/);
    await expect(t.login(gerant.user.username, password)).resolves.toBeTruthy();
  });

  it('when the user is deleted', async () => {
    const gerant = await signedInGerant();
    expect((await remove(gerant.user.id)).statusCode).toBe(200);
    await expectSignedOut(gerant);
  });

  it('but not for other changes', async () => {
    const gerant = await signedInGerant();
    const response = await update(gerant.user.id, editBody(gerant.user, { telephone: '+225 01 01 01 01' }));
    expect(response.statusCode).toBe(200);
    expect((await infoUser(gerant.headers)).statusCode).toBe(200);
  });

  it("keeps the editor's own session when they change their own password", async () => {
    const me = await t.signedIn('direction');
    const other = await t.login(me.user.username, me.user.password);
    const password = 'mon-nouveau-mdp';
    const response = await update(
      me.user.id,
      editBody(me.user, { password, confirmPassword: password }),
      me.headers,
    );
    expect(response.statusCode).toBe(200);
    expect((await infoUser(me.headers)).statusCode).toBe(200);
    expect((await infoUser(other.headers)).statusCode).toBe(401);
  });
});

describe('self-protection and the last direction account', () => {
  it('nobody deletes or deactivates themselves', async () => {
    const me = await t.signedIn('direction');
    const deleted = await remove(me.user.id, me.headers);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json()).toEqual({ detail: 'Vous ne pouvez pas supprimer votre propre compte' });
    const deactivated = await update(me.user.id, editBody(me.user, { is_active: false }), me.headers);
    expect(deactivated.statusCode).toBe(400);
    expect(deactivated.json()).toEqual({ detail: 'Vous ne pouvez pas désactiver votre propre compte' });
    expect((await infoUser(me.headers)).json()).toMatchObject({ is_active: true });
  });

  it('may demote themselves while another direction account stays active', async () => {
    const me = await t.signedIn('direction');
    const response = await update(
      me.user.id,
      editBody(me.user, { role: 'gerant', magasin: shopId }),
      me.headers,
    );
    expect(response.statusCode).toBe(200);
    expect((await list(me.headers)).statusCode).toBe(403);
  });

  describe('alone', () => {
    let solo: TestApp;
    beforeAll(async () => {
      solo = await createTestApp();
    });
    afterAll(() => solo.close());

    it('the last active direction account cannot be demoted, deactivated or removed', async () => {
      const last = await solo.signedIn('direction');
      // Other direction accounts that do not count: inactive, or deleted.
      await solo.createUser({ role: 'direction', isActive: false });
      const deleted = await solo.createUser({ role: 'direction' });
      await solo.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));

      const demoted = await solo.inject({
        method: 'PUT',
        url: `/api/Users/update-user/${last.user.id}`,
        headers: last.headers,
        payload: editBody(last.user, { role: 'gerant', magasin: (await solo.createShop()).id }),
      });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json()).toEqual({
        detail: 'Impossible : il doit rester au moins un compte direction actif',
      });
      const [row] = await solo.db.select().from(users).where(eq(users.id, last.user.id));
      expect(row).toMatchObject({ role: 'direction', isActive: true, deletedAt: null });
    });

    it('two direction accounts demoting each other at once: only one wins', async () => {
      await solo.db.update(users).set({ isActive: false });
      const a = await solo.signedIn('direction');
      const b = await solo.signedIn('direction');
      const shop = (await solo.createShop()).id;
      const demote = (target: typeof a, by: typeof b) =>
        solo.inject({
          method: 'PUT',
          url: `/api/Users/update-user/${target.user.id}`,
          headers: by.headers,
          payload: editBody(target.user, { role: 'gerant', magasin: shop }),
        });
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      const statuses = results.map((r) => r.statusCode).sort();
      // The loser answers 409 (last direction) or 401/403 (its own session was just demoted).
      expect(statuses[0]).toBe(200);
      expect(statuses[1]).not.toBe(200);
      const active = await solo.db.select().from(users).where(eq(users.role, 'direction'));
      expect(active.filter((u) => u.isActive && u.deletedAt === null)).toHaveLength(1);
    });
  });
});

describe('GET /api/Users/countries/', () => {
  it('lists the countries with their French names, France among them, to any signed-in user', async () => {
    const gerant = await signedInGerant();
    const response = await t.inject({ method: 'GET', url: '/api/Users/countries/', headers: gerant.headers });
    expect(response.statusCode).toBe(200);
    const body = z.array(z.object({ code: z.string(), name: z.string() }).strict()).parse(response.json());
    expect(body.length).toBeGreaterThan(190);
    expect(body).toContainEqual({ code: 'FR', name: 'France' });
    expect(body).toContainEqual({ code: 'CI', name: "Côte d'Ivoire" });
    expect(body).toContainEqual({ code: 'DE', name: 'Allemagne' });
    const anonymous = await t.inject({ method: 'GET', url: '/api/Users/countries' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('who may call the user routes', () => {
  const routes: [string, (id: number) => string, object | undefined][] = [
    ['GET', () => '/api/Users/liste-users/', undefined],
    ['GET', (id) => `/api/Users/detail-user/${id}`, undefined],
    ['POST', () => '/api/Users/user-create', {}],
    ['PUT', (id) => `/api/Users/update-user/${id}`, {}],
    ['PATCH', (id) => `/api/Users/delete-user/${id}`, undefined],
  ];

  it.each(routes)(
    '%s %s: 403 for a gerant, 401 anonymous, and nothing changes',
    async (method, url, payload) => {
      const target = await t.createUser({ role: 'gerant', magasinId: shopId });
      const gerant = await signedInGerant();
      const asGerant = await t.inject({
        method: method as 'GET',
        url: url(target.id),
        headers: gerant.headers,
        ...(payload ? { payload: editBody(target, { is_active: false }) } : {}),
      });
      expect(asGerant.statusCode).toBe(403);
      expect(asGerant.json()).toEqual(FORBIDDEN);
      const anonymous = await t.inject({
        method: method as 'GET',
        url: url(target.id),
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(NOT_SIGNED_IN);
      const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
      expect(row).toMatchObject({ isActive: true, deletedAt: null });
    },
  );

  it('info-user stays open to every signed-in user', async () => {
    const gerant = await signedInGerant();
    expect((await infoUser(gerant.headers)).statusCode).toBe(200);
    expect((await infoUser({})).statusCode).toBe(401);
  });
});
