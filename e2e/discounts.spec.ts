import type { Browser, Page, TestInfo } from '@playwright/test';
import { createGerant, GERANT_PASSWORD, post, shopWithWool } from './support/api.ts';
import { violations } from './support/axe.ts';
import { isPhone, sideScroll } from './support/navigation.ts';
import { choose, chooseBuyer, openSalesOf, pickSaleProduct } from './support/pickers.ts';
import { signIn, signInAnew } from './support/session.ts';
import { expect, type Locator, test } from './support/test.ts';

// Discounts end to end, on the real server and database, on a desktop and on a 360 px phone: a
// gérant's negotiated line discount within their cap (the net on the line, then on the invoice); a
// ticket discount over the cap that direction accepts from the bell in another browser, after
// which the gérant's sale goes through by itself; and the return of a discounted line, which
// refunds its share of the net paid.

test.describe.configure({ mode: 'serial' });

// Names unique to this run (each project has a database of its own).
const RUN = Date.now().toString(36);
const SHOP = `Boutique Remises ${RUN}`;
const WOOL = `Laine remise ${RUN}`;
const GERANT = `gerantremise${RUN}`.toLowerCase();

let stocked: { shopId: number; woolId: number } | null = null;

test.beforeEach(async ({ page }) => {
  await signIn(page);
  if (stocked) return;
  stocked = await shopWithWool(page, {
    shop: SHOP,
    quartier: 'Plateau',
    wool: WOOL,
    prix: 150_000,
    quantite: 30,
    bain: 'R1',
  });
  await createGerant(page, {
    username: GERANT,
    first_name: 'Aya',
    last_name: 'Remise',
    nationalite: 'CI',
    magasin: stocked.shopId,
  });
  await post(page, '/Caisses/ouvrir', { magasin: stocked.shopId, fond_de_caisse: 2_000_000 });
});

/** The gérant's new vente libre of two balls at 1 500,00 FCFA. */
async function newSaleOfTwo(page: Page): Promise<Locator> {
  await page.goto('/ventes');
  await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await chooseBuyer(dialog, 'Vente libre');
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await pickSaleProduct(page, dialog, 1, WOOL);
  await dialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill('2');
  await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText('3 000,00 FCFA');
  return dialog;
}

/** Direction signed in in another browser, with the same screen as the test's. */
async function directionElsewhere(browser: Browser, testInfo: TestInfo) {
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, timezoneId } =
    testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    locale,
    timezoneId,
  });
  const page = await context.newPage();
  await signIn(page);
  return { context, page };
}

test("a gérant's negotiated line discount within the cap: the net on the line, then on the invoice", async ({
  page,
}) => {
  await signInAnew(page, GERANT, GERANT_PASSWORD);
  const dialog = await newSaleOfTwo(page);
  await dialog.getByRole('button', { name: 'Remise (article 1)' }).click();
  // A sheet from the bottom on a phone, a popover beside the button on a desktop.
  const editor = page.getByRole('dialog', { name: /^Remise — / });
  await expect(editor.getByRole('radio', { name: 'En %' })).toBeChecked();
  await editor.getByRole('textbox', { name: 'Pourcentage' }).fill('5');
  await expect(editor.getByRole('status')).toHaveText('Remise : −150,00 FCFA · Net : 2 850,00 FCFA');
  await choose(editor, page, /Motif/, 'Négociation');
  expect(await violations(page, 'la remise d’une ligne')).toEqual([]);
  if (isPhone(page)) expect(await sideScroll(page)).toBe(false);
  await editor.getByRole('button', { name: 'Appliquer' }).click();
  await expect(editor).toBeHidden();

  await expect(dialog.getByRole('button', { name: 'Remise −5 % (article 1)' })).toBeVisible();
  await expect(dialog.getByRole('status', { name: 'Sous-total' })).toHaveText('3 000,00 FCFA');
  await expect(dialog.getByRole('status', { name: 'Remises accordées' })).toHaveText('−150,00 FCFA');
  await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText('2 850,00 FCFA');
  // Within the gérant's 10 %: nothing to ask.
  await expect(dialog.getByRole('button', { name: 'Demander un accord' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();

  const invoice = page.getByRole('dialog', { name: 'Vente créée avec succès !' });
  await expect(invoice).toContainText('Remise 5 % (Négociation) : −150,00 FCFA');
  await expect(invoice.getByRole('columnheader', { name: 'Net' })).toBeVisible();
  await expect(invoice.getByRole('rowheader', { name: 'Remises accordées' })).toBeVisible();
  await expect(invoice.getByRole('table')).toContainText('2 850,00 FCFA');
  if (isPhone(page)) expect(await sideScroll(page)).toBe(false);
});

test('a ticket discount over the cap: the gérant asks, direction accepts from the bell, the sale goes through', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAnew(page, GERANT, GERANT_PASSWORD);
  const dialog = await newSaleOfTwo(page);
  await dialog.getByRole('button', { name: 'Ajouter une remise globale' }).click();
  await dialog.getByRole('textbox', { name: /Montant de la remise globale/ }).fill('1000');
  await choose(dialog, page, /Motif de la remise globale/, 'Client fidèle');
  await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText('2 000,00 FCFA');
  const approval = dialog.getByRole('region', { name: 'Accord de la direction' });
  await expect(approval).toContainText(
    'Remise au-delà de votre plafond (10 %) : accord de la direction requis',
  );
  expect(await violations(page, 'une remise au-delà du plafond')).toEqual([]);
  await approval.getByRole('button', { name: 'Demander un accord' }).click();
  await expect(approval).toContainText('En attente de la direction…');

  // Direction, in another browser: the bell counts the approval and lists it; 'Accepter'.
  const direction = await directionElsewhere(browser, testInfo);
  await direction.page.getByRole('button', { name: /accords? de remise en attente/ }).click();
  const popover = direction.page.getByRole('dialog', { name: 'Notifications' });
  const asked = popover.getByRole('listitem').filter({ hasText: GERANT });
  await expect(asked).toContainText(SHOP);
  await expect(asked).toContainText('Remise de 1 000,00 FCFA (33,33 % du ticket)');
  expect(await violations(direction.page, 'les accords en attente')).toEqual([]);
  await asked.getByRole('button', { name: `Accepter la remise de ${GERANT}` }).click();
  await expect(asked).toHaveCount(0);
  await direction.context.close();

  // The gérant's form learns it within seconds and sends the sale with the approval.
  const invoice = page.getByRole('dialog', { name: 'Vente créée avec succès !' });
  await expect(invoice).toBeVisible({ timeout: 15_000 });
  await expect(invoice).toContainText('Remise globale (Client fidèle)');
  await expect(invoice.getByRole('table')).toContainText('2 000,00 FCFA');
});

test('a return of a discounted line refunds its share of the net paid', async ({ page }) => {
  const { shopId, woolId } = stocked ?? { shopId: 0, woolId: 0 };
  // Direction sells two balls with 500 FCFA off the line: 2 500,00 paid.
  const sale = await post<{ id: number; numero_facture: string }>(page, '/Mouvements/ventes/creer/', {
    client: null,
    magasin: shopId,
    articles: [
      {
        article: woolId,
        quantite: 2,
        remise: { type: 'montant', valeur: 50_000, motif: 'article_defectueux' },
      },
    ],
    paiements: [{ methode: 'especes', montant: 250_000, montant_recu: 250_000 }],
  });
  await openSalesOf(page, SHOP);
  await page.getByRole('button', { name: `Voir les détails de la vente ${sale.numero_facture}` }).click();
  const detail = page.getByRole('dialog', { name: 'Détails de la vente' });
  await expect(detail).toContainText('Remise (Article défectueux) : −500,00 FCFA');
  await detail.getByRole('button', { name: 'Retour', exact: true }).click();

  const form = page.getByRole('dialog', { name: `Retour — ${sale.numero_facture}` });
  await expect(form).toContainText('net payé 2 500,00 FCFA');
  await form.getByRole('spinbutton', { name: `Quantité retournée — ${WOOL}` }).fill('1');
  await form.getByRole('textbox', { name: `Motif — ${WOOL}` }).fill('Fil cassé');
  await expect(form.getByRole('status', { name: `Remboursé — ${WOOL}` })).toHaveText('1 250,00 FCFA');
  await expect(form.getByRole('status', { name: 'Montant de l’avoir' })).toHaveText('1 250,00 FCFA');
  if (isPhone(page)) expect(await sideScroll(page)).toBe(false);
  await form.getByRole('button', { name: 'Valider le retour' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmer le retour ?' });
  await expect(confirm).toContainText('Un avoir de 1 250,00 FCFA');
  await confirm.getByRole('button', { name: 'Confirmer le retour' }).click();
  const note = page.getByRole('dialog', { name: 'Retour enregistré : avoir émis' });
  await expect(note.getByRole('article', { name: /^AVOIR AV-/ })).toContainText('1 250,00 FCFA');
});
