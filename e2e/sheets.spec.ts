import { isPhone } from './support/navigation.ts';
import { openSalesOf } from './support/pickers.ts';
import { signInWithStockedShop } from './support/stocked-shop.ts';
import { expect, type Locator, test } from './support/test.ts';

// The new sale's sheet on a 740 px tall phone: what stays fixed (its header, 'Reste à payer' kept
// at the foot of its body, its buttons) leaves three quarters of the screen to the fields, and a
// field the browser brings into view is never left under that fixed foot.

const RUN = Date.now().toString(36);
const SHOP = `Feuille ${RUN}`;

signInWithStockedShop({
  shop: SHOP,
  quartier: 'Adjamé',
  wool: `Laine feuille ${RUN}`,
  prix: 150_000,
  quantite: 30,
  bain: 'F1',
});

test.beforeEach(({ page }) => test.skip(!isPhone(page), 'the sheet is the phone layout'));

const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

test("the sheet's fixed parts take at most a quarter of the screen, and a focused field stays above them", async ({
  page,
}) => {
  await openSalesOf(page, SHOP);
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Nouvelle vente' });
  const header = sheet.locator('> div').first();
  const footer = sheet.locator('form > div').last();
  const remaining = sheet
    .locator('p', { has: page.getByRole('status', { name: 'Reste à payer' }) })
    .or(sheet.locator('p', { hasText: 'Reste à payer' }));
  await expect(remaining.first()).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Annuler' })).toBeVisible();
  const fixed = (await height(header)) + (await height(remaining.first())) + (await height(footer));
  expect(fixed).toBeLessThanOrEqual(740 * 0.25);

  // Tabbing to the last field of the body brings it into view above 'Reste à payer'.
  const received = sheet.getByRole('textbox', { name: /^Montant reçu/ }).first();
  await received.focus();
  const [fieldBox, footBox] = [await received.boundingBox(), await remaining.first().boundingBox()];
  expect((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0)).toBeLessThanOrEqual(footBox?.y ?? 0);
});
