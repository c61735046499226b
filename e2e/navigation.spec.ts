import { goThroughMenu } from './support/navigation.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

test.describe('navigation', () => {
  test('the 404 page searches for a typed path', { tag: '@any-size' }, async ({ page }) => {
    await signIn(page);
    await page.goto('/cette-page-nexiste-pas');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Page non trouvée')).toBeVisible();
    const field = page.getByPlaceholder('/dashboard');
    await field.fill('clients');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page).toHaveTitle(/Clients.*Pelote/);
  });

  test('every menu entry opens its page, with the product name in the title', { tag: '@any-size' }, async ({
    page,
  }) => {
    await signIn(page);
    const entries: [string, RegExp][] = [
      ['Laines', /\/laines$/],
      ['Accessoires', /\/accessoires$/],
      ['Habits', /\/habits$/],
      ['Trousses', /\/trousses$/],
      ['Composants de trousse', /\/trousse-composants$/],
      ['Kits', /\/kits$/],
      ['Machines', /\/machines$/],
      ['Magasins', /\/magasins$/],
      ['Clients', /\/clients$/],
      ['Ventes', /\/ventes$/],
      ['Entrées de stock', /\/entrees$/],
      ['Utilisateurs', /\/admin\/utilisateurs$/],
      ['Tableau de bord', /\/$/],
    ];
    for (const [label, url] of entries) {
      await goThroughMenu(page, label);
      await expect(page).toHaveURL(url);
      await expect(page).toHaveTitle(/Pelote/);
    }
  });

  test('my profile and settings open from the user menu', { tag: '@any-size' }, async ({ page }) => {
    await signIn(page);
    await page
      .getByRole('button', { name: /menu utilisateur|admin/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Mon profil' }).click();
    await expect(page).toHaveURL(/\/profil$/);
    await expect(page.getByText('La gestion de profil sera bientôt disponible')).toBeVisible();
    await page
      .getByRole('button', { name: /menu utilisateur|admin/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL(/\/admin\/parametres$/);
    await expect(page.getByRole('region', { name: 'Remises' })).toBeVisible();
  });

  test.describe('on a 360 px wide phone', () => {
    test.skip(({ isMobile }) => !isMobile, 'the phone project runs these');

    test('the menu slides in, navigates, and closes', async ({ page }) => {
      await signIn(page);
      const noHorizontalScroll = await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
      expect(noHorizontalScroll).toBe(true);
      await page.getByRole('button', { name: /ouvrir le menu/i }).click();
      const drawer = page.getByRole('dialog', { name: /menu/i });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText('Produits')).toBeVisible();
      await expect(drawer.getByText('Gestion')).toBeVisible();
      await expect(drawer.getByText('Administration')).toBeVisible();
      await drawer.getByRole('link', { name: 'Clients', exact: true }).click();
      await expect(page).toHaveURL(/\/clients$/);
      await expect(drawer).toBeHidden();

      await page.getByRole('button', { name: /ouvrir le menu/i }).click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });

    test('only the slide-in menu draws the links; widening the window shows the sidebar and closes the menu', async ({
      page,
    }) => {
      await signIn(page);
      const mainMenu = page.getByRole('navigation', { name: 'Menu principal' });
      // The sidebar is not drawn at all on a phone (not only hidden): its links cost the first render.
      await expect(page.locator('aside')).toHaveCount(0);
      await page.getByRole('button', { name: /ouvrir le menu/i }).click();
      const drawer = page.getByRole('dialog', { name: /menu/i });
      await expect(drawer.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      await expect(mainMenu).toHaveCount(1);

      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(drawer).toBeHidden();
      await expect(page.locator('aside').getByRole('link', { name: 'Clients', exact: true })).toBeVisible();

      await page.setViewportSize({ width: 360, height: 740 });
      await expect(page.locator('aside')).toHaveCount(0);
    });

    test('the login page fits the screen', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits).toBe(true);
    });
  });
});
