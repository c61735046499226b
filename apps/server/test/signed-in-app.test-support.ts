import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

/** A fresh app with direction (and a gerant of no shop) signed in: the set-up of many API tests. */

export type DirectionApp = {
  t: TestApp;
  direction: { authorization: string };
};

export type SignedInApp = DirectionApp & {
  gerant: { authorization: string };
};

/** Builds the app with direction signed in before the file's tests, closes it after them. */
export function useDirectionApp(): DirectionApp {
  const context = {} as DirectionApp;
  beforeAll(async () => {
    context.t = await createTestApp();
    context.direction = (await context.t.signedIn('direction')).headers;
  });
  afterAll(() => context.t?.close());
  return context;
}

/** The same, with a gerant of no shop signed in as well. */
export function useSignedInApp(): SignedInApp {
  const context = useDirectionApp() as SignedInApp;
  beforeAll(async () => {
    context.gerant = (await context.t.signedIn('gerant')).headers;
  });
  return context;
}
