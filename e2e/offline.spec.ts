import { get, post } from './support/api.ts';
import {
  badge,
  newSale,
  offlineSpecs,
  offlineStrip,
  openSalesOnline,
  openSalesThenGoOffline,
  pendingPanel,
  queue,
  RUN,
  shopSales,
  signedInWithNewShop,
} from './support/offline.ts';
import { expect, test } from './support/test.ts';

// Selling through a lost connection, end to end on the real server and database, on a desktop and
// a 360 px phone: the shop's copy is loaded online, the app reloads offline from its service
// worker, sales made offline wait on the device with a provisional ticket and the top bar's badge,
// then reach the server once each when the network returns — also when the page was closed in
// the middle of sending, and with two tabs open; a unit sold offline that another till sold
// meanwhile is recorded 'à régulariser', the stock staying at 0.

offlineSpecs();

test("offline, /ventes shows the list last seen, 'Hors ligne — liste du HH:MM', and no error", async ({
  page,
  context,
}) => {
  const shop = await signedInWithNewShop(page);
  const sale = await post<{ numero_facture: string }>(page, '/Mouvements/ventes/creer/', {
    client: null,
    magasin: shop.id,
    articles: [{ article: shop.woolId, quantite: 1 }],
  });
  await openSalesOnline(page, shop);
  await expect(page.getByRole('row', { name: new RegExp(sale.numero_facture) })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(offlineStrip(page)).toBeVisible();
  await expect(page.getByText(/^Hors ligne — liste du \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(sale.numero_facture) })).toBeVisible();
  await expect(page.getByText('Erreur lors du chargement des ventes')).toHaveCount(0);
});

test('two sales made offline (cash, mobile money) wait on the device, then reach the server once each', async ({
  page,
  context,
}) => {
  const shop = await signedInWithNewShop(page);
  await openSalesOnline(page, shop);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await expect(offlineStrip(page)).toBeVisible();

  const first = await queue(page, await newSale(page, shop.wool, 2));
  const mobile = await newSale(page, shop.wool, 1);
  await mobile.getByText('Orange Money', { exact: true }).click();
  await mobile.getByRole('textbox', { name: 'Référence de la transaction' }).fill(`OM-HL-${RUN}-${shop.id}`);
  const second = await queue(page, mobile);
  expect(first).not.toBe(second);

  await expect(badge(page)).toHaveAccessibleName(/^2 vente\(s\) en attente/);
  const panel = pendingPanel(page);
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('listitem', { name: first })).toContainText("En attente d'envoi");
  await expect(panel.getByRole('listitem', { name: second })).toContainText('1 500,00 FCFA');
  // The device's stock went down by what it sold.
  const check = await newSale(page, shop.wool, 1);
  await expect(check.getByText('Stock disponible (bain B2417) : 37')).toBeVisible();
  await check.getByRole('button', { name: 'Annuler' }).click();

  await context.setOffline(false);
  await expect(panel).toBeHidden({ timeout: 20_000 });
  await expect(badge(page)).toBeHidden();
  const sales = await shopSales(page, shop.id);
  expect(sales.count).toBe(2);
  for (const sale of sales.results) {
    expect(sale.numero_facture).toMatch(/^FAC-\d{4}-M\d+-\d{6}$/);
    expect(sale.hors_ligne).toBe(true);
  }
  // Numbered at arrival, in the list, marked as made offline.
  for (const sale of sales.results)
    await expect(page.getByRole('row', { name: new RegExp(sale.numero_facture) })).toContainText(
      'Hors ligne',
    );
});

test('a page closed in the middle of sending: reopened, the sale is on the server once', {
  tag: '@any-size',
}, async ({ page, context }) => {
  const shop = await signedInWithNewShop(page);
  await openSalesThenGoOffline(page, shop);
  await queue(page, await newSale(page, shop.wool, 3));

  // The sale reaches the server, but the page is closed before it hears the answer.
  let reached: () => void = () => {};
  const onServer = new Promise<void>((resolve) => {
    reached = resolve;
  });
  await page.route('**/api/Mouvements/ventes/creer/', async (route) => {
    await route.fetch();
    reached();
  });
  await context.setOffline(false);
  await onServer;
  await page.close();

  const again = await context.newPage();
  await again.goto('/ventes');
  await expect(again.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await expect(badge(again)).toBeHidden({ timeout: 20_000 });
  await expect.poll(async () => (await shopSales(again, shop.id)).count).toBe(1);
  // Once more after the next rounds: still one.
  await again.waitForTimeout(1_000);
  expect((await shopSales(again, shop.id)).count).toBe(1);
});

test('two tabs selling offline, then online: each sale on the server once', { tag: '@any-size' }, async ({
  page,
  context,
}) => {
  const shop = await signedInWithNewShop(page);
  await openSalesOnline(page, shop);
  const other = await context.newPage();
  await other.goto('/ventes');
  await expect(other.getByRole('main')).toContainText(shop.name);

  await context.setOffline(true);
  const tickets = [
    await queue(page, await newSale(page, shop.wool, 1)),
    await queue(other, await newSale(other, shop.wool, 2)),
  ];
  expect(new Set(tickets).size).toBe(2);
  // Each tab sees both sales waiting.
  await expect(badge(page)).toHaveAccessibleName(/^2 vente\(s\)/);
  await expect(badge(other)).toHaveAccessibleName(/^2 vente\(s\)/);

  await context.setOffline(false);
  await expect(badge(page)).toBeHidden({ timeout: 20_000 });
  await expect(badge(other)).toBeHidden({ timeout: 20_000 });
  await expect.poll(async () => (await shopSales(page, shop.id)).count).toBe(2);
  await other.close();
});

test("a unit sold offline that another till sold meanwhile: recorded, 'à régulariser', stock 0", {
  tag: '@any-size',
}, async ({ page, context }) => {
  const shop = await signedInWithNewShop(page);
  await openSalesThenGoOffline(page, shop);
  await queue(page, await newSale(page, shop.last, 1));

  // Meanwhile another till sells the last ball, online.
  await post(
    page,
    '/Mouvements/ventes/creer/',
    { client: null, magasin: shop.id, articles: [{ article: shop.lastId, quantite: 1, bain: 'B0001' }] },
    { key: `autre-caisse-${RUN}-${shop.id}` },
  );

  await context.setOffline(false);
  await expect(badge(page)).toBeHidden({ timeout: 20_000 });
  const sales = await shopSales(page, shop.id);
  expect(sales.count).toBe(2);
  const toSettle = await get<{
    count: number;
    results: { article: { id: number }; bain: string; quantite: number }[];
  }>(page, `/Stocks/a-regulariser?magasin=${shop.id}`);
  expect(toSettle.results).toEqual([
    expect.objectContaining({
      article: expect.objectContaining({ id: shop.lastId }),
      bain: 'B0001',
      quantite: 1,
    }),
  ]);
  // The stock page names what is left to settle.
  await page.goto('/stock');
  await expect(page.getByRole('region', { name: /^À régulariser/ })).toContainText(shop.last);
  const products = await get<{ id: number; quantite_stock: number }[]>(
    page,
    `/Mouvements/ventes/produits-magasin/${shop.id}/`,
  );
  expect(products.find((product) => product.id === shop.lastId)?.quantite_stock ?? 0).toBe(0);
});

test("the shop's copy is fetched and kept by the upkeep's worker: the page itself never opens the device's database", {
  tag: '@any-size',
}, async ({ page }) => {
  const shop = await signedInWithNewShop(page);
  const worker = page.waitForEvent('worker');
  await openSalesOnline(page, shop);
  expect((await worker).url()).toMatch(/\/assets\/upkeep\.worker-[^/]+\.js$/);

  // The copy is on the device, written by the worker.
  const copy = await page.evaluate(async (shopId) => {
    const user = JSON.parse(localStorage.getItem('user_data') ?? '{}') as { id: number };
    return new Promise<{ articles: number; stampedAt: string } | null>((resolve, reject) => {
      const opening = indexedDB.open(`pelote-hors-ligne-${user.id}`);
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const reading = opening.result.transaction('snapshot').objectStore('snapshot').get(shopId);
        reading.onsuccess = () =>
          resolve(
            reading.result
              ? { articles: reading.result.data.articles.length, stampedAt: reading.result.stampedAt }
              : null,
          );
      };
    });
  }, shop.id);
  expect(copy?.articles).toBe(2);

  // Neither the list nor the layout brought the device's database to the page: nothing waits.
  const pageScripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(
    pageScripts.filter((path) => /offline-db|use-offline|pending-sales|outbox-badge/.test(path)),
  ).toEqual([]);
  await expect(badge(page)).toBeHidden();
  await expect(pendingPanel(page)).toBeHidden();
});
