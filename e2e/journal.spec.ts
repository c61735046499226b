import { goThroughMenu, sideScroll } from './support/navigation.ts';
import { signIn } from './support/session.ts';
import { dataTable } from './support/tables.ts';
import { expect, type Page, test } from './support/test.ts';

// The journal end to end, on the real server and database: direction changes a wool's price, reads
// the sentence in the article's 'Historique', then on /admin/journal filtered by entity; on a
// desktop and on a 360 px wide phone.

test.describe.configure({ mode: 'serial' });

// Names unique to this run: the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);

async function createWool(page: Page, nom: string) {
  const response = await page.request.post('/api/Articles/laines/create', {
    data: { nom, prix_unitaire: 250_000, grammage: 50 },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The wool's edit dialog, from the wool list narrowed to its name. */
async function openWoolDialog(page: Page, nom: string) {
  await page.goto(`/laines?nom=${encodeURIComponent(nom)}`);
  await page.getByRole('button', { name: `Modifier ${nom}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la laine' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test(`a price change reads as a sentence in the wool's history and in the journal`, {
  tag: '@any-size',
}, async ({ page, isMobile: phone }) => {
  const wool = `Laine journal ${RUN}`;
  const sentence = `Administrateur Pelote a changé le prix de ${wool} : 2 500,00 FCFA → 3 000,00 FCFA`;
  await signIn(page);
  await createWool(page, wool);

  const edit = await openWoolDialog(page, wool);
  await edit.getByRole('textbox', { name: /Prix unitaire/ }).fill('3000');
  await edit.getByRole('button', { name: 'Modifier', exact: true }).click();
  await expect(edit).toBeHidden();

  const again = await openWoolDialog(page, wool);
  await again.getByRole('button', { name: 'Historique' }).click();
  await expect(again.getByText(sentence)).toBeVisible();
  await expect(again.getByText(`a créé l'article ${wool}`)).toBeVisible();
  await again.getByRole('button', { name: 'Annuler' }).click();
  await expect(again).toBeHidden();

  await goThroughMenu(page, 'Journal des modifications');
  await expect(page.getByRole('heading', { name: 'Journal des modifications', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Entité/ }).click();
  await page.getByRole('option', { name: 'Article', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/journal\?entite=article$/);
  await expect(page.getByRole('list', { name: 'Filtres actifs' })).toContainText('Entité : Article');
  const table = dataTable(page, 'Journal des modifications');
  await expect(table.getByText(sentence)).toBeVisible();
  if (phone) expect(await sideScroll(page)).toBe(false);
});
