import { sessionTokensSchema } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { REFRESH_REUSE_GRACE_MS } from './auth.service.ts';
import { signAccessToken } from './tokens.ts';

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_SIGNED_IN = { detail: 'Authentification requise' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const infoUser = (token: string) =>
  t.inject({ method: 'GET', url: '/api/Users/info-user/', headers: bearer(token) });
const refresh = (payload?: object, cookies?: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    ...(payload ? { payload } : {}),
    ...(cookies ? { cookies } : {}),
  });
const sidOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;
const cookieOf = (response: Awaited<ReturnType<typeof refresh>>, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const { refresh_token } = await t.signedIn();
    const response = await refresh({ refreshToken: refresh_token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The specification's accessToken and expiresIn, and the sign-in's spelling beside them: the
    // same token shape as the sign-in's answer, without the user.
    expect(Object.keys(body).sort()).toEqual(Object.keys(sessionTokensSchema.shape).sort());
    expect([body.access_token, body.refresh_token, body.expires_in]).toEqual([
      body.accessToken,
      body.refreshToken,
      body.expiresIn,
    ]);
    expect(body.expiresIn).toBeGreaterThan(86_300);
    expect(body.expiresIn).toBeLessThanOrEqual(86_400);
    expect(body.refreshToken).not.toBe(refresh_token);
    expect((await infoUser(body.accessToken)).statusCode).toBe(200);
    expect(cookieOf(response, 'access_token')).toMatchObject({
      value: body.accessToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookieOf(response, 'refresh_token')).toMatchObject({ value: body.refreshToken, httpOnly: true });
    expect(cookieOf(response, 'refresh_token')?.maxAge).toBeUndefined();

    const again = await refresh({ refreshToken: body.refreshToken });
    expect(again.statusCode).toBe(200);
  });

  it('reads the refresh token from its cookie when the body has none', async () => {
    const { refresh_token } = await t.signedIn();
    const response = await refresh(undefined, { refresh_token });
    expect(response.statusCode).toBe(200);
    const withEmptyBody = await refresh({}, { refresh_token: response.json().refreshToken });
    expect(withEmptyBody.statusCode).toBe(200);
  });

  it('keeps a remembered session remembered: the new refresh cookie lasts about 30 days', async () => {
    const user = await t.createUser();
    const login = await t.inject({
      method: 'POST',
      url: '/api/Users/authenticate-user',
      payload: { username: user.username, password: user.password, rememberMe: true },
    });
    const response = await refresh({ refreshToken: login.json().refresh_token });
    expect(response.statusCode).toBe(200);
    expect(cookieOf(response, 'refresh_token')?.maxAge).toBeGreaterThan(29 * 86_400);
  });

  it('answers the token just rotated away with the same new token, within the grace window', async () => {
    const { refresh_token } = await t.signedIn();
    const first = await refresh({ refreshToken: refresh_token });
    const late = await refresh({ refreshToken: refresh_token });
    expect(first.statusCode).toBe(200);
    expect(late.statusCode).toBe(200);
    expect(late.json().refreshToken).toBe(first.json().refreshToken);
    expect(cookieOf(late, 'refresh_token')?.value).toBe(first.json().refreshToken);
    expect((await infoUser(first.json().accessToken)).statusCode).toBe(200);
    expect((await infoUser(late.json().accessToken)).statusCode).toBe(200);
  });

  it('after the grace window, the token rotated away is a replay: refused, and the session ends', async () => {
    const { refresh_token, access_token } = await t.signedIn();
    const rotated = await refresh({ refreshToken: refresh_token });
    expect(rotated.statusCode).toBe(200);
    const { accessToken, refreshToken } = rotated.json();
    await t.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(sessions.id, sidOf(access_token)));

    const replay = await refresh({ refreshToken: refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(NOT_SIGNED_IN);
    // The session is over for everybody holding its tokens.
    expect((await refresh({ refreshToken })).statusCode).toBe(401);
    expect((await infoUser(accessToken)).statusCode).toBe(401);
    expect((await infoUser(access_token)).statusCode).toBe(401);
  });

  it(`keeps both tabs signed in when they refresh with one cookie at once (${onPostgres ? 'PostgreSQL: a real race' : 'embedded database, serialised'})`, async () => {
    const { refresh_token, access_token } = await t.signedIn();
    const tabs = await Promise.all([1, 2, 3].map(() => refresh(undefined, { refresh_token })));
    expect(tabs.map((tab) => tab.statusCode)).toEqual([200, 200, 200]);
    // Whatever answer the browser keeps last, the cookie jar holds the one current token.
    const cookies = new Set(tabs.map((tab) => cookieOf(tab, 'refresh_token')?.value));
    expect(cookies.size).toBe(1);
    const [jar] = [...cookies];
    for (const tab of tabs) {
      expect((await infoUser(tab.json().accessToken)).statusCode).toBe(200);
    }
    // The next refresh from either tab, again at once, works too.
    const again = await Promise.all([1, 2].map(() => refresh(undefined, { refresh_token: jar ?? '' })));
    expect(again.map((tab) => tab.statusCode)).toEqual([200, 200]);
    for (const tab of again) expect((await infoUser(tab.json().accessToken)).statusCode).toBe(200);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sidOf(access_token)));
    expect(session?.revokedAt).toBeNull();
  });

  it('signs out with the token another tab has just rotated away', async () => {
    const { refresh_token } = await t.signedIn();
    const rotated = await refresh({ refreshToken: refresh_token });
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: refresh_token },
    });
    expect(response.statusCode).toBe(204);
    expect((await infoUser(rotated.json().accessToken)).statusCode).toBe(401);
    expect((await refresh({ refreshToken: rotated.json().refreshToken })).statusCode).toBe(401);
  });

  it('refuses a missing, unknown, expired or revoked session, and a deactivated user', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh({})).statusCode).toBe(401);
    expect((await refresh({ refreshToken: 'inconnu' })).statusCode).toBe(401);

    const expired = await t.signedIn();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sidOf(expired.access_token)));
    expect((await refresh({ refreshToken: expired.refresh_token })).statusCode).toBe(401);

    const revoked = await t.signedIn();
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, sidOf(revoked.access_token)));
    expect((await refresh({ refreshToken: revoked.refresh_token })).statusCode).toBe(401);

    const inactive = await t.signedIn();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
    const refused = await refresh({ refreshToken: inactive.refresh_token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(NOT_SIGNED_IN);
  });
});

describe('POST /api/auth/logout', () => {
  const logout = (options: {
    payload?: object;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
  }) => t.inject({ method: 'POST', url: '/api/auth/logout', ...options });

  it('ends the session of the refresh token: its access token is refused afterwards', async () => {
    const { access_token, refresh_token } = await t.signedIn();
    expect((await infoUser(access_token)).statusCode).toBe(200);
    const response = await logout({ payload: { refreshToken: refresh_token } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const name of ['access_token', 'refresh_token']) {
      const cookie = response.cookies.find((c) => c.name === name);
      expect(cookie, name).toMatchObject({ value: '', path: '/' });
      expect(cookie?.maxAge === 0 || (cookie?.expires?.getTime() ?? Infinity) <= Date.now(), name).toBe(true);
    }
    expect((await infoUser(access_token)).statusCode).toBe(401);
    expect((await refresh({ refreshToken: refresh_token })).statusCode).toBe(401);
  });

  it('ends the session named by a valid access token (Bearer or cookie)', async () => {
    const first = await t.signedIn();
    expect((await logout({ headers: first.headers })).statusCode).toBe(204);
    expect((await infoUser(first.access_token)).statusCode).toBe(401);

    const second = await t.signedIn();
    expect((await logout({ cookies: { access_token: second.access_token } })).statusCode).toBe(204);
    expect((await infoUser(second.access_token)).statusCode).toBe(401);
  });

  it('works with an expired access token and the refresh cookie', async () => {
    const { user, access_token, refresh_token } = await t.signedIn();
    const expired = await signAccessToken({
      secret: t.jwtSecret,
      userId: user.id,
      sessionId: sidOf(access_token),
      ttlSeconds: 60,
      now: new Date(Date.now() - 3600_000),
    });
    const response = await logout({ headers: bearer(expired), cookies: { refresh_token } });
    expect(response.statusCode).toBe(204);
    expect((await infoUser(access_token)).statusCode).toBe(401);
  });

  it('answers 204 with nothing to end, and leaves other sessions alone', async () => {
    const other = await t.signedIn();
    expect((await logout({})).statusCode).toBe(204);
    expect((await logout({ payload: { refreshToken: 'inconnu' } })).statusCode).toBe(204);
    expect((await infoUser(other.access_token)).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/password', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    t.inject({ method: 'PUT', url: '/api/auth/password', headers, payload });

  it('needs a signed-in user', async () => {
    const response = await change({}, { current_password: 'a', new_password: 'nouveau-mdp-1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_SIGNED_IN);
  });

  it('refuses a wrong current password and bad new ones, in French', async () => {
    const { user, headers } = await t.signedIn();
    const wrong = await change(headers, { current_password: 'pas-le-bon', new_password: 'nouveau-mdp-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Le mot de passe actuel est incorrect');

    const short = await change(headers, { current_password: user.password, new_password: 'court' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({
      new_password: 'Le mot de passe doit contenir au moins 8 caractères',
    });
    const mismatch = await change(headers, {
      current_password: user.password,
      new_password: 'nouveau-mdp-1',
      confirm_password: 'nouveau-mdp-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toBe('Les mots de passe ne correspondent pas');
    const missing = await change(headers, { new_password: 'nouveau-mdp-1' });
    expect(missing.json().detail).toBe('Le mot de passe actuel est requis');
  });

  it('changes the password and ends every other session, keeping the current one', async () => {
    const user = await t.createUser();
    const current = await t.login(user.username, user.password);
    const other = await t.login(user.username, user.password);
    const response = await change(current.headers, {
      current_password: user.password,
      new_password: 'nouveau-mdp-1',
      confirm_password: 'nouveau-mdp-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Mot de passe modifié' });
    expect((await infoUser(current.access_token)).statusCode).toBe(200);
    expect((await infoUser(other.access_token)).statusCode).toBe(401);
    expect((await refresh({ refreshToken: other.refresh_token })).statusCode).toBe(401);
    await expect(t.login(user.username, user.password)).rejects.toThrow(/401/);
    await expect(t.login(user.username, 'nouveau-mdp-1')).resolves.toBeTruthy();
  });
});

describe('PUT /api/auth/profile', () => {
  const update = (headers: Record<string, string>, payload: object) =>
    t.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload });

  it('needs a signed-in user', async () => {
    const response = await update({}, { first_name: 'A', last_name: 'B', email: 'a@b.ci' });
    expect(response.statusCode).toBe(401);
  });

  it('updates the profile and answers the user', async () => {
    const { user, headers } = await t.signedIn();
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const response = await update(headers, {
      first_name: ' Fatou ',
      last_name: 'Diallo',
      email: user.email.toUpperCase(),
      telephone: '+225 07 00 00 00',
      nationalite: 'sn',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      first_name: 'Fatou',
      last_name: 'Diallo',
      email: user.email.toUpperCase(),
      telephone: '+225 07 00 00 00',
      nationalite: 'SN',
      // Same address in other letters: still verified.
      is_staff: true,
    });
    expect(response.body).not.toContain('password');
  });

  it('forgets the verification when the e-mail address changes, and keeps absent optional fields', async () => {
    const { user, headers } = await t.signedIn();
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), telephone: '0102030405' })
      .where(eq(users.id, user.id));
    const response = await update(headers, {
      first_name: 'Awa',
      last_name: 'Koné',
      email: 'nouvelle@pelote.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'nouvelle@pelote.test',
      is_staff: false,
      telephone: '0102030405',
      nationalite: 'FR',
    });
  });

  it.each<[object, string, string]>([
    [{ last_name: 'Koné', email: 'a@pelote.test' }, 'first_name', 'Le prénom est requis'],
    [{ first_name: 'Awa', last_name: ' ', email: 'a@pelote.test' }, 'last_name', 'Le nom est requis'],
    [
      { first_name: 'Awa', last_name: 'Koné', email: 'pas-un-email' },
      'email',
      'Veuillez entrer un email valide',
    ],
    [{ first_name: 'Awa', last_name: 'Koné' }, 'email', "L'email est requis"],
  ])('refuses %j: %s → %s', async (payload, field, message) => {
    const { headers } = await t.signedIn();
    const response = await update(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });
});
