import { createGerant, createHook, createShop, GERANT_PASSWORD, post } from './support/api.ts';
import { chooseShop } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, type Locator, test } from './support/test.ts';

// Cost price and margins end to end, on the real server and database, on a desktop and on a 360 px
// wide phone: an accessory delivered twice at two purchase prices (10 at 1 000,00 then 10 at
// 1 500,00: a weighted average cost of 1 250,00), 5 sold at 2 000,00; head office reads its average
// cost on /accessoires, its margin on /statistiques ('Marges et valorisation': 10 000,00 of revenue,
// 6 250,00 of cost, 3 750,00 of margin, 37,5 %) and the stock's value (15 × 1 250,00); the shop's
// gerant sees no margins and the API refuses them.

const RUN = Date.now().toString(36);

const clean = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
/**
 * A row's cells, without the column names a phone's card shows beside them (hidden from screen
 * readers, which have the column headers).
 */
const cellsText = (row: Locator) =>
  row.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const label of copy.querySelectorAll('[aria-hidden="true"]')) label.remove();
    return copy.textContent;
  });

test('deliveries at two prices, a sale: the average cost, the margin and the stock value; none for a gerant', {
  tag: '@any-size',
}, async ({ page, isMobile: phone }) => {
  // Four screens and a second account: longer than most specs on a busy machine.
  test.setTimeout(90_000);
  const tag = `${RUN}${phone ? 'p' : 'd'}`;
  const SHOP = `Boutique Marges ${tag}`;
  const HOOK = `Crochet marge ${tag}`;
  const gerant = `gerantmarge${tag}`.toLowerCase();
  await signIn(page);
  const shop = await createShop(page, SHOP, 'Marcory');
  const hook = await createHook(page, { nom: HOOK, description: 'Aluminium 4 mm', prix_unitaire: 200_000 });
  for (const prix_unitaire of [100_000, 150_000]) {
    await post(page, '/Mouvements/entrees/create-entree/', {
      article: hook.id,
      magasin: shop.id,
      quantite: 10,
      prix_unitaire,
    });
  }
  const sale = await post<{ numero_facture: string }>(page, '/Mouvements/ventes/creer/', {
    client: null,
    magasin: shop.id,
    articles: [{ article: hook.id, quantite: 5 }],
  });
  await createGerant(page, {
    username: gerant,
    first_name: 'Adjoua',
    last_name: 'Koné',
    nationalite: 'CI',
    magasin: shop.id,
  });

  // The catalogue: the accessory's weighted average cost, to the cent.
  await page.goto(`/accessoires?nom=${encodeURIComponent(HOOK)}`);
  const article = page.getByRole('row', { name: new RegExp(HOOK) });
  await expect(page.getByRole('columnheader', { name: 'Coût moyen (CMP)' })).toBeVisible();
  await expect(article).toContainText(/1\s250,00\sFCFA/);

  // The sale's detail: the line's cost, frozen at 1 250,00, and its margin.
  await page.goto('/ventes');
  await chooseShop(page, SHOP);
  await page.getByRole('button', { name: `Voir les détails de la vente ${sale.numero_facture}` }).click();
  const detail = page.getByRole('dialog', { name: 'Détails de la vente' });
  await detail.getByRole('button', { name: 'Voir le coût et la marge' }).click();
  const costs = detail.getByRole('table', { name: 'Coût et marge (direction)' });
  await expect(costs.getByRole('row', { name: new RegExp(HOOK) })).toContainText(
    /6\s250,00\sFCFA\s*3\s750,00\sFCFA/,
  );
  await detail.press('Escape');
  await expect(detail).toBeHidden();

  // /statistiques, the shop still chosen: the margin of the article over the last 30 days.
  await page.goto('/statistiques');
  await expect(page.getByRole('button', { name: /^Magasin :/ })).toContainText(SHOP);
  const section = page.getByRole('region', { name: 'Marges et valorisation' });
  const totals = section.getByLabel('Marges de la période');
  await expect(totals).toContainText(/10\s000,00\sFCFA/);
  expect(clean(await totals.textContent())).toBe(
    "Chiffre d'affaires10 000,00 FCFACoût des ventes6 250,00 FCFAMarge3 750,00 FCFATaux de marge37,5 %",
  );
  const block = section.getByRole('region', { name: 'Marge par article' });
  const row = block.getByRole('row', { name: new RegExp(HOOK) });
  await row.scrollIntoViewIfNeeded();
  expect(clean(await cellsText(row))).toBe(
    `${HOOK}Accessoire510 000,00 FCFA6 250,00 FCFA3 750,00 FCFA37,5 %0,00 FCFA`,
  );
  await expect(section.getByRole('region', { name: 'Marges faibles' })).toContainText(
    'Aucun article sous 10 % de marge sur la période.',
  );

  // Per type, kept in the URL.
  await section.getByRole('button', { name: 'Par type' }).click();
  await expect(page).toHaveURL(/groupe_marges=type/);
  const perType = section.getByRole('region', { name: 'Marge par type de produit' });
  await expect(perType.getByRole('row', { name: /Accessoire/ })).toContainText(/3\s750,00\sFCFA/);

  // The stock's value today: 15 left at 1 250,00.
  const valuation = section.getByRole('region', { name: 'Valorisation du stock' });
  await valuation.scrollIntoViewIfNeeded();
  await expect(valuation.getByLabel('Date de valorisation')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const stockValue = valuation.getByLabel('Totaux de la valorisation');
  await expect(stockValue).toContainText(/18\s750,00\sFCFA/);
  expect(clean(await stockValue.textContent())).toBe(
    'Valeur du stock18 750,00 FCFAArticles en stock15Sans coût connu (non valorisés)0',
  );
  const typeRow = valuation
    .getByRole('region', { name: 'Valeur par type de produit' })
    .getByRole('row', { name: /Accessoire/ });
  expect(clean(await cellsText(typeRow))).toBe('Accessoire1518 750,00 FCFA0');

  // The shop's gerant: no margins on the page, and the API refuses them.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, gerant, GERANT_PASSWORD);
  await page.goto('/statistiques');
  await expect(page.getByRole('region', { name: 'Statistiques des ventes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alertes de stock' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Marges et valorisation' })).toHaveCount(0);
  const refused = await page.request.get('/api/Statistiques/marges');
  expect(refused.status()).toBe(403);
  expect((await page.request.get('/api/Stocks/valorisation')).status()).toBe(403);
});
