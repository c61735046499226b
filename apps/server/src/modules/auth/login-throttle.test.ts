import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { loginAttempts } from '../../db/schema/auth.ts';
import {
  createLoginThrottle,
  LOGIN_WINDOW_MS,
  SLOWDOWN_MAX_DELAY_MS,
  slowdownDelayMs,
} from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextName = 1;
/** Each test throttles its own username, on a clock it moves by hand. */
const setup = (maxFailures = 3) => {
  let time = Date.parse('2026-03-02T10:00:00Z');
  const throttle = createLoginThrottle({ db: t.db, maxFailures, now: () => new Date(time) });
  const advance = (ms: number) => {
    time += ms;
  };
  return { throttle, advance, username: `awa${nextName++}` };
};

describe('login throttle', () => {
  it('counts each attempt before its check and locks the (username, address) past the limit', async () => {
    const { throttle, username } = setup(3);
    for (let i = 0; i < 3; i++) {
      expect(await throttle.begin(username, '10.0.0.1')).toEqual({ locked: false, delayMs: 0 });
    }
    expect(await throttle.begin(username, '10.0.0.1')).toEqual({ locked: true, retryAfterSeconds: 900 });
    // Another address, and another username from the same address, are not locked.
    expect(await throttle.begin(username, '10.0.0.2')).toMatchObject({ locked: false });
    expect(await throttle.begin(`${username}-bis`, '10.0.0.1')).toMatchObject({ locked: false });
  });

  it('keeps the lock for the rest of the window counted from the first attempt, then starts over', async () => {
    const { throttle, advance, username } = setup(2);
    await throttle.begin(username, '10.0.0.1');
    advance(10 * 60_000);
    await throttle.begin(username, '10.0.0.1');
    expect(await throttle.begin(username, '10.0.0.1')).toEqual({ locked: true, retryAfterSeconds: 300 });
    advance(5 * 60_000 - 1000);
    expect(await throttle.begin(username, '10.0.0.1')).toEqual({ locked: true, retryAfterSeconds: 1 });
    advance(1000);
    expect(await throttle.begin(username, '10.0.0.1')).toEqual({ locked: false, delayMs: 0 });
    expect(await throttle.begin(username, '10.0.0.1')).toMatchObject({ locked: false });
    expect(await throttle.begin(username, '10.0.0.1')).toMatchObject({ locked: true });
  });

  it('forgets the attempts of one (username, address) on success, and only those', async () => {
    const { throttle, username } = setup(2);
    for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.2']) {
      await throttle.begin(username, address);
    }
    await throttle.succeeded(username, '10.0.0.1');
    expect(await throttle.begin(username, '10.0.0.1')).toMatchObject({ locked: false });
    expect(await throttle.begin(username, '10.0.0.2')).toMatchObject({ locked: true });
  });

  it('slows a username down once failures from all addresses pass two locked addresses', async () => {
    const { throttle, username } = setup(2);
    // Two addresses locked (2 failures each, and refused attempts that never reached a password).
    for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.2']) {
      await throttle.begin(username, address);
    }
    expect(await throttle.begin(username, '10.0.0.3')).toEqual({ locked: false, delayMs: 0 });
    expect(await throttle.begin(username, '10.0.0.4')).toEqual({ locked: false, delayMs: 250 });
    expect(await throttle.begin(username, '10.0.0.5')).toEqual({ locked: false, delayMs: 500 });
    // Never a lock for the username itself: a new address may always try, however slowly.
    expect(await throttle.begin(username, '10.0.0.3')).toEqual({ locked: false, delayMs: 1000 });
  });

  it('caps the slow-down at a few seconds', () => {
    expect(slowdownDelayMs(10, 5)).toBe(0);
    expect(slowdownDelayMs(11, 5)).toBe(250);
    expect(slowdownDelayMs(14, 5)).toBe(2000);
    expect(slowdownDelayMs(15, 5)).toBe(SLOWDOWN_MAX_DELAY_MS);
    expect(slowdownDelayMs(10_000, 5)).toBe(SLOWDOWN_MAX_DELAY_MS);
  });

  it('purges the rows whose window has ended after a failure', async () => {
    const { throttle, advance, username } = setup(2);
    await throttle.begin(username, '10.0.0.1');
    advance(LOGIN_WINDOW_MS / 2);
    await throttle.begin(username, '10.0.0.2');
    advance(LOGIN_WINDOW_MS / 2);
    await throttle.failed();
    const rows = (await t.db.select().from(loginAttempts)).filter((row) => row.username === username);
    expect(rows.map((row) => row.address)).toEqual(['10.0.0.2']);
  });
});
