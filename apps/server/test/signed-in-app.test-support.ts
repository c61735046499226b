import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

/** A fresh app with direction (and a gerant of no shop) signed in: the set-up of many API tests. */

export type BareApp = { t: TestApp };

export type DirectionApp = BareApp & {
  direction: { authorization: string };
};

export type SignedInApp = DirectionApp & {
  gerant: { authorization: string };
};

/** Builds the app (with `env` over the test settings) before the file's tests, closes it after them. */
export function useTestApp(env: () => Record<string, string> = () => ({})): BareApp {
  const context = {} as BareApp;
  beforeAll(async () => {
    context.t = await createTestApp(env());
  });
  afterAll(() => context.t?.close());
  return context;
}

/** The same, with direction signed in. */
export function useDirectionApp(): DirectionApp {
  const context = useTestApp() as DirectionApp;
  beforeAll(async () => {
    context.direction = (await context.t.signedIn('direction')).headers;
  });
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
