import { createShop, createWool, get } from './support/api.ts';
import { isPhone, showPageActions, sideScroll } from './support/navigation.ts';
import { pickShop, searchAndPick } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { dataTable } from './support/tables.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// Suppliers end to end, on the real server and database: one created through its dialog, found by
// the search, edited, chosen in a delivery's supplier picker, then deleted after the confirmation;
// at 360 px the list reads as cards.

const RUN = Date.now().toString(36);

/** This run's and this project's names: the e2e database is shared by every spec and project. */
function names(page: Page) {
  const tag = `${RUN}${isPhone(page) ? 'p' : 'd'}`;
  return {
    tag,
    supplier: `Filature Kossou ${tag}`,
    shop: `Boutique Fournisseurs ${tag}`,
    wool: `Laine kossou ${tag}`,
  };
}

function field(dialog: Locator, name: string) {
  return dialog.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
}

async function findRow(page: Page, search: string, name: string) {
  await page.getByRole('searchbox', { name: 'Rechercher un fournisseur' }).fill(search);
  const row = dataTable(page.getByRole('main'), 'Liste des fournisseurs').getByRole('row', {
    name: new RegExp(name),
  });
  await expect(row).toHaveCount(1);
  return row;
}

test('create, search, edit, choose in a delivery, delete a supplier', async ({ page }) => {
  test.setTimeout(120_000);
  const { tag, supplier, shop, wool } = names(page);
  await signIn(page);
  const { id: shopId } = await createShop(page, shop, 'Cocody');
  await createWool(page, wool, 150_000);

  await page.goto('/fournisseurs');
  await expect(page.getByRole('heading', { name: 'Fournisseurs', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Fournisseurs.*Pelote/);

  // Create: the French rules first, then every field.
  await page.getByRole('button', { name: 'Ajouter un fournisseur' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un fournisseur' });
  await field(dialog, 'Téléphone (WhatsApp)').fill('pas un numéro');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByText('Le nom est requis')).toBeVisible();
  await expect(dialog.getByText('Numéro de téléphone invalide')).toBeVisible();
  await field(dialog, 'Nom').fill(supplier);
  await field(dialog, 'Téléphone (WhatsApp)').fill('07 08 09 10 11');
  await field(dialog, 'Quartier / ville').fill('Bouaké');
  await field(dialog, 'Délai de livraison (jours)').fill('12');
  await field(dialog, 'Minimum de commande (FCFA)').fill('150 000');
  await field(dialog, 'Notes').fill('Livre le mardi');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();

  // Found by part of its name, then by its phone.
  let row = await findRow(page, `kossou ${RUN}`.toUpperCase(), supplier);
  await expect(row).toContainText('07 08 09 10 11');
  await expect(row).toContainText('Bouaké');
  await expect(row).toContainText('12 jours');
  await expect(row).toContainText('150 000,00 FCFA');
  await expect(page).toHaveURL(/search=/);

  if (isPhone(page)) {
    // At 360 px the list is cards: a plain table of rows, nothing scrolling sideways.
    await expect(page.getByRole('main').getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('table', { name: 'Liste des fournisseurs' })).toBeVisible();
    expect(await sideScroll(page)).toBe(false);
  }
  await showPageActions(page);
  await expect(page.getByRole('button', { name: 'Exporter (CSV)' })).toBeVisible();

  // Edit: the form opens with its values.
  await row.getByRole('button', { name: `Modifier ${supplier}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le fournisseur' });
  await expect(field(edit, 'Nom')).toHaveValue(supplier);
  await expect(field(edit, 'Minimum de commande (FCFA)')).toHaveValue('150000,00');
  await field(edit, 'Délai de livraison (jours)').fill('8');
  await edit.getByRole('button', { name: 'Modifier' }).click();
  await expect(edit).toBeHidden();
  row = await findRow(page, supplier, supplier);
  await expect(row).toContainText('8 jours');

  // A delivery chooses it in the supplier picker.
  await page.goto('/entrees');
  await pickShop(page, shop);
  await page.getByRole('button', { name: 'Nouvelle entrée' }).first().click();
  const entry = page.getByRole('dialog', { name: 'Nouvelle entrée de stock' });
  await entry.getByRole('button', { name: /(^|\s)Type de produit/ }).click();
  await page.getByRole('option', { name: 'Laine', exact: true }).click();
  await searchAndPick(page, entry.getByRole('combobox', { name: /Produit/ }), wool, new RegExp(wool));
  await entry.getByRole('textbox', { name: /^Bain/ }).fill('K1');
  const picker = entry.getByRole('combobox', { name: /^Fournisseur/ });
  await searchAndPick(page, picker, `Kossou ${tag}`, new RegExp(supplier));
  await expect(picker).toHaveValue(supplier);
  await entry.getByRole('button', { name: "Créer l'entrée" }).click();
  await expect(entry).toBeHidden();
  const entries = await get<{ results: { fournisseur: string; fournisseur_id: number | null }[] }>(
    page,
    `/Mouvements/entrees/list-entrees/?magasin=${shopId}`,
  );
  const suppliers = await get<{ results: { id: number }[] }>(
    page,
    `/Fournisseurs/?search=${encodeURIComponent(supplier)}`,
  );
  expect(entries.results).toEqual([
    expect.objectContaining({ fournisseur: supplier, fournisseur_id: suppliers.results[0]?.id }),
  ]);

  // Delete, after the confirmation.
  await page.goto('/fournisseurs');
  row = await findRow(page, supplier, supplier);
  await row.getByRole('button', { name: `Supprimer ${supplier}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer le fournisseur' });
  await expect(confirm).toContainText(`Êtes-vous sûr de vouloir supprimer le fournisseur ${supplier} ?`);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
});
