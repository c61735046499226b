import { userSchema } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { TestApp } from '../../../test/helper.ts';
import { users } from '../../db/schema/users.ts';
import { verifyPassword } from '../../lib/password.ts';
import {
  EDIT_PASSWORD,
  editBody,
  FORBIDDEN,
  NOT_SIGNED_IN,
  type UsersAdminContext,
  useUsersAdmin,
} from './users-admin.test-support.ts';

/** User administration: list, detail, edit and delete, by direction only. */

const { c, list, detail, update, remove, infoUser, signedInGerant } = useUsersAdmin();
let t: TestApp;
let admin: UsersAdminContext['admin'];
let shopId: number;
let otherShopId: number;
beforeAll(() => {
  ({ t, admin, shopId, otherShopId } = c);
});

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
