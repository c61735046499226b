import { createShop, post } from './support/api.ts';
import { signIn } from './support/session.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// A list drawn before react-aria's grid has arrived shows a plain copy of its rows, which the grid
// then replaces: nothing on the page may move when it does. The grid's file is held back until the
// copy has drawn, the table and the pager are measured, the file is let through, and they are
// measured again once the grid is there; the browser's own layout-shift entries for the whole load
// must add up to (almost) nothing. On a phone the plain table stays, and the grid's file is never
// fetched.

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const SHOP = `Boutique Décalage ${RUN}`;
let shopId = 0;

test.beforeEach(async ({ page }) => {
  await signIn(page);
  if (shopId !== 0) return;
  shopId = (await createShop(page, SHOP, 'Plateau')).id;
  // 21 articles in stock (a second page of /stock), 6 sales and 6 clients (a second page of each).
  const products: number[] = [];
  for (let n = 1; n <= 21; n += 1) {
    const { id } = await post<{ id: number }>(page, '/Articles/accessoires/create', {
      nom: `Crochet décalage ${n} ${RUN}`,
      type: 'Crochets',
      description: 'Bambou',
      prix_unitaire: 100_000 + n,
    });
    await post(page, '/Magasins/stocks/add', { magasin: shopId, produit_id: id, quantite: 20 });
    products.push(id);
  }
  for (let n = 1; n <= 6; n += 1) {
    await post(page, '/Mouvements/ventes/creer/', {
      client: null,
      magasin: shopId,
      articles: [{ article: products[n - 1], quantite: 1 }],
    });
    await post(page, '/Clients/clients-particuliers/create', {
      nom: `Décalage${n}${RUN}`,
      prenom: 'Awa',
      contact: `07 ${String((Date.now() + n) % 100_000_000).padStart(8, '0')}`,
    });
  }
});

/** Sums the page's layout shifts (those not caused by the user) from its very first paint. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));

/** Holds the grid's file back until `release` is called; `asked` says whether it was requested. */
async function holdGrid(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { asked: false, release };
  await page.route(/\/assets\/data-table-[^/]+\.js$/, async (route) => {
    held.asked = true;
    await released;
    await route.continue();
  });
  return held;
}

/** Until the browser is idle (2 s at most): what a page fetches once drawn has had its chance. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));

type Box = { y: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return { y: found.y, height: found.height };
};

for (const list of [
  { path: '/ventes', name: 'Liste des ventes' },
  { path: '/clients', name: 'Liste des clients' },
]) {
  test(`${list.path}: the grid replaces the rows' copy without moving the pager (a phone keeps its cards)`, async ({
    page: signedIn,
    browser,
  }, testInfo) => {
    // A browser context of its own, with the signed-in page's cookies and storage: the sign-in's
    // page may already hold the grid's file in memory, which the held route would not see.
    const { viewport, isMobile, hasTouch, baseURL, locale, timezoneId, userAgent } = testInfo.project.use;
    const context = await browser.newContext({
      viewport,
      isMobile,
      hasTouch,
      baseURL,
      locale,
      timezoneId,
      userAgent,
      storageState: await signedIn.context().storageState(),
    });
    const page = await context.newPage();
    await recordLayoutShifts(page);
    const grid = await holdGrid(page);
    await page.goto(list.path);
    const copy = page.getByRole('table', { name: list.name });
    await expect(copy.getByRole('row')).toHaveCount(6);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toBeVisible();
    const before = { table: await box(copy), pager: await box(pager) };

    let table = copy;
    if (hasTouch) {
      // A phone keeps its cards: no grid to fetch, nothing replaced.
      await idle(page);
      expect(grid.asked).toBe(false);
      await expect(copy.getByRole('row')).toHaveCount(6);
      await expect(page.getByRole('grid')).toHaveCount(0);
    } else {
      grid.release();
      table = page.getByRole('grid', { name: list.name });
      await expect(table.getByRole('row')).toHaveCount(6);
      await expect(copy).toHaveCount(0);
    }
    const after = { table: await box(table), pager: await box(pager) };

    expect(Math.abs(after.table.y - before.table.y)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(after.table.height - before.table.height)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(after.pager.y - before.pager.y)).toBeLessThanOrEqual(0.5);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await context.close();
  });
}

test('/stock: its lines and pager do not move while the page loads', async ({ page }) => {
  await recordLayoutShifts(page);
  const grid = await holdGrid(page);
  await page.goto(`/stock?magasin=${shopId}`);
  const pager = page.getByRole('navigation', { name: 'Pagination des stocks' });
  await expect(pager).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Crochet décalage 1 ${RUN}`);
  const before = await box(pager);
  grid.release();
  // Whatever the page fetches once drawn (the grid's file among them) must leave it in place.
  await idle(page);
  await expect(pager).toBeVisible();
  const after = await box(pager);
  expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(0.5);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
