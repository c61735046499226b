import { userSchema } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { users } from '../../db/schema/users.ts';
import { verifyPassword } from '../../lib/password.ts';

let t: TestApp;
let direction: Record<string, string>;
let shopId: number;
beforeAll(async () => {
  t = await createTestApp();
  direction = (await t.signedIn('direction')).headers;
  shopId = (await t.createShop({ nom: 'Treichville' })).id;
});
afterAll(() => t.close());

let counter = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `yao.kouassi${counter}`,
    email: `yao${counter}@pelote.test`,
    first_name: 'Yao',
    last_name: 'Kouassi',
    password: 'motdepasse-solide',
    role: 'gerant',
    nationalite: 'CI',
    telephone: '+225 01 02 03 04',
    magasin: shopId,
    ...overrides,
  };
}
const create = (payload: object, headers = direction) =>
  t.inject({ method: 'POST', url: '/api/Users/user-create', headers, payload });

describe('POST /api/Users/user-create', () => {
  it('creates a gerant for direction: 201 with the user, who can then sign in', async () => {
    const payload = newUser({ username: '  Adjoua.Yao ' });
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    const body = userSchema.strict().parse(response.json());
    expect(body).toMatchObject({
      username: 'adjoua.yao',
      email: payload.email,
      first_name: 'Yao',
      last_name: 'Kouassi',
      role: 'gerant',
      is_gerant: true,
      magasin: shopId,
      nationalite: 'CI',
      telephone: '+225 01 02 03 04',
      is_active: true,
      is_staff: false,
      last_login: null,
    });
    expect(response.body).not.toContain('motdepasse');
    expect(response.body).not.toContain('argon2');
    const [row] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(await verifyPassword(row?.passwordHash ?? '', 'motdepasse-solide')).toBe(true);
    await expect(t.login('adjoua.yao', 'motdepasse-solide')).resolves.toBeTruthy();
  });

  it('accepts the route with a trailing slash too', async () => {
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/Users/user-create/',
          headers: direction,
          payload: newUser(),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('never gives a shop to a direction user, and defaults the telephone to empty', async () => {
    const response = await create(newUser({ role: 'direction', magasin: shopId, telephone: undefined }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      role: 'direction',
      is_gerant: false,
      magasin: null,
      telephone: '',
    });
  });

  it('refuses a gerant and an anonymous caller', async () => {
    const gerant = await t.signedIn('gerant', { magasinId: shopId });
    const refused = await create(newUser(), gerant.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: "Vous n'avez pas les permissions nécessaires pour effectuer cette action",
    });
    const anonymous = await create(newUser(), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentification requise' });
  });

  it('refuses a username already used (in any letter case) with 409, but reuses a deleted one', async () => {
    expect((await create(newUser({ username: 'mariam.traore' }))).statusCode).toBe(201);
    const duplicate = await create(newUser({ username: 'Mariam.Traore' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ detail: "Ce nom d'utilisateur est déjà utilisé" });

    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.username, 'mariam.traore'));
    expect((await create(newUser({ username: 'mariam.traore' }))).statusCode).toBe(201);
  });

  it('needs a shop for a gerant, and a shop that exists', async () => {
    for (const magasin of [undefined, null]) {
      const response = await create(newUser({ magasin }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Un magasin doit être assigné pour un gérant',
        errors: { magasin: 'Un magasin doit être assigné pour un gérant' },
      });
    }
    const missing = await create(newUser({ magasin: 999_999 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      detail: 'Magasin non trouvé',
      errors: { magasin: 'Magasin non trouvé' },
    });
  });

  it.each<[string, unknown, string]>([
    ['username', undefined, "Le nom d'utilisateur est requis"],
    ['username', '  ', "Le nom d'utilisateur est requis"],
    ['username', 'ab', "Le nom d'utilisateur doit contenir au moins 3 caractères"],
    ['username', 'a'.repeat(151), "Le nom d'utilisateur ne peut pas dépasser 150 caractères"],
    ['username', 'awa koné', "Le nom d'utilisateur contient des caractères non valides"],
    ['username', 'awa/kone', "Le nom d'utilisateur contient des caractères non valides"],
    ['email', undefined, "L'email est requis"],
    ['email', '', "L'email est requis"],
    ['email', 'awa.pelote.test', 'Veuillez entrer un email valide'],
    ['email', `${'a'.repeat(250)}@p.ci`, "L'email ne peut pas dépasser 254 caractères"],
    ['first_name', undefined, 'Le prénom est requis'],
    ['first_name', ' ', 'Le prénom est requis'],
    ['first_name', 'a'.repeat(151), 'Le prénom ne peut pas dépasser 150 caractères'],
    ['last_name', undefined, 'Le nom est requis'],
    ['last_name', 'a'.repeat(151), 'Le nom ne peut pas dépasser 150 caractères'],
    ['password', undefined, 'Le mot de passe est requis'],
    ['password', '', 'Le mot de passe est requis'],
    ['password', '1234567', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['role', undefined, 'Le rôle est requis'],
    ['role', 'vendeur', 'Le rôle est requis'],
    ['nationalite', undefined, 'La nationalité est requise'],
    ['nationalite', '', 'La nationalité est requise'],
    ['nationalite', 'France', 'Nationalité invalide'],
    ['telephone', '0'.repeat(31), 'Le téléphone ne peut pas dépasser 30 caractères'],
    ['magasin', 'un', 'Identifiant invalide'],
  ])('refuses %s = %j: %s', async (field, value, message) => {
    const response = await create(newUser({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: message, errors: { [field]: message } });
  });

  it('checks a confirmation when one is sent, in either spelling', async () => {
    for (const key of ['confirmPassword', 'confirm_password']) {
      const mismatch = await create(newUser({ [key]: 'autre-motdepasse' }));
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({
        detail: 'Les mots de passe ne correspondent pas',
        errors: { [key]: 'Les mots de passe ne correspondent pas' },
      });
      const match = await create(newUser({ [key]: 'motdepasse-solide' }));
      expect(match.statusCode).toBe(201);
      expect(match.body).not.toContain('motdepasse');
    }
  });

  it('accepts letters, digits and _ . @ + - in a username', async () => {
    const response = await create(newUser({ username: 'a_b.c@d+e-f' }));
    expect(response.statusCode).toBe(201);
  });
});
