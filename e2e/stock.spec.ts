import { create } from './support/api.ts';
import { chooseFilter, pickShop, searchAndPick, settledOptions } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { dataTable } from './support/tables.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// The stock screens end to end, on the real server and database: stock added from a shop card
// and from a product row, seen on /stock and in the product page's section, then lowered under
// its threshold and seen as an alert on /statistiques and in the top bar.

test.describe.configure({ mode: 'serial' });

// Names unique to this run: the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);
const SHOP = `Boutique Stock ${RUN}`;
const WOOL = `Laine mohair ${RUN}`;
const OTHER_WOOL = `Laine coton ${RUN}`;

/** The card of a shop, going through the pages of the grid until it shows. */
async function showCard(page: Page, nom: string): Promise<Locator> {
  const card = page.getByRole('article', { name: nom, exact: true });
  for (let number = 1; number <= 30; number += 1) {
    await page.goto(number === 1 ? '/magasins' : `/magasins?page=${number}`);
    await expect(page.getByRole('list', { name: 'Liste des magasins' })).toBeVisible();
    if (await card.isVisible()) return card;
  }
  throw new Error(`no card for ${nom}`);
}

/** Picks an option of a react-aria select named '{value} {label}'. */
async function choose(scope: Locator | Page, page: Page, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function noSideScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

let shopId = 0;
let woolId = 0;

test.beforeEach(async ({ page }) => {
  await signIn(page);
  if (shopId !== 0) return;
  shopId = (
    await create<{ id: number }>(page, '/Magasins/magasin-create', {
      nom: SHOP,
      quartier: 'Marcory',
      is_active: true,
    })
  ).id;
  woolId = (
    await create<{ id: number }>(page, '/Articles/laines/create', {
      nom: WOOL,
      prix_unitaire: '150000',
      grammage: '50',
    })
  ).id;
});

test('adds stock from a shop card and a product row, shows it, then raises the alerts', async ({ page }) => {
  // From the shop card: type, product found by typing, summary, live total.
  const card = await showCard(page, SHOP);
  await card.getByRole('button', { name: 'Stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter du stock' });
  await expect(dialog).toContainText(SHOP);
  await expect(dialog).toContainText('Marcory');
  await dialog.getByRole('button', { name: 'Ajouter au stock' }).click();
  await expect(dialog.getByText("Veuillez sélectionner un type d'article")).toBeVisible();
  await choose(dialog, page, "Type d'article", 'Laines');
  await searchAndPick(
    page,
    dialog.getByRole('combobox', { name: /Produit/ }),
    `mohair ${RUN}`,
    new RegExp(WOOL),
  );
  await expect(dialog.getByRole('region', { name: 'Produit sélectionné' })).toContainText('1 500,00 FCFA');
  const quantity = dialog.getByRole('textbox', { name: /Quantité à ajouter/ });
  await quantity.fill('6');
  await quantity.press('Tab');
  // A wool is stocked in a lot.
  await dialog.getByRole('textbox', { name: /^Bain/ }).fill('B2417');
  await expect(dialog.getByRole('status')).toHaveText('9 000,00 FCFA');
  await dialog.getByRole('button', { name: 'Ajouter au stock' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`6 × ${WOOL} ajouté au stock de ${SHOP}.`)).toBeVisible();

  // From the product row, once the shop is selected in the top bar: quantity and threshold.
  await pickShop(page, SHOP);
  await page.goto(`/laines?nom=${encodeURIComponent(WOOL)}`);
  await page.getByRole('button', { name: `Ajouter ${WOOL} au stock` }).click();
  const rowDialog = page.getByRole('dialog', { name: 'Ajouter au stock' });
  await expect(rowDialog).toContainText(WOOL);
  await expect(rowDialog).toContainText(SHOP);
  await expect(rowDialog.getByRole('textbox', { name: /^Quantité/ })).toHaveValue('1');
  await rowDialog.getByRole('textbox', { name: /^Quantité/ }).fill('4');
  await rowDialog.getByRole('textbox', { name: /Seuil d'alerte/ }).fill('8');
  await rowDialog.getByRole('textbox', { name: /^Bain/ }).fill('B2420');
  await rowDialog.getByRole('button', { name: 'Ajouter au stock' }).click();
  await expect(rowDialog).toBeHidden();

  // The product page's shop-stock section.
  await page.getByRole('button', { name: 'Afficher le stock' }).click();
  const section = dataTable(page, `Stock - ${SHOP}`);
  const line = section.getByRole('row', { name: new RegExp(WOOL) });
  await expect(line).toContainText('10');
  // Its quantities per lot, most stock first.
  await expect(line).toContainText('Bains : B2417 : 6 · B2420 : 4');
  await expect(line).toContainText('En stock');

  // /stock: the selected shop, its totals and its line.
  await page.goto('/stock');
  await expect(page.getByRole('heading', { name: 'Aperçu des stocks', level: 1 })).toBeVisible();
  const totals = page.getByLabel('Totaux du magasin');
  await expect(totals).toContainText('Articles1');
  await expect(totals).toContainText('Quantité totale10');
  await expect(page.getByRole('listitem').filter({ hasText: WOOL })).toContainText('10 en stock');
  await expect(page.getByRole('listitem').filter({ hasText: WOOL })).toContainText(`ID produit ${woolId}`);

  // A sale of 7 leaves 3 of 8: critical; a second wool at 5 of 5 needs attention.
  await create(page, '/Mouvements/ventes/creer/', {
    client: null,
    magasin: shopId,
    articles: [{ article: woolId, quantite: 7 }],
  });
  const other = await create<{ id: number }>(page, '/Articles/laines/create', {
    nom: OTHER_WOOL,
    prix_unitaire: '90000',
    grammage: '100',
  });
  await create(page, '/Magasins/stocks/add', {
    magasin: shopId,
    produit_id: other.id,
    quantite: 5,
    quantite_seuil: 5,
    bain: 'B2417',
  });

  await page.goto('/statistiques');
  const alerts = page.getByRole('region', { name: 'Alertes de stock' });
  await expect(alerts.getByText('2 alertes actives')).toBeVisible();
  const table = dataTable(alerts, 'Alertes de stock');
  await expect(table.getByRole('row', { name: new RegExp(WOOL) })).toContainText('Critique');
  await expect(table.getByRole('row', { name: new RegExp(WOOL) })).toContainText(SHOP);
  await expect(table.getByRole('row', { name: new RegExp(OTHER_WOOL) })).toContainText('Attention');
  await expect(page.getByRole('button', { name: 'Notifications : 2 alertes de stock' })).toBeVisible();
  await alerts.getByRole('button', { name: 'Laine (2)' }).click();
  await expect(page).toHaveURL(/type=laine/);
});

test('the add-stock dialog works on a 360 px wide phone, with the keyboard', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone project runs it');
  const card = await showCard(page, SHOP);
  await noSideScroll(page);
  await card.getByRole('button', { name: 'Stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter du stock' });
  await expect(dialog.getByRole('button', { name: 'Ajouter au stock' })).toBeInViewport();
  await noSideScroll(page);

  await choose(dialog, page, "Type d'article", 'Laines');
  const picker = dialog.getByRole('combobox', { name: /Produit/ });
  await picker.focus();
  await page.keyboard.type(`coton ${RUN}`);
  // The search answers from the server: wait until only the matching wool is offered.
  await expect(await settledOptions(page, `coton ${RUN}`)).toHaveCount(1);
  await expect(page.getByRole('option', { name: new RegExp(OTHER_WOOL) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(OTHER_WOOL);
  await expect(dialog.getByRole('region', { name: 'Produit sélectionné' })).toContainText('900,00 FCFA');
  await noSideScroll(page);
  await dialog.getByRole('textbox', { name: /Quantité à ajouter/ }).fill('2');
  await dialog.getByRole('textbox', { name: /^Bain/ }).fill('B2420');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`2 × ${OTHER_WOOL} ajouté au stock de ${SHOP}.`)).toBeVisible();
  await noSideScroll(page);
});

test("/stock's filters: the phone's own selects on a phone, react-aria's with a mouse", async ({
  page,
  isMobile,
}) => {
  await create(page, '/Magasins/stocks/add', {
    magasin: shopId,
    produit_id: woolId,
    quantite: 4,
    bain: 'B7',
  });
  await page.goto(`/stock?magasin=${shopId}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(WOOL);
  // Native selects on a phone, nothing of react-aria's select fetched for them.
  await expect(page.getByRole('combobox', { name: "Type d'article", exact: true })).toHaveCount(
    isMobile ? 1 : 0,
  );
  await chooseFilter(page, "Type d'article", 'Kit');
  await expect(page).toHaveURL(/type=kit/);
  await expect(main).not.toContainText(WOOL);
  await chooseFilter(page, "Type d'article", 'Laine');
  await expect(page).toHaveURL(/type=laine/);
  await expect(main).toContainText(WOOL);
  await chooseFilter(page, "Type d'article", 'Tous les types');
  await expect(page).not.toHaveURL(/type=/);
  await expect(main).toContainText(WOOL);
});
