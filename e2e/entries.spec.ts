import { createShop, createWool, get, post } from './support/api.ts';
import { showPageActions } from './support/navigation.ts';
import { pickShop, searchAndPick } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { dataTable } from './support/tables.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// Stock entries end to end, on the real server and database: a delivery recorded through the
// modal (its first answer lost on the way, so the retry must not count it twice), the stock it
// raised, its detail, and the search by supplier and dates.

test.describe.configure({ mode: 'serial' });

// Names unique to this run: the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);
const SHOP = `Boutique Entrées ${RUN}`;
const WOOL = `Laine alpaga ${RUN}`;
const SUPPLIER = `Filature du Bandama ${RUN}`;
const REFERENCE = `BC-${RUN}`;
const CREATE_PATH = '/api/Mouvements/entrees/create-entree/';

/** 'yyyy-mm-dd' n days before today (the shops' time zone is UTC). */
function daysAgo(n: number): string {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

/** Picks an option of a react-aria select named '{value} {label}'. */
async function choose(scope: Locator | Page, page: Page, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`(^|\\s)${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

let shopId = 0;
let woolId = 0;

/** The shop's stock of the wool, as the catalogue counts it from the stock lines. */
async function catalogueStock(page: Page): Promise<number> {
  const wool = await get<{ quantite_stock: number }>(
    page,
    `/Articles/laines/detail-laine/${woolId}?magasin=${shopId}`,
  );
  return wool.quantite_stock;
}

/** The shop's stock line of the wool (GET /Magasins/stocks/magasin/{id}). */
async function stockLine(page: Page): Promise<number> {
  const response = await page.request.get(`/api/Magasins/stocks/magasin/${shopId}?page_size=100`);
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { results: { object_id: number; quantite: number }[] };
  return body.results.find((line) => line.object_id === woolId)?.quantite ?? 0;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  if (shopId !== 0) return;
  shopId = (await createShop(page, SHOP, 'Adjamé')).id;
  woolId = (await createWool(page, WOOL, 150000)).id;
});

async function selectShop(page: Page) {
  await page.goto('/entrees');
  await pickShop(page, SHOP);
  await expect(page.getByRole('heading', { name: 'Entrées de stock', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(SHOP);
}

test('records a delivery through the modal, once, and the stock rises by it', async ({ page }) => {
  await selectShop(page);
  await expect(page.getByText('Aucune entrée de stock')).toBeVisible();

  await page.getByRole('button', { name: 'Nouvelle entrée' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle entrée de stock' });
  await expect(dialog.getByText(`${SHOP} (sélectionné globalement)`)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Quantité/ })).toHaveValue('1');
  await dialog.getByRole('button', { name: "Créer l'entrée" }).click();
  await expect(dialog.getByText('Veuillez sélectionner un produit')).toBeVisible();
  await expect(dialog.getByText('Le prix unitaire doit être supérieur à 0')).toBeVisible();
  await expect(dialog.getByText('Le fournisseur est requis')).toBeVisible();

  // The product found by typing; its price prefilled; the total follows.
  await choose(dialog, page, 'Type de produit', 'Laine');
  await searchAndPick(
    page,
    dialog.getByRole('combobox', { name: /Produit/ }),
    `alpaga ${RUN}`,
    new RegExp(WOOL),
  );
  // A wool is delivered in a lot ('Bain', as printed on the label).
  await dialog.getByRole('textbox', { name: /^Bain/ }).fill('B2417');
  await expect(dialog).toContainText('Prix catalogue : 1 500,00 FCFA');
  const price = dialog.getByRole('textbox', { name: /^Prix unitaire/ });
  await expect(price).toHaveValue('1500,00');
  await dialog.getByRole('textbox', { name: /^Quantité/ }).fill('12');
  await dialog.getByRole('textbox', { name: /^Quantité/ }).press('Tab');
  await expect(dialog.getByRole('status', { name: 'Prix total' })).toHaveText('18 000,00 FCFA');
  await price.fill('1 250,50');
  await expect(dialog.getByRole('status', { name: 'Prix total' })).toHaveText('15 006,00 FCFA');
  // The supplier picker takes a name typed in; Tab leaves it (and closes its list).
  const supplier = dialog.getByRole('combobox', { name: /^Fournisseur/ });
  await supplier.fill(SUPPLIER);
  await supplier.press('Tab');
  await dialog.getByRole('textbox', { name: /^Référence de commande/ }).fill(REFERENCE);
  await dialog.getByLabel("Date d'entrée").fill(daysAgo(3));
  await dialog.getByRole('textbox', { name: /^Commentaire/ }).fill('Douze pelotes, cartons intacts');

  // The server records it, but its answer never reaches the page: the retry must not count twice.
  let lost = false;
  await page.route(`**${CREATE_PATH}`, async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('failed');
  });
  await dialog.getByRole('button', { name: "Créer l'entrée" }).click();
  await expect(dialog.getByRole('alert')).toContainText('Impossible de contacter le serveur');
  await dialog.getByRole('button', { name: "Créer l'entrée" }).click();
  await expect(dialog).toBeHidden();
  await page.unroute(`**${CREATE_PATH}`);
  await expect(page.getByText('Entrée de stock créée avec succès')).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(WOOL) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(SUPPLIER);
  await expect(row).toContainText('15 006,00 FCFA');
  await expect(page.getByText('1 résultat(s)', { exact: true })).toBeVisible();

  // The stock rose by 12, once.
  expect(await catalogueStock(page)).toBe(12);
  expect(await stockLine(page)).toBe(12);
  await page.goto('/stock');
  await expect(page.getByRole('listitem').filter({ hasText: WOOL })).toContainText('12 en stock');

  // And in the wool page's stock section of the selected shop.
  await page.goto(`/laines?nom=${encodeURIComponent(WOOL)}`);
  await page.getByRole('button', { name: 'Afficher le stock' }).click();
  const line = dataTable(page, `Stock - ${SHOP}`).getByRole('row', { name: new RegExp(WOOL) });
  await expect(line).toContainText('12');
  await expect(line).toContainText('En stock');
});

test('opens the detail of the delivery, and finds it by supplier and dates', { tag: '@any-size' }, async ({
  page,
}) => {
  // A second delivery, today, in the alternative payload (no supplier: 'Non renseigné').
  await post(page, '/Mouvements/entrees/create-entree/', {
    article: woolId,
    magasin: shopId,
    quantite: 5,
    bain: 'B2420',
  });
  expect(await catalogueStock(page)).toBe(17);

  await selectShop(page);
  await expect(page.getByText('2 résultat(s)', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(WOOL) }).filter({ hasText: SUPPLIER });
  await row.getByRole('button', { name: /Voir les détails/ }).click();
  const detail = page.getByRole('dialog', { name: "Détails de l'entrée de stock" });
  await expect(detail).toContainText(SUPPLIER);
  await expect(detail).toContainText(REFERENCE);
  await expect(detail).toContainText('Douze pelotes, cartons intacts');
  await expect(detail).toContainText(daysAgo(3).split('-').reverse().join('/'));
  await expect(detail).toContainText(SHOP);
  await expect(detail).toContainText('1 250,50 FCFA');
  await expect(detail).toContainText('1 500,00 FCFA');
  await expect(detail).toContainText(`#${woolId}`);
  await detail.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(detail).toBeHidden();

  // Supplier and dates around the first delivery: only it.
  await showPageActions(page);
  await page.getByRole('button', { name: 'Recherche avancée' }).click();
  const search = page.getByRole('dialog', { name: 'Recherche avancée' });
  await search.getByLabel('Fournisseur').fill(`bandama ${RUN}`.toUpperCase());
  await search.getByLabel('Date de début').fill(daysAgo(4));
  await search.getByLabel('Date de fin').fill(daysAgo(2));
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(search).toBeHidden();
  await expect(page).toHaveURL(/fournisseur=/);
  await expect(page.getByText('1 résultat(s) (filtré(s))')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(WOOL) })).toContainText(SUPPLIER);

  // Dates that miss it: nothing, then the filters cleared bring both back.
  await showPageActions(page);
  await page.getByRole('button', { name: /Recherche avancée/ }).click();
  await search.getByLabel('Date de début').fill(daysAgo(1));
  await search.getByLabel('Date de fin').fill(daysAgo(0));
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('Aucun résultat', { exact: true })).toBeVisible();
  await showPageActions(page);
  await page.getByRole('button', { name: 'Effacer les filtres' }).first().click();
  await expect(page.getByText('2 résultat(s)', { exact: true })).toBeVisible();
});

test('the new entry modal works on a 360 px wide phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone project runs it');
  await selectShop(page);
  const sideScroll = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await sideScroll()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Nouvelle entrée' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle entrée de stock' });
  await expect(dialog.getByRole('button', { name: "Créer l'entrée" })).toBeInViewport();
  expect(await sideScroll()).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
