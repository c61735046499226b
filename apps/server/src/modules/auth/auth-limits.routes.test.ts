import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

// An app with small limits and HTTPS cookies: AUTH_RATE_LIMIT, LOGIN_MAX_FAILURES, COOKIE_SECURE.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '3', LOGIN_MAX_FAILURES: '2', COOKIE_SECURE: 'true' });
});
afterAll(() => t.close());

const TOO_MANY_LOGINS = {
  detail: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
};
let nextIp = 1;
/** Each test signs in from its own address, so the per-IP counters of one test don't leak into another. */
const newIp = () => `10.0.0.${nextIp++}`;

const signIn = (ip: string, payload: object) =>
  t.inject({ method: 'POST', url: '/api/Users/authenticate-user', payload, remoteAddress: ip });

describe('sign-in limits', () => {
  it('answers 429 in French past AUTH_RATE_LIMIT requests per minute from one IP', async () => {
    const user = await t.createUser();
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await signIn(ip, { username: user.username, password: user.password })).statusCode).toBe(200);
    }
    const refused = await signIn(ip, { username: user.username, password: user.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY_LOGINS);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await signIn(newIp(), { username: user.username, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it('locks a username from one address after LOGIN_MAX_FAILURES failures there, not from another', async () => {
    const user = await t.createUser();
    const ip = newIp();
    expect((await signIn(ip, { username: user.username, password: 'mauvais-1' })).statusCode).toBe(401);
    expect((await signIn(ip, { username: user.username, password: 'mauvais-2' })).statusCode).toBe(401);
    const locked = await signIn(ip, { username: user.username, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY_LOGINS);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // A stranger failing on purpose does not lock the account out for its owner elsewhere.
    expect((await signIn(newIp(), { username: user.username, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it('counts unknown usernames too, so a lock reveals nothing', async () => {
    const ip = newIp();
    for (const password of ['mauvais-1', 'mauvais-2']) {
      expect((await signIn(ip, { username: 'fantome', password })).statusCode).toBe(401);
    }
    expect((await signIn(ip, { username: 'fantome', password: 'mauvais-3' })).statusCode).toBe(429);
  });

  it('limits password-reset requests per IP too', async () => {
    const ip = newIp();
    const request = () =>
      t.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: 'x@pelote.test' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await request()).statusCode).toBe(200);
    const refused = await request();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Trop de demandes. Veuillez réessayer dans quelques minutes.' });
  });
});

describe('cookies over HTTPS', () => {
  it('marks both session cookies Secure when COOKIE_SECURE is set', async () => {
    const user = await t.createUser();
    const response = await signIn(newIp(), { username: user.username, password: user.password });
    expect(response.statusCode).toBe(200);
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies.access_token).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.refresh_token).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
