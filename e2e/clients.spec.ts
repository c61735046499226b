import { signIn } from './support/session.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/** A name no other run or spec uses, so the rows found are this test's own. */
const NOM = `Koné-${Date.now().toString(36)}`;
const FULL_NAME = `Awa ${NOM}`;

function tomorrowIso(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function field(dialog: Locator, name: string) {
  return dialog.getByRole('textbox', { name: new RegExp(`^${name}`) });
}

async function findRow(page: Page) {
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(NOM);
  const row = page.getByRole('row', { name: new RegExp(FULL_NAME) });
  await expect(row).toBeVisible();
  return row;
}

test.describe('clients', () => {
  test('create with every field, validation messages, edit, profile, delete', async ({ page }) => {
    await signIn(page);
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Clients.*Pelote/);

    // Bad input: the French messages under the fields, and nothing saved.
    await page.getByRole('button', { name: 'Ajouter un client' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un client' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByText('Le nom est requis')).toBeVisible();
    await expect(dialog.getByText('Le prénom est requis')).toBeVisible();
    await expect(dialog.getByText('Le contact est requis')).toBeVisible();

    await field(dialog, 'Email').fill('awa@');
    await dialog.getByLabel('Date de naissance').fill(tomorrowIso());
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByText("Format d'email invalide")).toBeVisible();
    await expect(dialog.getByText('La date de naissance ne peut pas être dans le futur')).toBeVisible();

    // Every field, the nationality found by typing part of it.
    await field(dialog, 'Nom').fill(`  ${NOM} `);
    await expect(dialog.getByText('Le nom est requis')).toHaveCount(0);
    await field(dialog, 'Prénom').fill('Awa');
    await field(dialog, 'Contact').fill('+225 07 07 07 07 07');
    await dialog.getByRole('button', { name: /Sexe/ }).click();
    await page.getByRole('option', { name: 'Femme' }).click();
    await field(dialog, 'Email').fill('awa.kone@example.ci');
    await dialog.getByLabel('Date de naissance').fill('1990-05-14');
    await field(dialog, 'Profession').fill('Couturière');
    await dialog.getByRole('combobox', { name: 'Nationalité' }).fill('ivoir');
    await page.getByRole('option', { name: 'Ivoirienne' }).click();
    await field(dialog, 'Adresse').fill('Cocody, rue des Jardins, villa 12');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog).toBeHidden();

    let row = await findRow(page);
    await expect(row).toContainText('ans');
    await expect(row).toContainText('+225 07 07 07 07 07');
    await expect(row).toContainText('awa.kone@example.ci');
    await expect(row).toContainText('Couturière');
    await expect(row).toContainText('Ivoirienne');
    await expect(row).toContainText('0,00 FCFA');
    await expect(row).toContainText('Nouveau client');

    // Edit: the form opens with the client's values.
    await row.getByRole('button', { name: `Modifier ${FULL_NAME}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le client' });
    await expect(field(edit, 'Nom')).toHaveValue(NOM);
    await expect(edit.getByRole('combobox', { name: 'Nationalité' })).toHaveValue('Ivoirienne');
    await field(edit, 'Profession').fill('Styliste');
    await edit.getByRole('combobox', { name: 'Nationalité' }).fill('sénég');
    await page.getByRole('option', { name: 'Sénégalaise' }).click();
    await edit.getByRole('button', { name: 'Modifier' }).click();
    await expect(edit).toBeHidden();
    row = await findRow(page);
    await expect(row).toContainText('Styliste');
    await expect(row).toContainText('Sénégalaise');

    // The profile of a client who has bought nothing yet.
    await row.getByRole('link', { name: `Voir le profil de ${FULL_NAME}` }).click();
    await expect(page).toHaveURL(/\/clients\/\d+$/);
    const profileUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Fiche client', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: FULL_NAME, level: 2 })).toBeVisible();
    await expect(page.getByText('14/05/1990')).toBeVisible();
    await expect(page.getByText('Dernier achat')).toBeVisible();
    await expect(page.getByText('Jamais')).toBeVisible();
    await expect(page.getByText('Total achats')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historique des achats' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour aux clients' }).click();
    await expect(page).toHaveURL(/\/clients$/);

    // Delete, after the confirmation.
    row = await findRow(page);
    await row.getByRole('button', { name: `Supprimer ${FULL_NAME}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer le client' });
    await expect(confirm).toContainText(
      `Êtes-vous sûr de vouloir supprimer le client ${FULL_NAME} ? Cette action est irréversible.`,
    );
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();

    await page.goto(profileUrl);
    await expect(page.getByRole('heading', { name: 'Client non trouvé' })).toBeVisible();
    await expect(page.getByText("Le client demandé n'existe pas ou a été supprimé.")).toBeVisible();
    await page.getByRole('link', { name: 'Retour aux clients' }).click();
    await expect(page).toHaveURL(/\/clients$/);
  });

  test('works on a 360 px wide phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone project runs it');
    await signIn(page);
    const created = await page.request.post('/api/Clients/clients-particuliers/create', {
      data: {
        nom: `${NOM}-mobile`,
        prenom: 'Moussa',
        contact: '0102030405',
        adresse: 'Yopougon, carrefour Siporex',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const noSideScroll = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

    await page.goto(`/clients?search=${encodeURIComponent(`${NOM}-mobile`)}`);
    await expect(page.getByRole('row', { name: /Moussa/ })).toBeVisible();
    await noSideScroll();

    await page.getByRole('button', { name: 'Ajouter un client' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un client' });
    await expect(dialog.getByRole('button', { name: 'Ajouter' })).toBeInViewport();
    await noSideScroll();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto(`/clients/${id}`);
    await expect(page.getByText('Jamais')).toBeVisible();
    await expect(page.getByText('Aucun article trouvé').first()).toBeVisible();
    await noSideScroll();
  });

  test('the nationality can be chosen with the keyboard only', { tag: '@any-size' }, async ({ page }) => {
    await signIn(page);
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Ajouter un client' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un client' });
    await expect(field(dialog, 'Nom')).toBeFocused();
    await page.keyboard.type(`${NOM}-clavier`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Fanta');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0708091011');
    const nationality = dialog.getByRole('combobox', { name: 'Nationalité' });
    await nationality.focus();
    await page.keyboard.type('franç');
    await expect(page.getByRole('option', { name: 'Française' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(nationality).toHaveValue('Française');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(`${NOM}-clavier`);
    await expect(page.getByRole('row', { name: /Fanta/ })).toContainText('Française');
  });
});
