import { ADMIN } from './support/env.ts';
import { signIn } from './support/session.ts';
import { dataTable } from './support/tables.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test.ts';

// The catalogue screens end to end: every type is created, edited and deleted through its screen,
// on the real server and database, as head office would.

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const WOOL_PAGING_PREFIX = `Pagination ${RUN}`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/Users/authenticate-user', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  for (let index = 1; index <= 7; index += 1) {
    const response = await request.post('/api/Articles/laines/create', {
      headers: { Authorization: `Bearer ${token}` },
      data: { nom: `${WOOL_PAGING_PREFIX} ${index}`, prix_unitaire: String(index * 100_000), grammage: '50' },
    });
    expect(response.status()).toBe(201);
  }
});

/** Opens a screen and waits for its table (or empty state) to be there. */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** Narrows the table to one name through the filter bar. */
async function search(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Rechercher par nom' }).fill(name);
  await expect(page).toHaveURL(new RegExp(`nom=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
}

/** Picks an option of a react-aria select by its label. */
async function choose(dialog: Locator, page: Page, label: string, option: string) {
  // The trigger is named by its value, then its label: 'Sans marque Famille'.
  await dialog.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submit(dialog: Locator, label: 'Ajouter' | 'Modifier') {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function editRow(page: Page, name: string, title: string) {
  await page.getByRole('button', { name: `Modifier ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function deleteRow(page: Page, name: string, title: string, question: string) {
  await page.getByRole('button', { name: `Supprimer ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
}

function row(page: Page, name: string) {
  return page.getByRole('row', { name: new RegExp(name) });
}

test.describe('catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('wool: validation messages on an empty submit, then create, edit and delete', async ({ page }) => {
    await open(page, '/laines', 'Gestion des Laines');
    const dialog = await openDialog(page, 'Ajouter une laine');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(dialog.getByText('Le nom est requis')).toBeVisible();
    await expect(dialog.getByText('Le prix unitaire est requis')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Alpaga ${RUN}`);
    await expect(dialog.getByText('Le nom est requis')).toBeHidden();
    await dialog.getByRole('textbox', { name: /Prix unitaire/ }).fill('2500,5');
    await dialog.getByRole('textbox', { name: 'Couleur' }).fill('Bleu nuit');
    await submit(dialog, 'Ajouter');

    await search(page, `Alpaga ${RUN}`);
    await expect(row(page, `Alpaga ${RUN}`)).toContainText('2 500,50 FCFA');
    await expect(row(page, `Alpaga ${RUN}`)).toContainText('Sans marque');
    await expect(row(page, `Alpaga ${RUN}`)).toContainText('50 g');
    await expect(row(page, `Alpaga ${RUN}`)).toContainText('Actif');

    const edit = await editRow(page, `Alpaga ${RUN}`, 'Modifier la laine');
    await expect(edit.getByRole('textbox', { name: /Prix unitaire/ })).toHaveValue('2500,50');
    await edit.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Alpaga fin ${RUN}`);
    await choose(edit, page, 'Famille', 'Avec marque');
    await choose(edit, page, 'Type de couleur', 'Multicolore');
    await submit(edit, 'Modifier');
    await search(page, `Alpaga fin ${RUN}`);
    await expect(row(page, `Alpaga fin ${RUN}`)).toContainText('Avec marque');
    await expect(row(page, `Alpaga fin ${RUN}`)).toContainText('Multicolore');

    await deleteRow(
      page,
      `Alpaga fin ${RUN}`,
      'Supprimer la laine',
      'Êtes-vous sûr de vouloir supprimer cette laine ?',
    );
    await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
  });

  test('wool: pages through the list 5 by 5, the page kept in the URL', { tag: '@any-size' }, async ({
    page,
  }) => {
    await open(page, `/laines?nom=${encodeURIComponent(WOOL_PAGING_PREFIX)}`, 'Gestion des Laines');
    const table = dataTable(page, 'Laines');
    await expect(table.getByRole('row', { name: new RegExp(WOOL_PAGING_PREFIX) })).toHaveCount(5);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(table.getByRole('row', { name: new RegExp(WOOL_PAGING_PREFIX) })).toHaveCount(2);
    await expect(table).toContainText(`${WOOL_PAGING_PREFIX} 6`);
    await expect(table).toContainText(`${WOOL_PAGING_PREFIX} 7`);
    await expect(pager.getByRole('button', { name: 'Page suivante' })).toBeDisabled();

    await page.reload();
    await expect(table.getByRole('row', { name: new RegExp(WOOL_PAGING_PREFIX) })).toHaveCount(2);
    await pager.getByRole('button', { name: 'Page précédente' }).click();
    await expect(table.getByRole('row', { name: new RegExp(WOOL_PAGING_PREFIX) })).toHaveCount(5);
  });

  test('accessory: create, edit and delete', { tag: '@any-size' }, async ({ page }) => {
    await open(page, '/accessoires', 'Gestion des Accessoires');
    const dialog = await openDialog(page, 'Ajouter un accessoire');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    for (const message of [
      'Le nom est requis',
      'Le type est requis',
      'La description est requise',
      'Le prix doit être supérieur à 0',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Crochet ${RUN}`);
    await choose(dialog, page, 'Type', 'Crochets');
    await dialog.getByRole('textbox', { name: /Description/ }).fill('Aluminium 3 mm');
    await dialog.getByRole('textbox', { name: /Prix unitaire/ }).fill('1200');
    await submit(dialog, 'Ajouter');
    await search(page, `Crochet ${RUN}`);
    await expect(row(page, `Crochet ${RUN}`)).toContainText('Crochets');
    await expect(row(page, `Crochet ${RUN}`)).toContainText('Moyen');
    await expect(row(page, `Crochet ${RUN}`)).toContainText('1 200,00 FCFA');

    const edit = await editRow(page, `Crochet ${RUN}`, "Modifier l'accessoire");
    await choose(edit, page, 'Taille', 'Grand');
    await edit.getByRole('textbox', { name: /Prix unitaire/ }).fill('1350');
    await submit(edit, 'Modifier');
    await expect(row(page, `Crochet ${RUN}`)).toContainText('Grand');
    await expect(row(page, `Crochet ${RUN}`)).toContainText('1 350,00 FCFA');

    await deleteRow(
      page,
      `Crochet ${RUN}`,
      "Supprimer l'accessoire",
      'Êtes-vous sûr de vouloir supprimer cet accessoire ?',
    );
  });

  test('garment: create (Mixte stays Mixte), edit and delete', { tag: '@any-size' }, async ({ page }) => {
    await open(page, '/habits', 'Gestion des Habits');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    const dialog = await openDialog(page, 'Ajouter un habit');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    for (const message of [
      'Le nom est requis',
      "Le type d'habit est requis",
      'La description est requise',
      'La taille est requise',
      'Le sexe est requis',
      'Le prix doit être supérieur à 0',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Bonnet ${RUN}`);
    await choose(dialog, page, "Type d'habit", 'Bonnet');
    await choose(dialog, page, 'Taille', 'M');
    await choose(dialog, page, 'Sexe', 'Mixte');
    await dialog.getByRole('textbox', { name: /Description/ }).fill('Laine mérinos');
    await dialog.getByRole('textbox', { name: /Prix unitaire/ }).fill('8000');
    await submit(dialog, 'Ajouter');
    await search(page, `Bonnet ${RUN}`);
    await expect(row(page, `Bonnet ${RUN}`)).toContainText('Mixte');
    await expect(row(page, `Bonnet ${RUN}`)).toContainText('8 000,00 FCFA');

    const edit = await editRow(page, `Bonnet ${RUN}`, "Modifier l'habit");
    await choose(edit, page, 'Taille', 'XL');
    await choose(edit, page, 'Sexe', 'Enfant');
    await submit(edit, 'Modifier');
    await expect(row(page, `Bonnet ${RUN}`)).toContainText('XL');
    await expect(row(page, `Bonnet ${RUN}`)).toContainText('Enfant');

    await deleteRow(
      page,
      `Bonnet ${RUN}`,
      "Supprimer l'habit",
      'Êtes-vous sûr de vouloir supprimer cet habit ?',
    );
  });

  test('pouch: create with its components, edit and delete', async ({ page }) => {
    await open(page, '/trousses', 'Gestion des Trousses');
    const dialog = await openDialog(page, 'Ajouter une trousse');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(dialog.getByText('Le nom est requis')).toBeVisible();
    await expect(dialog.getByText('Le prix unitaire est requis')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Trousse ${RUN}`);
    await dialog.getByRole('textbox', { name: /Prix unitaire/ }).fill('15000');
    await dialog.getByRole('button', { name: 'Ajouter le composant' }).click();
    await expect(dialog.getByText('Indiquez le nom et une quantité entière d’au moins 1.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nom du composant', exact: true }).fill('Crochet 3 mm');
    await dialog.getByRole('textbox', { name: 'Quantité', exact: true }).fill('2');
    await dialog.getByRole('button', { name: 'Ajouter le composant' }).click();
    await dialog.getByRole('textbox', { name: 'Nom du composant', exact: true }).fill('Mètre ruban');
    await dialog.getByRole('button', { name: 'Ajouter le composant' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Nom du composant 2' })).toHaveValue('Mètre ruban');
    await submit(dialog, 'Ajouter');
    await search(page, `Trousse ${RUN}`);
    await expect(row(page, `Trousse ${RUN}`)).toContainText('2 × Crochet 3 mm');
    await expect(row(page, `Trousse ${RUN}`)).toContainText('1 × Mètre ruban');

    const edit = await editRow(page, `Trousse ${RUN}`, 'Modifier la trousse');
    await edit.getByRole('button', { name: 'Retirer Mètre ruban' }).click();
    await edit.getByRole('textbox', { name: 'Quantité du composant 1' }).fill('3');
    await submit(edit, 'Modifier');
    await expect(row(page, `Trousse ${RUN}`)).toContainText('3 × Crochet 3 mm');
    await expect(row(page, `Trousse ${RUN}`)).not.toContainText('Mètre ruban');

    await deleteRow(
      page,
      `Trousse ${RUN}`,
      'Supprimer la trousse',
      'Êtes-vous sûr de vouloir supprimer cette trousse ?',
    );
  });

  test('kit: create, edit and delete', { tag: '@any-size' }, async ({ page }) => {
    await open(page, '/kits', 'Gestion des Kits');
    const dialog = await openDialog(page, 'Ajouter un kit');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(dialog.getByText('Le nom est requis')).toBeVisible();
    await expect(dialog.getByText('Le prix doit être supérieur à 0')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Kit ${RUN}`);
    await dialog.getByRole('textbox', { name: /Prix unitaire/ }).fill('12000');
    await dialog.getByRole('textbox', { name: /Contenance/ }).fill('2 pelotes, 1 crochet');
    await submit(dialog, 'Ajouter');
    await search(page, `Kit ${RUN}`);
    await expect(row(page, `Kit ${RUN}`)).toContainText('2 pelotes, 1 crochet');

    const edit = await editRow(page, `Kit ${RUN}`, 'Modifier le kit');
    await edit.getByRole('textbox', { name: /Contenance/ }).fill('3 pelotes');
    await submit(edit, 'Modifier');
    await expect(row(page, `Kit ${RUN}`)).toContainText('3 pelotes');

    await deleteRow(page, `Kit ${RUN}`, 'Supprimer le kit', 'Êtes-vous sûr de vouloir supprimer ce kit ?');
  });

  test('machine: create, edit and delete', { tag: '@any-size' }, async ({ page }) => {
    await open(page, '/machines', 'Gestion des Machines');
    const dialog = await openDialog(page, 'Ajouter une machine');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    for (const message of ['Le nom est requis', 'La marque est requise', 'Le prix doit être supérieur à 0']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Singer ${RUN}`);
    await dialog.getByRole('textbox', { name: 'Marque', exact: true }).fill('Singer');
    await dialog.getByRole('textbox', { name: /Prix unitaire/ }).fill('150000');
    await submit(dialog, 'Ajouter');
    await search(page, `Singer ${RUN}`);
    await expect(row(page, `Singer ${RUN}`)).toContainText('150 000,00 FCFA');

    const edit = await editRow(page, `Singer ${RUN}`, 'Modifier la machine');
    await edit.getByRole('textbox', { name: 'Marque', exact: true }).fill('Brother');
    await submit(edit, 'Modifier');
    await expect(row(page, `Singer ${RUN}`)).toContainText('Brother');

    await deleteRow(
      page,
      `Singer ${RUN}`,
      'Supprimer la machine',
      'Êtes-vous sûr de vouloir supprimer cette machine ?',
    );
  });

  test('pouch component: create, edit and delete', { tag: '@any-size' }, async ({ page }) => {
    await open(page, '/trousse-composants', 'Gestion des Composants de trousse');
    const dialog = await openDialog(page, 'Ajouter un composant');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(dialog.getByText('Nom et type obligatoires')).toHaveCount(2);
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Fermeture ${RUN}`);
    await dialog.getByRole('textbox', { name: 'Type', exact: true }).fill('Zip');
    await dialog.getByRole('textbox', { name: /Prix unitaire/ }).fill('150');
    await submit(dialog, 'Ajouter');
    await search(page, `Fermeture ${RUN}`);
    await expect(row(page, `Fermeture ${RUN}`)).toContainText('Zip');
    await expect(row(page, `Fermeture ${RUN}`)).toContainText('150,00 FCFA');

    const edit = await editRow(page, `Fermeture ${RUN}`, 'Modifier le composant');
    await edit.getByRole('textbox', { name: 'Quantité', exact: true }).fill('4');
    await submit(edit, 'Modifier');
    await expect(row(page, `Fermeture ${RUN}`)).toContainText('4');

    await deleteRow(
      page,
      `Fermeture ${RUN}`,
      'Supprimer le composant',
      'Êtes-vous sûr de vouloir supprimer ce composant ? Cette action est irréversible.',
    );
  });

  test('catalogue: one card per type with its active count, and a search across types', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const counts = await request.get('/api/Articles/list-laines?page_size=1', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const woolCount = ((await counts.json()) as { count: number }).count;

    await open(page, '/catalogue', 'Catalogue');
    const cards = page.getByRole('region', { name: 'Types de produits' });
    await expect(cards.getByRole('link')).toHaveCount(7);
    await expect(page.getByTestId('catalogue-count-laine')).toHaveText(
      `${woolCount} article${woolCount > 1 ? 's' : ''} actif${woolCount > 1 ? 's' : ''}`,
    );
    await expect(cards.getByRole('link', { name: /Laines/ })).toContainText(
      'De 1 000,00 FCFA à 7 000,00 FCFA',
    );

    await page
      .getByRole('searchbox', { name: 'Rechercher dans tout le catalogue' })
      .fill(`${WOOL_PAGING_PREFIX} 3`);
    const result = page.getByRole('link', { name: new RegExp(`${WOOL_PAGING_PREFIX} 3`) });
    await expect(result).toContainText('Laine');
    await result.click();
    await expect(page).toHaveURL(/\/laines\?nom=/);
    await expect(row(page, `${WOOL_PAGING_PREFIX} 3`)).toBeVisible();
  });
});
