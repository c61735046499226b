import { ADMIN } from './support/env.ts';
import { signIn } from './support/session.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test.ts';

// A real 1×1 PNG, so the browser can draw it on the card.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Names unique to this run: the e2e database is shared by every spec file.
const run = Date.now().toString(36);

async function adminToken(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/Users/authenticate-user', { data: ADMIN });
  expect(response.status()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}` };
}

async function createShop(request: APIRequestContext, headers: Record<string, string>, nom: string) {
  const response = await request.post('/api/Magasins/magasin-create', {
    headers,
    data: { nom, quartier: 'Treichville', is_active: true },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; nom: string };
}

/** The card of a shop, going through the pages of the grid until it shows. */
async function showCard(page: Page, nom: string): Promise<Locator> {
  const card = page.getByRole('article', { name: nom, exact: true });
  for (let number = 1; number <= 30; number += 1) {
    await page.goto(number === 1 ? '/magasins' : `/magasins?page=${number}`);
    await expect(page.getByRole('heading', { name: 'Magasins', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Liste des magasins' })).toBeVisible();
    if (await card.isVisible()) return card;
  }
  throw new Error(`no card for ${nom}`);
}

test.describe('shops (/magasins)', () => {
  test.describe.configure({ mode: 'serial' });

  const photoShop = `Boutique Angré ${run}`;

  test('creates a shop with a photo, then edits it', async ({ page }) => {
    await signIn(page);
    await page.goto('/magasins');
    await page.getByRole('button', { name: 'Ajouter un magasin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un nouveau magasin' });
    await expect(dialog).toBeVisible();

    // Empty submit: the required messages.
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await expect(dialog.getByText('Le nom est requis')).toBeVisible();
    await expect(dialog.getByText('Le quartier est requis')).toBeVisible();

    await dialog.getByRole('textbox', { name: /Nom du magasin/ }).fill(photoShop);
    await dialog.getByRole('textbox', { name: /Quartier/ }).fill('Angré');
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('bonjour'),
    });
    await expect(
      dialog.getByText('Type de fichier non supporté. Types acceptés: image/jpeg, image/png, image/webp'),
    ).toBeVisible();
    await fileInput.setInputFiles({ name: 'devanture.png', mimeType: 'image/png', buffer: PNG });
    // Sent at once: the preview is the photo the server now holds, which the shop's save names.
    await expect(dialog.getByRole('img', { name: 'devanture' })).toHaveAttribute(
      'src',
      /^\/api\/Magasins\/photos\/[a-f0-9]{32}\.png$/,
    );
    await expect(dialog.getByRole('checkbox', { name: 'Magasin actif' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await expect(dialog).toBeHidden();

    let card = await showCard(page, photoShop);
    const photo = card.getByRole('img', { name: 'devanture' });
    await expect(photo).toHaveAttribute('src', /^\/api\/Magasins\/photos\/[a-f0-9]{32}\.png$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByText('Quartier')).toBeVisible();
    await expect(card.getByText('Angré', { exact: true })).toBeVisible();
    await expect(card.getByText('Actif', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Stock' })).toBeEnabled();

    // Edit: the dialog starts from the shop's values.
    await card.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le magasin' });
    await expect(edit.getByRole('textbox', { name: /Nom du magasin/ })).toHaveValue(photoShop);
    await edit.getByRole('textbox', { name: /Quartier/ }).fill('Angré 8e tranche');
    // With the keyboard, as react-aria's checkbox input is visually hidden.
    await edit.getByRole('checkbox', { name: 'Magasin actif' }).focus();
    await page.keyboard.press('Space');
    await expect(edit.getByRole('checkbox', { name: 'Magasin actif' })).not.toBeChecked();
    await edit.getByRole('button', { name: 'Modifier' }).click();
    await expect(edit).toBeHidden();

    card = await showCard(page, photoShop);
    await expect(card.getByText('Angré 8e tranche')).toBeVisible();
    await expect(card.getByText('Inactif', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: 'devanture' })).toBeVisible();
  });

  test('pages through the shops, 5 per page, and deletes one after confirmation', {
    tag: '@any-size',
  }, async ({ page, request }) => {
    const headers = await adminToken(request);
    const names: string[] = [];
    for (let index = 1; index <= 6; index += 1) {
      names.push((await createShop(request, headers, `Page ${run} ${index}`)).nom);
    }

    await signIn(page);
    await page.goto('/magasins');
    const grid = page.getByRole('list', { name: 'Liste des magasins' });
    await expect(grid.getByRole('article')).toHaveCount(5);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByText(/^Page 1 sur \d+$/)).toBeVisible();
    const firstOnPage1 = await grid.getByRole('heading').first().textContent();
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/magasins\?page=2$/);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(grid.getByRole('heading').first()).not.toHaveText(firstOnPage1 ?? '');
    expect(await grid.getByRole('article').count()).toBeLessThanOrEqual(5);

    const doomed = names[5] ?? '';
    const card = await showCard(page, doomed);
    await card.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer le magasin' });
    await expect(
      confirm.getByText('Êtes-vous sûr de vouloir supprimer ce magasin ? Cette action est irréversible.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('article', { name: doomed, exact: true })).toHaveCount(0);
    const list = (await (await request.get('/api/Magasins/liste-magasins', { headers })).json()) as {
      nom: string;
    }[];
    expect(list.map((shop) => shop.nom)).not.toContain(doomed);
  });

  test('shows the reason when a shop still has a user', { tag: '@any-size' }, async ({ page, request }) => {
    const headers = await adminToken(request);
    const shop = await createShop(request, headers, `Occupé ${run}`);
    const user = await request.post('/api/Users/user-create', {
      headers,
      data: {
        username: `gerant${run}`,
        email: `gerant${run}@pelote.test`,
        first_name: 'Koffi',
        last_name: 'Yao',
        password: 'motdepasse-solide',
        role: 'gerant',
        nationalite: 'FR',
        telephone: '',
        magasin: shop.id,
      },
    });
    expect(user.status()).toBe(201);

    await signIn(page);
    const card = await showCard(page, shop.nom);
    await card.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer le magasin' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('alert')).toContainText(
      'Erreur lors de la suppression du magasin : Impossible de supprimer ce magasin',
    );
    await expect(page.getByRole('alert')).toContainText('1 utilisateur');
    await expect(page.getByRole('article', { name: shop.nom, exact: true })).toBeVisible();
  });

  test.describe('on a 360 px wide phone', () => {
    test.skip(({ isMobile }) => !isMobile, 'the phone project runs these');

    test('the grid and the dialog fit, and the dialog works with the keyboard', async ({ page }) => {
      await signIn(page);
      await page.goto('/magasins');
      await expect(page.getByRole('list', { name: 'Liste des magasins' })).toBeVisible();
      const fits = () =>
        page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
      expect(await fits()).toBe(true);
      await page.getByRole('button', { name: 'Ajouter un magasin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Créer un nouveau magasin' });
      await expect(dialog.getByRole('textbox', { name: /Nom du magasin/ })).toBeFocused();
      await page.keyboard.type(`Clavier ${run}`);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Marcory');
      // Tab reaches the drop zone (paste / keyboard drop), then its 'choisir un fichier' button.
      const choose = dialog.getByRole('button', { name: /choisir un fichier/ });
      for (
        let presses = 0;
        presses < 3 && !(await choose.evaluate((el) => el === document.activeElement));
        presses += 1
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(choose).toBeFocused();
      expect(await fits()).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
});
