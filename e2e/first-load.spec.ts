import { createShop } from './support/api.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

// The first load of a returning user: index.html asks for the signed-in shell and the page of the
// address beside the first load's files (apps/web/returning-user-preload.ts), allowed by its hash
// in the Content-Security-Policy; a browser with nobody signed in asks for none of them.
//
// What is measured is the load over the network: without a service worker. Once the app's worker
// controls the page (it installs as soon as a signed-in page has loaded, sooner or later after the
// sign-in), it serves these files from the device, where neither the held-back route nor the
// request events see them, and the test failed whenever the worker had won that race. The visit
// served by the worker is pwa.spec.ts's.
test.use({ serviceWorkers: 'block' });

/** The signed-in app's files asked for in advance (the app asks for the sign-in page's itself). */
async function preloadsAndViolations(page: Page) {
  return page.evaluate(() => ({
    preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
      .map((link) => new URL(link.href).pathname)
      .filter((path) => /app-layout|dashboard-page|sales-page/.test(path)),
  }));
}

function recordCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test('a returning user is sent the shell and the page with the first load', { tag: '@any-size' }, async ({
  page,
}) => {
  await signIn(page);
  const violations = recordCspViolations(page);
  const scripts: string[] = [];
  let pageAskedFor: () => void = () => {};
  const pageRequested = new Promise<void>((resolve) => {
    pageAskedFor = resolve;
  });
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(new URL(request.url()).pathname);
    if (request.url().includes('sales-page')) pageAskedFor();
  });
  // The app's entry and its stylesheet are held back until the page's file is asked for (5 s at
  // most): only index.html itself can have asked for it by then, since no script of the app has
  // run yet, and not after the stylesheet either (an inline script placed after it would wait).
  const heldBack = () =>
    Promise.race([
      pageRequested.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
  let beforeTheApp = false;
  let beforeTheStyles = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    beforeTheApp = await heldBack();
    await route.continue();
  });
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    beforeTheStyles = await heldBack();
    await route.continue();
  });
  await page.goto('/ventes');
  await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  expect(beforeTheApp).toBe(true);
  expect(beforeTheStyles).toBe(true);
  const { preloaded } = await preloadsAndViolations(page);
  expect(preloaded.some((path) => path.includes('app-layout'))).toBe(true);
  expect(preloaded.some((path) => path.includes('dashboard-page'))).toBe(false);
  // Each file is fetched once: the router's request finds the one already asked for.
  expect(scripts.filter((path) => path.includes('sales-page'))).toHaveLength(1);
  expect(violations).toEqual([]);
});

/**
 * Records the calls to `paths` that the page sends from now on, and holds the app's entry script back until each has been sent once (5 s at most):
 * `sentBeforeTheApp()` then says whether only index.html could have sent them.
 */
async function watchEarlyCalls(page: Page, paths: string[]) {
  const asked: string[] = [];
  let allAsked: () => void = () => {};
  const allAskedFor = new Promise<void>((resolve) => {
    allAsked = resolve;
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!paths.includes(pathname)) return;
    asked.push(pathname);
    if (paths.every((path) => asked.includes(path))) allAsked();
  });
  let beforeTheApp = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    beforeTheApp = await Promise.race([
      allAskedFor.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    await route.continue();
  });
  return { asked, sentBeforeTheApp: () => beforeTheApp };
}

test("a returning user's first server calls leave with the page, and are asked once", {
  tag: '@any-size',
}, async ({ page }) => {
  await signIn(page);
  // A shop, so that the stock screen has one to choose from the shops' answer.
  await createShop(page, `Early ${Date.now()}`, 'Plateau');
  // The stock screen shows the first shop listed (none is chosen on this device).
  const shops = await page.evaluate(async () => (await fetch('/api/Magasins/liste-magasins')).json());
  const shopStock = `/api/Magasins/stocks/magasin/${(shops as { id: number }[])[0]?.id}`;
  // Who is signed in and the shops, for every screen; and, since this device has never opened
  // /stock, that page's own first calls, sent once the shops' answer has named the shop.
  const first = [
    '/api/Users/info-user/',
    '/api/Magasins/liste-magasins',
    shopStock,
    '/api/Stocks/a-regulariser',
  ];
  // Away from the app first: no call of the page before (the dashboard) is counted.
  await page.goto('/api/health');
  const calls = await watchEarlyCalls(page, first);
  await page.goto('/stock');
  await expect(page.getByRole('heading', { name: 'Aperçu des stocks', level: 1 })).toBeVisible();
  await expect(
    page.getByLabel('Totaux du magasin').or(page.getByText('Aucun article en stock dans ce magasin')),
  ).toBeVisible();
  expect(calls.sentBeforeTheApp()).toBe(true);
  // The app took those answers instead of asking again.
  expect(calls.asked.sort()).toEqual([...first].sort());
});

test('what an address asked for as it opened is sent with the page the next time', {
  tag: '@any-size',
}, async ({ page }) => {
  await signIn(page);
  const list = '/api/Clients/clients-particuliers/list';
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  // The list's first page was asked for by the app: the device has learnt it for /clients.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pelote.premieres-requetes') ?? ''))
    .toContain(list);

  await page.goto('/api/health');
  const calls = await watchEarlyCalls(page, [list]);
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ clients?$/)).toBeVisible();
  expect(calls.sentBeforeTheApp()).toBe(true);
  // The app took that answer instead of asking again.
  expect(calls.asked).toEqual([list]);
});

test('nobody signed in: the sign-in screen loads nothing of the signed-in app', { tag: '@any-size' }, async ({
  page,
}) => {
  const violations = recordCspViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const { preloaded } = await preloadsAndViolations(page);
  expect(preloaded).toEqual([]);
  expect(violations).toEqual([]);
});
