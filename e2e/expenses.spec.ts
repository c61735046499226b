import { createGerant, createShop, GERANT_PASSWORD, post, put } from './support/api.ts';
import { sideScroll } from './support/navigation.ts';
import { choose } from './support/pickers.ts';
import { signIn, signInAnew } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Cash-outs by category, end to end on a desktop and a 360 px phone: head office caps the shop's
// expenses at 10 000 FCFA a day; its gerant takes a taxi (Transport), is refused a meal over what
// is left, with the cap said, then takes cash to the bank (not capped); the X report lists them.

const RUN = Date.now().toString(36);

test('a gerant spends by category within the daily cap; the X report lists the categories', async ({
  page,
  isMobile: phone,
}) => {
  const where = phone ? 'mobile' : 'bureau';
  const shopName = `Boutique Dépenses ${where} ${RUN}`;
  const username = `gerantdep${where}${RUN}`.toLowerCase();
  await signIn(page);
  const shop = await createShop(page, shopName, 'Marcory');
  await put(page, `/Magasins/magasin-update/${shop.id}`, {
    nom: shopName,
    quartier: 'Marcory',
    plafond_depenses_jour: 1_000_000,
  });
  await createGerant(page, {
    username,
    first_name: 'Aya',
    last_name: 'Koffi',
    nationalite: 'CI',
    magasin: shop.id,
  });
  await post(page, '/Caisses/ouvrir', { magasin: shop.id, fond_de_caisse: 10_000_000 });

  await signInAnew(page, username, GERANT_PASSWORD);
  await page.goto('/caisse');
  await expect(page.getByRole('region', { name: 'Caisse ouverte' })).toBeVisible();

  const cashOut = async (amount: string, category: string) => {
    await page.getByRole('button', { name: "Sortie d'espèces" }).click();
    const dialog = page.getByRole('dialog', { name: "Sortie d'espèces" });
    await dialog.getByRole('textbox', { name: /Montant/ }).fill(amount);
    await choose(dialog, page, /Catégorie/, category);
    if (phone) expect(await sideScroll(page)).toBe(false);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    return dialog;
  };

  const taxi = await cashOut('7000', 'Transport');
  await expect(taxi).toBeHidden();
  await expect(page.getByText("Sortie d'espèces de 7 000,00 FCFA enregistrée")).toBeVisible();

  // 7 000 spent of 10 000: a meal of 4 000 is over; the dialog says why and keeps what was typed.
  const meal = await cashOut('4000', 'Repas');
  await expect(meal).toContainText(
    'Plafond de dépenses du jour dépassé : 10 000,00 FCFA par jour, il reste 3 000,00 FCFA',
  );
  await expect(meal.getByRole('textbox', { name: /Montant/ })).toHaveValue('4000,00');
  await meal.getByRole('button', { name: 'Annuler' }).click();

  // Cash taken to the bank is no expense.
  const bank = await cashOut('50000', 'Dépôt en banque');
  await expect(bank).toBeHidden();

  await page.getByRole('button', { name: 'Rapport X' }).click();
  const report = page.getByRole('dialog', { name: 'Rapport X' });
  const categories = report.getByLabel('Sorties par catégorie');
  await expect(categories).toContainText('Transport7 000,00 FCFA');
  await expect(categories).toContainText('Dépôt en banque50 000,00 FCFA');
  await expect(categories).not.toContainText('Repas');
  await expect(report.getByLabel('Attendu')).toContainText('Espèces43 000,00 FCFA');
});
