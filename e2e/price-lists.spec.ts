import { create, createWool, get, post, shopWithWool } from './support/api.ts';
import { isPhone, showPageActions, sideScroll } from './support/navigation.ts';
import { choose, chooseSaleClient, openSalesOf, pickSaleProduct, searchAndPick } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { dataTable } from './support/tables.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// Price lists end to end, on the real server and database: direction creates a 'Revendeuse' list
// with a quantity break through its dialog (the French rules first), finds it, gives it to a client
// in the client's form, and the client's profile names it; at 360 px the list reads as cards. Then
// the sale form prices by that list as soon as the client is chosen, the break counted over the
// sale's lines, and the invoice keeps the price the form showed.

const RUN = Date.now().toString(36);

/** This run's and this project's names: the e2e database is shared by every spec and project. */
function names(page: Page) {
  const tag = `${RUN}${isPhone(page) ? 'p' : 'd'}`;
  return { tag, list: `Revendeuse ${tag}`, wool: `Laine tarif ${tag}`, client: `Tarif${tag}` };
}

function field(dialog: Locator, name: string) {
  return dialog.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
}

async function findRow(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Rechercher un tarif' }).fill(name);
  const row = dataTable(page.getByRole('main'), 'Liste des tarifs').getByRole('row', {
    name: new RegExp(name),
  });
  await expect(row).toHaveCount(1);
  return row;
}

type PriceListDetail = {
  id: number;
  du: string | null;
  clients: number;
  articles: { article: number; prix: number; paliers: { quantite: number; prix: number }[] }[];
};

test('direction creates a reseller list with a quantity break and gives it to a client', {
  tag: '@any-size',
}, async ({ page }) => {
  test.setTimeout(120_000);
  const { list, wool, client } = names(page);
  await signIn(page);
  const { id: woolId } = await createWool(page, wool, 200_000);
  const { id: clientId } = await create<{ id: number }>(page, '/Clients/clients-particuliers/create', {
    nom: client,
    prenom: 'Aya',
    contact: '0707070707',
  });

  await page.goto('/tarifs');
  await expect(page.getByRole('heading', { name: 'Tarifs', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Tarifs.*Pelote/);

  // Create: the French rules first, then the list, its article and its break from 10 units.
  await page.getByRole('button', { name: 'Nouveau tarif' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau tarif' });
  await dialog.getByRole('button', { name: 'Créer le tarif' }).click();
  await expect(dialog.getByText('Le nom est requis')).toBeVisible();
  await field(dialog, 'Nom').fill(list);
  await dialog.getByRole('button', { name: 'Créer le tarif' }).click();
  await expect(
    dialog.getByText('Donnez au moins un prix d’article ou un pourcentage par type'),
  ).toBeVisible();
  await dialog.getByLabel('Du', { exact: true }).fill('2026-01-05T08:00');
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await searchAndPick(page, dialog.getByRole('combobox', { name: /Article 1/ }), wool, new RegExp(wool));
  await expect(dialog.getByText('Prix catalogue : 2 000,00 FCFA')).toBeVisible();
  await field(dialog, 'Prix unitaire (FCFA)').first().fill('1 800');
  await dialog.getByRole('button', { name: 'Ajouter un palier' }).click();
  await field(dialog, 'À partir de (unités), palier 1').fill('10');
  await field(dialog, 'Prix unitaire (FCFA), palier 1').fill('1 500');
  await dialog.getByRole('button', { name: 'Créer le tarif' }).click();
  await expect(dialog).toBeHidden();

  let row = await findRow(page, list);
  await expect(row).toContainText('Clients attribués');
  await expect(row).toContainText('1 article');
  await expect(row).toContainText('À partir du 05/01/2026 08:00');
  await expect(row).toContainText('0 client');
  if (isPhone(page)) {
    // At 360 px the list is cards: a plain table of rows, nothing scrolling sideways.
    await expect(page.getByRole('main').getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('table', { name: 'Liste des tarifs' })).toBeVisible();
    expect(await sideScroll(page)).toBe(false);
  }
  await showPageActions(page);
  await expect(page.getByRole('button', { name: 'Exporter (CSV)' })).toBeVisible();

  const found = await get<{ results: { id: number }[] }>(page, `/Tarifs/?search=${encodeURIComponent(list)}`);
  const listId = found.results[0]?.id;
  let detail = await get<PriceListDetail>(page, `/Tarifs/${listId}`);
  expect(detail.du).toBe('2026-01-05T08:00:00.000Z');
  expect(detail.articles).toEqual(
    [{ article: woolId, prix: 180_000, paliers: [{ quantite: 10, prix: 150_000 }] }].map((line) =>
      expect.objectContaining(line),
    ),
  );

  // The client's form gives it to them; their profile names it.
  await page.goto(`/clients?search=${encodeURIComponent(client)}`);
  const clientRow = page.getByRole('row', { name: new RegExp(client) });
  await clientRow.getByRole('button', { name: `Modifier Aya ${client}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le client' });
  await choose(edit, page, /Tarif/, list);
  await edit.getByRole('button', { name: 'Modifier' }).click();
  await expect(edit).toBeHidden();
  expect(
    (await get<{ tarif: number | null }>(page, `/Clients/clients-particuliers/detail/${clientId}`)).tarif,
  ).toBe(listId);
  await page.goto(`/clients/${clientId}`);
  await expect(page.getByRole('heading', { name: `Aya ${client}`, level: 2 })).toBeVisible();
  await expect(page.getByRole('main').getByText(list)).toBeVisible();

  // The list now counts its client, and is not deleted while they carry it.
  await page.goto('/tarifs');
  row = await findRow(page, list);
  await expect(row).toContainText('1 client');
  await row.getByRole('button', { name: `Supprimer ${list}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer le tarif' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm.getByText(/Ce tarif est attribué à 1 client/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  detail = await get<PriceListDetail>(page, `/Tarifs/${listId}`);
  expect(detail.clients).toBe(1);
});

test("the sale form prices by the client's list once she is chosen, the break counted over the lines", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tag, list, wool, client } = names(page);
  const shop = `Boutique tarif ${tag}`;
  await signIn(page);
  const { shopId, woolId } = await shopWithWool(page, {
    shop,
    quartier: 'Treichville',
    wool: `${wool} vente`,
    prix: 200_000,
    quantite: 20,
    bain: 'T1',
  });
  await post(page, '/Magasins/stocks/add', { magasin: shopId, produit_id: woolId, quantite: 20, bain: 'T2' });
  const { id: listId } = await create<{ id: number }>(page, '/Tarifs/', {
    nom: `${list} vente`,
    articles: [{ article: woolId, prix: 180_000, paliers: [{ quantite: 10, prix: 150_000 }] }],
  });
  await create(page, '/Clients/clients-particuliers/create', {
    nom: `${client}v`,
    prenom: 'Awa',
    contact: '0101010101',
    tarif: listId,
  });
  await post(page, '/Caisses/ouvrir', { magasin: shopId, fond_de_caisse: 1_000_000 });

  await openSalesOf(page, shop);
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await pickSaleProduct(page, dialog, 1, `${wool} vente`);
  await dialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill('6');
  // No client yet: the catalogue's price.
  await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText('12 000,00 FCFA');

  await chooseSaleClient(page, dialog, `${client}v`);
  await expect(
    dialog.getByText(`${list} vente : 1 800,00 FCFA l'unité (au lieu de 2 000,00 FCFA)`),
  ).toBeVisible();
  await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText('10 800,00 FCFA');

  // Four more balls from the other lot: ten of the wool in the sale, the break's price on both lines.
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await pickSaleProduct(page, dialog, 2, `${wool} vente`);
  await choose(dialog, page, /Bain 2/, /^T2/);
  await dialog.getByRole('spinbutton', { name: /Quantité 2/ }).fill('4');
  await expect(
    dialog.getByText(`${list} vente : 1 500,00 FCFA l'unité (au lieu de 2 000,00 FCFA)`),
  ).toHaveCount(2);
  await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText('15 000,00 FCFA');
  if (isPhone(page)) expect(await sideScroll(page)).toBe(false);
  await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();

  // The server priced it alike: the payments matched, and the invoice says 15 000 F.
  const invoice = page.getByRole('dialog', { name: 'Vente créée avec succès !' });
  await expect(invoice.getByRole('table')).toContainText('1 500,00 FCFA');
  await expect(invoice).toContainText('15 000,00 FCFA');
});
