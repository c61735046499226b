import { ADMIN } from './support/env.ts';
import { signIn } from './support/session.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test.ts';

/** User administration, and what a gerant sees of it. */

const suffix = Date.now().toString(36);
const SHOP_NAME = `Boutique Adjamé ${suffix}`;
const GERANT = { username: `kadi.${suffix}`, password: 'gerant-motdepasse' };

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/Users/authenticate-user', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token as string;
}

async function createShop(request: APIRequestContext, nom: string): Promise<number> {
  const token = await adminToken(request);
  const response = await request.post('/api/Magasins/magasin-create', {
    headers: { authorization: `Bearer ${token}` },
    data: { nom, quartier: 'Adjamé', is_active: true },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as number;
}

async function openUsers(page: Page) {
  await page.goto('/admin/utilisateurs');
  await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs', level: 1 })).toBeVisible();
}

function userRow(page: Page, username: string): Locator {
  return page.getByRole('row').filter({ hasText: `@${username}` });
}

/** Picks an option of a react-aria select of the dialog. */
async function choose(dialog: Locator, label: RegExp, option: string) {
  await dialog.getByRole('button', { name: label }).click();
  await dialog.page().getByRole('option', { name: option }).click();
}

test.describe
  .serial('user administration', () => {
    let shopId: number;

    test.beforeAll(async ({ request }) => {
      shopId = await createShop(request, SHOP_NAME);
    });

    test('direction creates a gerant assigned to a shop, then edits them', async ({ page }) => {
      await signIn(page);
      await openUsers(page);
      await expect(userRow(page, ADMIN.username)).toContainText('Direction');

      await page.getByRole('button', { name: 'Nouvel utilisateur' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
      await expect(dialog.getByRole('combobox', { name: /Nationalité/ })).toHaveValue('France');
      await expect(dialog.getByRole('button', { name: /Rôle/ })).toContainText('Gérant');
      await expect(dialog.getByRole('checkbox', { name: 'Compte actif' })).toHaveCount(0);

      // An empty submit shows the messages under the fields and sends nothing.
      await dialog.getByRole('button', { name: 'Créer' }).click();
      await expect(dialog.getByText("Le nom d'utilisateur est requis")).toBeVisible();
      await expect(dialog.getByText('Un magasin doit être assigné pour un gérant')).toBeVisible();

      await dialog.getByLabel("Nom d'utilisateur").fill(GERANT.username);
      await dialog.getByLabel('Email').fill(`${GERANT.username}@pelote.test`);
      await dialog.getByLabel('Prénom').fill('Kadi');
      await dialog.getByLabel(/^Nom( \*)?$/).fill('Bamba');
      await dialog.getByLabel('Mot de passe', { exact: true }).fill(GERANT.password);
      await dialog.getByLabel('Confirmer le mot de passe').fill(GERANT.password);
      await dialog.getByLabel('Téléphone').fill('+225 07 11 22 33');
      await choose(dialog, /Magasin assigné/, SHOP_NAME);
      await dialog.getByRole('button', { name: 'Créer' }).click();
      await expect(dialog).toBeHidden();

      const row = userRow(page, GERANT.username);
      await expect(row).toContainText('Kadi Bamba');
      await expect(row).toContainText('Gérant');
      await expect(row).toContainText('Actif');
      await expect(row).toContainText('+225 07 11 22 33');
      await expect(row).toContainText('France');
      await expect(row).toContainText(`Magasin ${shopId}`);

      await row.getByRole('button', { name: `Modifier ${GERANT.username}` }).click();
      const edit = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
      await expect(edit.getByLabel("Nom d'utilisateur")).toHaveValue(GERANT.username);
      await expect(edit.getByLabel('Mot de passe', { exact: true })).toHaveAttribute(
        'placeholder',
        'Laisser vide pour ne pas modifier',
      );
      await expect(edit.getByRole('checkbox', { name: 'Compte actif' })).toBeChecked();
      await edit.getByLabel('Prénom').fill('Kadidia');
      await edit.getByRole('button', { name: 'Modifier' }).click();
      await expect(edit).toBeHidden();
      await expect(userRow(page, GERANT.username)).toContainText('Kadidia Bamba');
    });

    test('the gerant sees only their shop, no Administration, and no user management', {
      tag: '@any-size',
    }, async ({ page }) => {
      await signIn(page, GERANT.username, GERANT.password);
      await expect(page.getByText('Magasin assigné')).toBeVisible();
      await expect(page.getByText(SHOP_NAME)).toBeVisible();
      await expect(page.getByRole('button', { name: /Magasin|Tous les magasins/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Utilisateurs' })).toHaveCount(0);

      await page.goto('/admin/utilisateurs');
      await expect(page.getByText('Permissions insuffisantes')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toHaveCount(0);
    });

    test('a deactivated gerant is signed out and refused at sign-in', { tag: '@any-size' }, async ({
      page,
      browser,
      baseURL,
    }) => {
      const gerantContext = await browser.newContext({ baseURL, locale: 'fr-FR' });
      const gerantPage = await gerantContext.newPage();
      await signIn(gerantPage, GERANT.username, GERANT.password);

      await signIn(page);
      await openUsers(page);
      await userRow(page, GERANT.username)
        .getByRole('button', { name: `Modifier ${GERANT.username}` })
        .click();
      const edit = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
      // react-aria keeps the input itself visually hidden: press its label, as a user does.
      await edit.getByText('Compte actif').click();
      await expect(edit.getByRole('checkbox', { name: 'Compte actif' })).not.toBeChecked();
      await edit.getByRole('button', { name: 'Modifier' }).click();
      await expect(edit).toBeHidden();
      await expect(userRow(page, GERANT.username)).toContainText('Inactif');

      // The gerant's session ended: their next call sends them to the sign-in page.
      await gerantPage.goto('/laines');
      await expect(gerantPage).toHaveURL(/\/login/);
      await gerantPage.getByLabel("Nom d'utilisateur").fill(GERANT.username);
      await gerantPage.getByLabel('Mot de passe', { exact: true }).fill(GERANT.password);
      await gerantPage.getByRole('button', { name: 'Se connecter' }).click();
      await expect(
        gerantPage.getByText("Accès refusé. Votre compte n'est peut-être pas actif"),
      ).toBeVisible();
      await gerantContext.close();
    });

    test('direction deletes a user after the confirmation', { tag: '@any-size' }, async ({ page }) => {
      await signIn(page);
      await openUsers(page);
      const row = userRow(page, GERANT.username);
      await row.getByRole('button', { name: `Supprimer ${GERANT.username}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(
        `Êtes-vous sûr de vouloir supprimer l'utilisateur ${GERANT.username} ? Cette action est irréversible.`,
      );
      await confirm.getByRole('button', { name: 'Supprimer' }).click();
      await expect(confirm).toBeHidden();
      await expect(userRow(page, GERANT.username)).toHaveCount(0);
      await expect(userRow(page, ADMIN.username)).toBeVisible();
    });

    test.describe('on a 360 px wide phone', () => {
      test.skip(({ isMobile }) => !isMobile, 'the phone project runs these');

      test('the screen and its dialog fit', async ({ page }) => {
        await signIn(page);
        await openUsers(page);
        const fits = () =>
          page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
        expect(await fits()).toBe(true);
        await page.getByRole('button', { name: 'Nouvel utilisateur' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
        await expect(dialog.getByRole('button', { name: 'Créer' })).toBeVisible();
        expect(await fits()).toBe(true);
        await dialog.getByRole('button', { name: 'Annuler' }).click();
        await expect(dialog).toBeHidden();
      });
    });
  });
