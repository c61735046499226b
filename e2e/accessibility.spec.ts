import { createShop, createWool, get, post } from './support/api.ts';
import { violations } from './support/axe.ts';
import { openSalesOf } from './support/pickers.ts';
import { listScreens } from './support/screens.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Every screen checked by axe-core against WCAG 2.1 A and AA, on a desktop and on a 360 px phone:
// no serious or critical violation. The screens hold data (a shop, a wool, a client, a sale), so
// that their lists, cards and records are checked, not only their empty states.

const RUN = Date.now().toString(36);

test('every screen: no serious or critical axe-core violation', async ({ page }) => {
  // About 40 screens, each loaded then checked by axe-core: several seconds each on a busy machine.
  test.setTimeout(480_000);
  await signIn(page);
  const { id: shopId } = await createShop(page, `Axe ${RUN}`, 'Treichville');
  const { id: woolId } = await createWool(page, `Laine axe ${RUN}`, 150_000);
  await post(page, '/Magasins/stocks/add', { magasin: shopId, produit_id: woolId, quantite: 12, bain: 'A1' });
  const client = await post<{ id: number }>(page, '/Clients/clients-particuliers/create', {
    nom: `Axe${RUN}`,
    prenom: 'Fatou',
    contact: '07 22 33 44 55',
  });
  await post(page, '/Mouvements/ventes/creer/', {
    client: client.id,
    magasin: shopId,
    articles: [{ article: woolId, quantite: 1 }],
  });
  // The sale opened the shop's till: a deposit to the bank out of it, for /depots and /journee.
  const till = await get<{ session: { id: number } }>(page, `/Caisses/courante?magasin=${shopId}`);
  await post(page, `/Caisses/${till.session.id}/mouvements`, {
    sens: 'sortie',
    montant: 100_000,
    categorie: 'depot_banque',
  });

  // A purchase order sent to a supplier: its page and its receipt screen.
  const supplier = await post<{ id: number }>(page, '/Fournisseurs/', { nom: `Fournisseur axe ${RUN}` });
  const order = await post<{ id: number }>(page, '/BonsDeCommande/', {
    fournisseur: supplier.id,
    magasin: shopId,
    lignes: [{ article: woolId, quantite: 6, prix_unitaire: 90_000 }],
  });
  await post(page, `/BonsDeCommande/${order.id}/envoyer`, {});

  // A layaway of two of the wool's balls, with a deposit: its page.
  const layaway = await post<{ id: number }>(page, '/MisesDeCote/', {
    client: client.id,
    magasin: shopId,
    lignes: [{ article: woolId, quantite: 2, bain: 'A1' }],
    paiements: [{ methode: 'especes', montant: 100_000, montant_recu: 100_000 }],
  });

  const screens = [
    '/',
    '/magasins',
    '/catalogue',
    ...listScreens(shopId),
    '/journee',
    `/clients/${client.id}`,
    `/ventes/mises-de-cote/${layaway.id}`,
    '/reassort',
    `/bons-de-commande/${order.id}`,
    `/bons-de-commande/${order.id}/reception`,
    '/admin/import',
    '/admin/parametres',
    '/profil',
    '/404',
  ];
  const found: string[] = [];
  for (const path of screens) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Chargement/)).toHaveCount(0);
      found.push(...(await violations(page, path)));
    });
  }
  await test.step('the new sale sheet', async () => {
    await openSalesOf(page, `Axe ${RUN}`);
    await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Nouvelle vente' })).toBeVisible();
    found.push(...(await violations(page, 'Nouvelle vente')));
  });
  await test.step('the price list form', async () => {
    await page.goto('/tarifs');
    await page.getByRole('button', { name: 'Nouveau tarif' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau tarif' });
    await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
    // The new line's article picker takes the focus and opens its list: Escape closes the list only.
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Ajouter un palier' }).click();
    await expect(dialog.getByRole('textbox', { name: /palier 1/ }).first()).toBeVisible();
    found.push(...(await violations(page, 'Nouveau tarif')));
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });
  await test.step('the sign-in screen', async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /Se connecter/ })).toBeVisible();
    found.push(...(await violations(page, '/login')));
  });
  expect(found).toEqual([]);
});
