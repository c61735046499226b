import { showPageActions, sideScroll } from './support/navigation.ts';
import { chooseBuyer, openSalesOf, pickSaleProduct } from './support/pickers.ts';
import { signInWithStockedShop } from './support/stocked-shop.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// How a sale is paid, end to end on the real server and database: a cash sale with change, a
// split Orange Money + cash sale whose detail shows both payments, and a mobile-money reference
// used again refused with the invoice that used it — on a desktop and on a 360 px wide phone.

test.describe.configure({ mode: 'serial' });

// Names unique to this run: the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);
const SHOP = `Boutique Paiements ${RUN}`;
const WOOL = `Laine paiement ${RUN}`;

signInWithStockedShop({
  shop: SHOP,
  quartier: 'Treichville',
  wool: WOOL,
  prix: 150_000,
  quantite: 40,
  bain: 'B2417',
});

/** Opens 'Nouvelle vente': a vente libre of `quantity` balls at 1 500,00 FCFA; the modal. */
async function newSale(page: Page, quantity: number): Promise<Locator> {
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await chooseBuyer(dialog, 'Vente libre');
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await pickSaleProduct(page, dialog, 1, WOOL);
  await dialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill(String(quantity));
  return dialog;
}

/** Records the sale from the modal; the invoice dialog and its number. */
async function record(page: Page, dialog: Locator): Promise<{ invoice: Locator; number: string }> {
  await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();
  const invoice = page.getByRole('dialog', { name: 'Vente créée avec succès !' });
  await expect(invoice.getByText('FACTURE')).toBeVisible();
  const number = (await invoice.getByText(/^N° FAC-/).textContent())?.replace('N° ', '') ?? '';
  expect(number).toMatch(/^FAC-\d{4}-M\d+-\d{6}$/);
  return { invoice, number };
}

const reference = `OM-${RUN}`;

test(`a cash sale gives the change back`, { tag: '@any-size' }, async ({ page, isMobile: phone }) => {
  await openSalesOf(page, SHOP);
  const dialog = await newSale(page, 1);
  const payment = dialog.getByRole('group', { name: 'Paiement' });
  await expect(payment.getByRole('radio', { name: 'Espèces' })).toBeChecked();
  // Thumb-sized method choices.
  const box = await payment.getByText('Moov Money', { exact: true }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expect(payment.getByRole('textbox', { name: 'Montant', exact: true })).toHaveValue('1500');
  await payment.getByRole('textbox', { name: 'Montant reçu' }).fill('2 000');
  await expect(payment.getByRole('status', { name: 'Monnaie à rendre' })).toHaveText('500,00 FCFA');
  await expect(dialog.getByRole('status', { name: 'Reste à payer' })).toHaveText('0,00 FCFA');
  if (phone) expect(await sideScroll(page)).toBe(false);

  const { invoice, number } = await record(page, dialog);
  const paid = invoice.getByRole('region', { name: 'Paiement' });
  await expect(paid).toContainText('Espèces');
  await expect(paid).toContainText('Montant reçu : 2 000,00 FCFA');
  await expect(paid).toContainText('Monnaie rendue : 500,00 FCFA');
  await invoice.press('Escape');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Espèces');
});

test(`a split Orange Money + cash sale, shown in its detail; its reference refused a second time`, async ({
  page,
  isMobile: phone,
}) => {
  await openSalesOf(page, SHOP);
  const dialog = await newSale(page, 2);
  const payment = dialog.getByRole('group', { name: 'Paiement' });
  await payment.getByRole('button', { name: 'Ajouter un paiement' }).click();
  // Keyboard: the second payment's methods are one tab stop, the arrows choose.
  await payment
    .getByRole('radiogroup', { name: 'Mode de paiement 2' })
    .getByRole('radio', { name: 'Espèces' })
    .focus();
  await page.keyboard.press('ArrowRight');
  await expect(payment.getByRole('radio', { name: 'Orange Money' }).nth(1)).toBeChecked();
  await payment.getByRole('textbox', { name: 'Montant 2' }).fill('1 000');
  await expect(payment.getByRole('textbox', { name: 'Montant 1' })).toHaveValue('2000');
  await expect(dialog.getByRole('status', { name: 'Reste à payer' })).toHaveText('0,00 FCFA');
  await payment.getByRole('textbox', { name: 'Montant reçu 1' }).fill('5000');
  await expect(payment.getByRole('status', { name: 'Monnaie à rendre 1' })).toHaveText('3 000,00 FCFA');

  // No reference yet: refused in the modal, nothing sent.
  await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();
  await expect(dialog.getByText('La référence de la transaction est obligatoire')).toBeVisible();
  await payment.getByRole('textbox', { name: 'Référence de la transaction 2' }).fill(reference);
  if (phone) expect(await sideScroll(page)).toBe(false);
  const { invoice, number } = await record(page, dialog);
  await invoice.press('Escape');
  await expect(invoice).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Espèces');
  await expect(row).toContainText('Orange Money');
  await row.getByRole('button', { name: `Voir les détails de la vente ${number}` }).click();
  const detail = page.getByRole('dialog', { name: 'Détails de la vente' });
  const paid = detail.getByRole('region', { name: 'Paiement' });
  const [cash, mobile] = [paid.getByRole('listitem').nth(0), paid.getByRole('listitem').nth(1)];
  await expect(cash).toContainText('Espèces');
  await expect(cash).toContainText('2 000,00 FCFA');
  await expect(cash).toContainText('Montant reçu : 5 000,00 FCFA');
  await expect(cash).toContainText('Monnaie rendue : 3 000,00 FCFA');
  await expect(mobile).toContainText('Orange Money');
  await expect(mobile).toContainText('1 000,00 FCFA');
  await expect(mobile).toContainText(`Référence : ${reference}`);
  await detail.press('Escape');
  await expect(detail).toBeHidden();

  // The same Orange Money reference on another sale: refused, naming the invoice that used it.
  const again = await newSale(page, 1);
  // A tap on the method's label, as a thumb would.
  await again.getByText('Orange Money', { exact: true }).click();
  await expect(again.getByRole('radio', { name: 'Orange Money' })).toBeChecked();
  await again.getByRole('textbox', { name: 'Référence de la transaction' }).fill(reference);
  await again.getByRole('button', { name: 'Enregistrer la vente' }).click();
  await expect(
    again.getByRole('alert').filter({
      hasText: `Erreur lors de la création de la vente: Référence déjà utilisée pour la facture ${number}`,
    }),
  ).toBeVisible();
  await expect(again).toBeVisible();

  // The search by method finds the split sale.
  await again.press('Escape');
  await expect(again).toBeHidden();
  await showPageActions(page);
  await page.getByRole('button', { name: /^Recherche avancée/ }).click();
  const search = page.getByRole('dialog', { name: 'Recherche avancée' });
  await search.getByRole('button', { name: /Mode de paiement/ }).click();
  await page.getByRole('option', { name: 'Orange Money' }).click();
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/mode_paiement=orange_money/);
  await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'FAC-' }).filter({ hasNotText: 'Orange Money' }),
  ).toHaveCount(0);
});
