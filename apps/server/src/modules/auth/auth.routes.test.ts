import { sessionTokensSchema, userSchema } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { signAccessToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = '/api/Users/authenticate-user';
const BAD_CREDENTIALS = "Nom d'utilisateur ou mot de passe incorrect";
const NOT_SIGNED_IN = 'Authentification requise';

const signIn = (payload: Record<string, unknown>) => t.inject({ method: 'POST', url: LOGIN, payload });
const infoUser = (headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
  t.inject({ method: 'GET', url: '/api/Users/info-user/', headers, ...(cookies ? { cookies } : {}) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function setCookieHeaders(response: { headers: Record<string, unknown> }): string[] {
  const raw = response.headers['set-cookie'];
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
}
const cookieLine = (response: { headers: Record<string, unknown> }, name: string) =>
  setCookieHeaders(response).find((line) => line.startsWith(`${name}=`)) ?? '';

describe('POST /api/Users/authenticate-user', () => {
  it('signs in: tokens, the user, and the session cookies', async () => {
    const user = await t.createUser({ username: 'awa.kone', role: 'direction' });
    const response = await signIn({ username: 'awa.kone', password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The specification's access_token, and the refresh's spelling beside it (one token shape).
    expect(Object.keys(body).sort()).toEqual([...Object.keys(sessionTokensSchema.shape), 'user'].sort());
    expect([body.accessToken, body.refreshToken, body.expiresIn]).toEqual([
      body.access_token,
      body.refresh_token,
      body.expires_in,
    ]);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(86_400);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(userSchema.strict().parse(body.user)).toMatchObject({
      id: user.id,
      username: 'awa.kone',
      role: 'direction',
      is_gerant: false,
      magasin: null,
      is_active: true,
      is_staff: false,
    });
    expect(body.user.last_login).not.toBeNull();
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('password');

    const access = cookieLine(response, 'access_token');
    expect(access).toContain(`access_token=${body.access_token}`);
    expect(access).toContain('Max-Age=86400');
    expect(access).toContain('Path=/');
    expect(access).toContain('HttpOnly');
    expect(access).toContain('SameSite=Lax');
    expect(access).not.toContain('Secure');
    const refresh = cookieLine(response, 'refresh_token');
    expect(refresh).toContain(`refresh_token=${body.refresh_token}`);
    expect(refresh).toContain('Path=/');
    expect(refresh).toContain('HttpOnly');
    expect(refresh).toContain('SameSite=Lax');
    // Without 'Se souvenir de moi' the refresh cookie ends with the browser.
    expect(refresh).not.toContain('Max-Age');
    expect(refresh).not.toContain('Expires');

    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.refreshTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.refreshTokenHash).not.toBe(body.refresh_token);
    const lifetime = (session?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(23 * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('keeps the refresh cookie 30 days with rememberMe', async () => {
    const user = await t.createUser();
    const response = await signIn({ username: user.username, password: user.password, rememberMe: true });
    expect(response.statusCode).toBe(200);
    expect(cookieLine(response, 'refresh_token')).toContain('Max-Age=2592000');
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.rememberMe).toBe(true);
    expect((session?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('trims and lower-cases the username', async () => {
    const user = await t.createUser({ username: 'marie.dupont' });
    const response = await signIn({ username: '  Marie.DUPONT ', password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe('marie.dupont');
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ password: 'secret12' }, 'username', "Le nom d'utilisateur est requis"],
    [{ username: '   ', password: 'secret12' }, 'username', "Le nom d'utilisateur est requis"],
    [
      { username: 'ab', password: 'secret12' },
      'username',
      "Le nom d'utilisateur doit contenir au moins 3 caractères",
    ],
    [{ username: 'admin' }, 'password', 'Le mot de passe est requis'],
    [{ username: 'admin', password: '' }, 'password', 'Le mot de passe est requis'],
    [
      { username: 'admin', password: '12345' },
      'password',
      'Le mot de passe doit contenir au moins 6 caractères',
    ],
  ])('refuses %j with 400: %s → %s', async (payload, field, message) => {
    const response = await signIn(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: message, errors: { [field]: message } });
  });

  it('answers 401 for an unknown user and for a wrong password, with the same French text', async () => {
    const user = await t.createUser();
    const unknown = await signIn({ username: 'personne', password: 'motdepasse' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: BAD_CREDENTIALS });
    const wrong = await signIn({ username: user.username, password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: BAD_CREDENTIALS });
    expect(setCookieHeaders(wrong)).toEqual([]);
  });

  it('answers 403 to a deactivated account, only once the password is right', async () => {
    const user = await t.createUser({ isActive: false });
    const right = await signIn({ username: user.username, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ detail: "Accès refusé. Votre compte n'est peut-être pas actif" });
    const wrong = await signIn({ username: user.username, password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: BAD_CREDENTIALS });
  });

  it('answers 401 to a deleted account', async () => {
    const user = await t.createUser();
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const response = await signIn({ username: user.username, password: user.password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: BAD_CREDENTIALS });
  });

  it('locks a username after 5 failures from one address, even for the right password; other usernames still sign in', async () => {
    const target = await t.createUser();
    const other = await t.createUser();
    for (let i = 0; i < 5; i++) {
      const response = await signIn({ username: target.username, password: `mauvais-${i}` });
      expect(response.statusCode).toBe(401);
    }
    const locked = await signIn({ username: target.username, password: target.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      detail: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
    });
    const fine = await signIn({ username: other.username, password: other.password });
    expect(fine.statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 4; i++) await signIn({ username: user.username, password: 'mauvais-mdp' });
    expect((await signIn({ username: user.username, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await signIn({ username: user.username, password: 'mauvais-mdp' });
    expect((await signIn({ username: user.username, password: user.password })).statusCode).toBe(200);
  });
});

describe('authentication of API calls', () => {
  it('refuses a call without a token', async () => {
    const response = await infoUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: NOT_SIGNED_IN });
  });

  it('accepts the Bearer header and the access_token cookie', async () => {
    const { user, access_token } = await t.signedIn('direction');
    const viaHeader = await infoUser(bearer(access_token));
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json().id).toBe(user.id);
    const viaCookie = await infoUser({}, { access_token });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().id).toBe(user.id);
  });

  it('refuses forged, tampered, expired and malformed tokens', async () => {
    const { user, access_token } = await t.signedIn('direction');
    const sid = JSON.parse(Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString()).sid;
    const claims = { secret: t.jwtSecret, userId: user.id, sessionId: sid };

    // The same claims signed properly are accepted: each refusal below is the token's fault.
    const good = await signAccessToken(claims);
    expect((await infoUser(bearer(good))).statusCode).toBe(200);

    const otherSecret = await signAccessToken({ ...claims, secret: 'x'.repeat(64) });
    const expired = await signAccessToken({
      ...claims,
      ttlSeconds: 60,
      now: new Date(Date.now() - 3600_000),
    });
    const [header, payload, signature] = access_token.split('.');
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const algNone = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const tampered = `${header}.${encode({ sub: String(user.id + 1), sid, exp: 9_999_999_999 })}.${signature}`;
    const hs512 = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.jwtSecret));
    const unknownSession = await signAccessToken({ ...claims, sessionId: crypto.randomUUID() });
    const otherUser = await signAccessToken({ ...claims, userId: user.id + 1000 });

    for (const token of [otherSecret, expired, algNone, tampered, hs512, unknownSession, otherUser, 'abc']) {
      const response = await infoUser(bearer(token));
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({ detail: NOT_SIGNED_IN });
    }
    for (const authorization of ['Bearer', 'Basic YWRtaW46YWRtaW4=', `Token ${access_token}`]) {
      expect((await infoUser({ authorization })).statusCode, authorization).toBe(401);
    }
    expect((await infoUser({}, { access_token: expired })).statusCode).toBe(401);
  });

  it('reads the user fresh on each call: a deactivated or deleted user is refused at once', async () => {
    const deactivated = await t.signedIn('direction');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.user.id));
    expect((await infoUser(deactivated.headers)).statusCode).toBe(401);

    const deleted = await t.signedIn('direction');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    expect((await infoUser(deleted.headers)).statusCode).toBe(401);
  });

  it('applies a role change at once, and refuses direction routes to a gerant with 403', async () => {
    const shop = await t.createShop();
    const { user, headers } = await t.signedIn('direction');
    const create = (username: string) =>
      t.inject({
        method: 'POST',
        url: '/api/Users/user-create',
        headers,
        payload: {
          username,
          email: `${username}@pelote.test`,
          first_name: 'Yao',
          last_name: 'Kouassi',
          password: 'motdepasse-solide',
          role: 'direction',
          nationalite: 'CI',
        },
      });
    expect((await create('nouveau.un')).statusCode).toBe(201);

    await t.db.update(users).set({ role: 'gerant', magasinId: shop.id }).where(eq(users.id, user.id));
    const refused = await create('nouveau.deux');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: "Vous n'avez pas les permissions nécessaires pour effectuer cette action",
    });
    const info = await infoUser(headers);
    expect(info.json()).toMatchObject({ role: 'gerant', is_gerant: true, magasin: shop.id });
  });

  it('leaves public routes, the API description and unknown paths unchecked', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const missing = await t.inject({ method: 'GET', url: '/api/inconnu' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/Users/info-user/', () => {
  it('answers the signed-in user, with and without the trailing slash', async () => {
    const shop = await t.createShop();
    const { user, headers } = await t.signedIn('gerant', { magasinId: shop.id });
    for (const url of ['/api/Users/info-user/', '/api/Users/info-user']) {
      const response = await t.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      const body = userSchema.strict().parse(response.json());
      expect(body).toEqual({
        id: user.id,
        username: user.username,
        email: user.email,
        first_name: 'Awa',
        last_name: 'Koné',
        role: 'gerant',
        nationalite: 'FR',
        telephone: '',
        is_active: true,
        is_gerant: true,
        magasin: shop.id,
        date_joined: user.dateJoined.toISOString(),
        last_login: expect.any(String),
        is_staff: false,
      });
    }
  });
});
