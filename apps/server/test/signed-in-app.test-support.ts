import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

/** A fresh app with direction and a gerant (of no shop) signed in: the set-up of many API tests. */

export type SignedInApp = {
  t: TestApp;
  direction: { authorization: string };
  gerant: { authorization: string };
};

/** Builds the app before the file's tests, closes it after them. */
export function useSignedInApp(): SignedInApp {
  const context = {} as SignedInApp;
  beforeAll(async () => {
    context.t = await createTestApp();
    context.direction = (await context.t.signedIn('direction')).headers;
    context.gerant = (await context.t.signedIn('gerant')).headers;
  });
  afterAll(() => context.t?.close());
  return context;
}
