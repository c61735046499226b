import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { type App, buildApp } from '../../app.ts';
import { loginAttempts } from '../../db/schema/auth.ts';
import { LOGIN_WINDOW_MS } from './login-throttle.ts';

// The sign-in throttle as a client sees it, with LOGIN_MAX_FAILURES = 3 and no per-IP limit in the way.
const MAX_FAILURES = 3;
const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: String(MAX_FAILURES) });
});
afterAll(() => t.close());

const TOO_MANY_LOGINS = {
  detail: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
};
let nextIp = 1;
const newIp = () => `10.1.0.${nextIp++}`;

const signIn = (ip: string, username: string, password: string, app: { inject: App['inject'] } = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/Users/authenticate-user',
    payload: { username, password },
    remoteAddress: ip,
  });

/** Moves the attempts of a username back in time, as if `ms` had passed. */
const backDate = (username: string, ms: number) =>
  t.db
    .update(loginAttempts)
    .set({ windowStartedAt: sql`${loginAttempts.windowStartedAt} - ${`${ms} milliseconds`}::interval` })
    .where(eq(loginAttempts.username, username));

describe(`sign-in throttle (${onPostgres ? 'PostgreSQL: the burst races' : 'embedded database, serialised'})`, () => {
  it('lets at most LOGIN_MAX_FAILURES of 30 parallel wrong passwords from one address reach the password check', async () => {
    const user = await t.createUser();
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(ip, user.username, `mauvais-${i}`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 401)).toHaveLength(MAX_FAILURES);
    expect(codes.filter((code) => code === 429)).toHaveLength(30 - MAX_FAILURES);
    for (const answer of answers.filter((a) => a.statusCode === 429))
      expect(answer.json()).toEqual(TOO_MANY_LOGINS);

    // The lock holds for that address, even for the right password...
    const locked = await signIn(ip, user.username, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY_LOGINS);
    // ...but the owner signs in from another address at once.
    expect((await signIn(newIp(), user.username, user.password)).statusCode).toBe(200);
    // And from the locked one once its window has ended.
    await backDate(user.username, LOGIN_WINDOW_MS);
    expect((await signIn(ip, user.username, user.password)).statusCode).toBe(200);
  });

  it('slows the username down, without locking it, when failures come from many addresses', async () => {
    const user = await t.createUser();
    // Two addresses locked, one more failure elsewhere: 2 × 3 + 1 failures of this username.
    for (const ip of [newIp(), newIp()]) {
      for (let i = 0; i < MAX_FAILURES; i++) await signIn(ip, user.username, 'mauvais');
    }
    expect((await signIn(newIp(), user.username, 'mauvais')).statusCode).toBe(401);

    const started = performance.now();
    const owner = await signIn(newIp(), user.username, user.password);
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);

    // Once those failures are out of the window, no more waiting is owed (and the rows are purged).
    await backDate(user.username, LOGIN_WINDOW_MS);
    expect((await signIn(newIp(), user.username, 'mauvais')).statusCode).toBe(401);
    const rows = await t.db.select().from(loginAttempts).where(eq(loginAttempts.username, user.username));
    expect(rows).toHaveLength(1);
  });

  it('forgets the failures of an address when the right password comes from it', async () => {
    const user = await t.createUser();
    const ip = newIp();
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      expect((await signIn(ip, user.username, 'mauvais')).statusCode).toBe(401);
    }
    expect((await signIn(ip, user.username, user.password)).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await signIn(ip, user.username, 'mauvais')).statusCode).toBe(401);
    }
    expect((await signIn(ip, user.username, user.password)).statusCode).toBe(429);
  });

  it('keeps the count across a restart: a new application on the same database', async () => {
    const user = await t.createUser();
    const ip = newIp();
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      expect((await signIn(ip, user.username, 'mauvais')).statusCode).toBe(401);
    }
    const restarted = await buildApp({
      db: t.db,
      config: t.config,
      jwtSecret: t.jwtSecret,
      mailer: { send: async () => {} },
      logger: false,
    });
    try {
      await restarted.ready();
      expect((await signIn(ip, user.username, 'mauvais', restarted)).statusCode).toBe(401);
      expect((await signIn(ip, user.username, user.password, restarted)).statusCode).toBe(429);
      // The first process, still running, sees the same lock.
      expect((await signIn(ip, user.username, user.password)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
    const [row] = await t.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, user.username), eq(loginAttempts.address, ip)));
    expect(row?.attempts).toBe(MAX_FAILURES + 2);
  });
});
