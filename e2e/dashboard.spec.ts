import { readFile } from 'node:fs/promises';
import { create } from './support/api.ts';
import { pickShop } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

// The home page and the sales statistics end to end, on the real server and database: a shop
// with stock, lowered under its threshold (the alert list), then a sale (the recent sales list,
// the figures, the statistics table and its CSV).

// Names unique to this run: the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);
const SHOP = `Boutique Accueil ${RUN}`;
const WOOL = `Laine accueil ${RUN}`;

/** The value of a figure of the home page, once loaded ('...' while loading). */
async function figure(page: Page, label: string): Promise<string> {
  const value = page
    .getByRole('region', { name: 'Chiffres clés' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd');
  await expect(value).not.toHaveText('...');
  return ((await value.textContent()) ?? '').replace(/\s/g, ' ');
}

/** The page fits a 360 px wide phone: nothing sticks out sideways. */
async function noSideScroll(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  // The phone layout is drawn once React has seen the new width: measured until then.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

/** '1 500,00 FCFA' → 150000 hundredths. */
function hundredths(money: string): number {
  return Number(money.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
}

test('home page: alerts, latest sale, figures; /statistiques: the day in the table and its CSV', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  const shop = await create<{ id: number }>(page, '/Magasins/magasin-create', {
    nom: SHOP,
    quartier: 'Treichville',
    is_active: true,
  });
  const wool = await create<{ id: number }>(page, '/Articles/laines/create', {
    nom: WOOL,
    // Hundredths: 1 500,00 FCFA.
    prix_unitaire: 150_000,
    grammage: 50,
  });
  await create(page, '/Magasins/stocks/add', {
    magasin: shop.id,
    produit_id: wool.id,
    produit_type: 'laines',
    bain: 'B2417',
    quantite: 10,
    quantite_seuil: 5,
  });

  // The home page, scoped to the new shop through the top bar's selector.
  await page.goto('/');
  await pickShop(page, SHOP);
  await expect(page.getByRole('button', { name: /^Magasin :/ })).toContainText(SHOP);
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  const alerts = page.getByRole('region', { name: 'Alertes de stock' });
  await expect(alerts.getByText('Aucune alerte de stock')).toBeVisible();
  const salesBefore = Number(await figure(page, 'Ventes du mois'));
  const revenueBefore = hundredths(await figure(page, "Chiffre d'affaires du mois"));

  // Counted stock lower than the books: 2 left for a threshold of 5, a critical alert.
  await create(page, '/Stocks/ajustements', {
    magasin: shop.id,
    produit_id: wool.id,
    quantite: -8,
    bain: 'B2417',
    motif: 'Inventaire',
  });
  await page.reload();
  const alertLine = alerts.getByRole('listitem').filter({ hasText: WOOL });
  await expect(alertLine).toContainText(SHOP);
  await expect(alertLine).toContainText('2 / 5');
  await expect(alertLine).toContainText('Critique');
  await expect(alerts.getByRole('link', { name: 'Voir toutes les alertes' })).toHaveAttribute(
    'href',
    '/statistiques',
  );

  const { numero_facture } = await create<{ numero_facture: string }>(page, '/Mouvements/ventes/creer/', {
    client: null,
    magasin: shop.id,
    articles: [{ article: wool.id, quantite: 1 }],
  });

  // The sale first in the list, just now, with its total; the figures moved by it.
  await page.reload();
  const latest = page.getByRole('region', { name: 'Ventes récentes' }).getByRole('listitem').first();
  await expect(latest).toContainText(numero_facture);
  await expect(latest).toContainText('Il y a 0min');
  await expect(latest).toContainText(WOOL);
  await expect(latest).toContainText('Client anonyme');
  expect((await latest.textContent())?.replace(/\s/g, ' ')).toContain('1 500,00 FCFA');
  await expect.poll(async () => Number(await figure(page, 'Ventes du mois'))).toBe(salesBefore + 1);
  expect(hundredths(await figure(page, "Chiffre d'affaires du mois"))).toBe(revenueBefore + 150_000);

  // /statistiques: today's revenue in the per-day table, and that table as CSV.
  await page.goto('/statistiques');
  const today = new Date().toISOString().slice(0, 10);
  const [year, month, day] = today.split('-');
  const perDay = page.getByRole('region', { name: "Chiffre d'affaires et ventes par jour" });
  const todayRow = perDay.getByRole('row', { name: new RegExp(`${day}/${month}/${year}`) });
  await expect(todayRow).toContainText(/1\s500,00\sFCFA/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    perDay.getByRole('button', { name: 'Exporter (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ventes-par-jour_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(download.suggestedFilename().endsWith(`_${today}.csv`)).toBe(true);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe("Date;Ventes;Chiffre d'affaires (FCFA)");
  expect(lines).toContain(`${day}/${month}/${year};1;1500,00`);
  await noSideScroll(page);
});
