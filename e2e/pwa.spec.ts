import { offlineStrip } from './support/offline.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

// The installable app: its manifest and icons, the service worker that keeps the app's files on
// the device (a returning visit fetches no JavaScript; with no network the app still opens, on the
// sign-in screen or on the last signed-in screen with 'Hors ligne'), and the update prompt.

test.use({ serviceWorkers: 'allow' });

const UPDATE_TEXT = 'Une nouvelle version de Pelote est disponible';

/** Waits until the service worker is installed and serves this page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The scripts a navigation loaded, and whether each came from the service worker. */
function recordScripts(page: Page) {
  const scripts: { url: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  return scripts;
}

test('the web manifest describes an installable French app with its own icons', { tag: '@any-size' }, async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Pelote',
    short_name: 'Pelote',
    lang: 'fr',
    display: 'standalone',
    start_url: '/',
    theme_color: '#be123c',
  });
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
  for (const icon of pngs) {
    const image = await page.request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('a returning visit loads no JavaScript from the network, and opens on the sign-in screen offline', {
  tag: '@any-size',
}, async ({ page, context }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);

  const scripts = recordScripts(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.fromServiceWorker)).toEqual([]);
  await expect(page.getByText('Hors ligne')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(offlineStrip(page)).toBeVisible();

  await context.setOffline(false);
  await expect(offlineStrip(page)).toBeHidden();
});

test('signed in, a reload with no network keeps the last screen, with the offline banner', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/ventes');
  await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  // Not thrown to /login because the session could not be checked: the same screen, offline.
  await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/ventes$/);
  await expect(offlineStrip(page)).toBeVisible();
  // The menu still works: another screen's code is on the device too.
  await page.goto('/stock');
  await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();

  await context.setOffline(false);
  await expect(offlineStrip(page)).toBeHidden();
});

/** A returning user's page, then a newer worker installed beside the running one (as after a deployment). */
async function newVersionWaiting(page: Page, version: string) {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await page.reload();
  await waitForServiceWorker(page);
  // The app registers its worker once the page has loaded, at idle: wait for it, so that the newer
  // worker is found by the app's registration rather than racing it.
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'enregistre');
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
  await page.evaluate(async (url) => {
    await navigator.serviceWorker.register(url);
  }, `/sw.js?version=${version}`);
}

const controllerScript = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');

test('a new version is never applied silently: the prompt, and Recharger switches to it', async ({
  page,
}) => {
  await newVersionWaiting(page, '2');
  const prompt = page.getByRole('region', { name: UPDATE_TEXT });
  await expect(prompt).toBeVisible();
  // Still the running version until the user says so.
  expect(await controllerScript(page)).not.toContain('version=2');

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Recharger' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await controllerScript(page)).toContain('version=2');
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
});

test("'Plus tard' puts the update prompt away and keeps the running version", { tag: '@any-size' }, async ({
  page,
}) => {
  await newVersionWaiting(page, '3');
  const prompt = page.getByRole('region', { name: UPDATE_TEXT });
  await prompt.getByRole('button', { name: 'Plus tard' }).focus();
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  expect(await controllerScript(page)).not.toContain('version=3');
});
