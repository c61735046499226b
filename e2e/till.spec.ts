import { readFile } from 'node:fs/promises';
import { shopWithWool } from './support/api.ts';
import { sideScroll } from './support/navigation.ts';
import { choose, chooseBuyer, pickSaleProduct, pickShop } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

// A till's day end to end, on the real server and database, on a desktop and on a 360 px wide
// phone: the till opened with its float, a cash sale with change through the new-sale modal on
// /ventes, a cash out, the blind close with a difference and its comment, the Z and its PDF, then
// the next opening proposing the count.

test.describe.configure({ mode: 'serial' });

// Names unique to this run: the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);

/** A button big enough for a thumb (44 px high at least). */
async function thumbSized(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).first().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

const SHOP = `Boutique Caisse ${RUN}`;
const WOOL = `Laine caisse ${RUN}`;

test(`a till's day: open, a cash sale with change, a cash out, the close with a difference, the Z PDF`, async ({
  page,
  isMobile: phone,
}) => {
  await signIn(page);
  const { shopId } = await shopWithWool(page, {
    shop: SHOP,
    quartier: 'Adjamé',
    wool: WOOL,
    prix: 150_000,
    quantite: 10,
    bain: 'B2417',
  });

  // The shop chosen in the top bar; its first till: no float proposed.
  await page.goto('/caisse');
  await pickShop(page, SHOP);
  await expect(page.getByRole('heading', { name: 'Caisse', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aucune caisse ouverte' })).toBeVisible();
  const float = page.getByRole('textbox', { name: /Fond de caisse/ });
  await expect(float).toHaveValue('');
  await float.fill('20000');
  if (phone) {
    await thumbSized(page, 'Ouvrir la caisse');
    expect(await sideScroll(page)).toBe(false);
  }
  await page.getByRole('button', { name: 'Ouvrir la caisse' }).click();
  const panel = page.getByRole('region', { name: 'Caisse ouverte' });
  await expect(panel).toContainText('Fond de caisse20 000,00 FCFA');

  // On /ventes, two balls (3 000,00 FCFA) paid with a 5 000 note: 2 000,00 FCFA given back.
  await page.goto('/ventes');
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const saleDialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await expect(saleDialog.getByRole('status', { name: 'Magasin' })).toHaveText(SHOP);
  await chooseBuyer(saleDialog, 'Vente libre');
  await saleDialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await pickSaleProduct(page, saleDialog, 1, WOOL);
  await saleDialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill('2');
  await expect(saleDialog.getByRole('status', { name: 'Total' })).toHaveText('3 000,00 FCFA');
  await saleDialog.getByRole('radio', { name: 'Espèces' }).check();
  await saleDialog.getByRole('textbox', { name: 'Montant reçu' }).fill('5000');
  await expect(saleDialog.getByRole('status', { name: 'Monnaie à rendre' })).toHaveText('2 000,00 FCFA');
  if (phone) expect(await sideScroll(page)).toBe(false);
  await saleDialog.getByRole('button', { name: 'Enregistrer la vente' }).click();
  const invoice = page.getByRole('dialog', { name: 'Vente créée avec succès !' });
  await expect(invoice).toContainText(WOOL);
  await invoice.press('Escape');
  await page.goto('/caisse');
  const takings = panel.getByRole('region', { name: 'Encaissements' });
  await expect(takings).toContainText('Nombre de ventes1');
  await expect(takings).toContainText('Espèces3 000,00 FCFA');

  // A cash out: its category, and a reason.
  await page.getByRole('button', { name: "Sortie d'espèces" }).click();
  const out = page.getByRole('dialog', { name: "Sortie d'espèces" });
  await out.getByRole('textbox', { name: /Montant/ }).fill('500');
  await choose(out, page, /Catégorie/, 'Fournitures');
  await out.getByRole('textbox', { name: /Motif/ }).fill('Achat de fil à coudre');
  if (phone) expect(await sideScroll(page)).toBe(false);
  await out.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(out).toBeHidden();
  await expect(page.getByText("Sortie d'espèces de 500,00 FCFA enregistrée")).toBeVisible();

  // The X report: 20 000 + 3 000 − 500 expected in cash.
  await page.getByRole('button', { name: 'Rapport X' }).click();
  const xReport = page.getByRole('dialog', { name: 'Rapport X' });
  await expect(xReport.getByLabel('Attendu')).toContainText('Espèces22 500,00 FCFA');
  await expect(xReport).toContainText('Monnaie rendue2 000,00 FCFA');
  await expect(xReport.getByLabel('Sorties par catégorie')).toContainText('Fournitures500,00 FCFA');
  await xReport.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(xReport).toBeHidden();

  // The blind close: the count first, nothing expected in sight.
  if (phone) await thumbSized(page, 'Clôturer la caisse');
  await page.getByRole('button', { name: 'Clôturer la caisse' }).click();
  const close = page.getByRole('dialog', { name: 'Clôturer la caisse' });
  await close.getByRole('textbox', { name: /Espèces comptées/ }).fill('22000');
  await expect(close).not.toContainText('22 500');
  await close.getByRole('button', { name: 'Continuer' }).click();
  const cashRow = close.getByRole('table', { name: 'Comptage et montants attendus' }).getByRole('row', {
    name: /^Espèces/,
  });
  await expect(cashRow).toContainText('22 500,00 FCFA');
  await expect(cashRow).toContainText('22 000,00 FCFA');
  await expect(cashRow).toContainText('-500,00 FCFA');
  if (phone) expect(await sideScroll(page)).toBe(false);
  await close.getByRole('button', { name: 'Clôturer la caisse' }).click();
  await expect(close.getByText('Commentaire obligatoire pour chaque écart')).toBeVisible();
  await close.getByRole('textbox', { name: /Commentaire \(Espèces\)/ }).fill('Billet de 500 introuvable');
  await close.getByRole('button', { name: 'Clôturer la caisse' }).click();
  await close.getByRole('button', { name: 'Confirmer la clôture' }).click();

  // The Z: its number, its lines, its PDF.
  const zDialog = page.getByRole('dialog', { name: /^Caisse clôturée · Z-/ });
  await expect(zDialog).toBeVisible();
  const numeroZ = ((await zDialog.getByText(/^Numéro du Z :/).textContent()) ?? '').replace(
    'Numéro du Z : ',
    '',
  );
  expect(numeroZ).toMatch(/^Z-\d{4}-\S+-000001$/);
  await expect(zDialog).toContainText('Billet de 500 introuvable');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    zDialog.getByRole('button', { name: 'Télécharger le Z (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`rapport_${numeroZ}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const sessions = await page.request.get(`/api/Caisses/?magasin=${shopId}`);
  const [closed] = ((await sessions.json()) as { results: { id: number }[] }).results;
  const pdf = await page.request.get(`/api/Caisses/${closed?.id}/rapport-z/pdf`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await zDialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(page.getByText(`Caisse clôturée : ${numeroZ}`)).toBeVisible();

  // The next opening proposes the count; another float shows its gap.
  await expect(page.getByRole('textbox', { name: /Fond de caisse/ })).toHaveValue('22000,00');
  await page.getByRole('textbox', { name: /Fond de caisse/ }).fill('25000');
  await expect(page.getByText('Écart avec la dernière clôture : +3 000,00 FCFA')).toBeVisible();

  // Head office's list: the session with its Z and its difference.
  const row = page.getByRole('row', { name: new RegExp(SHOP) });
  await expect(row).toContainText(numeroZ);
  await expect(row).toContainText('Espèces-500,00 FCFA');
  if (phone) expect(await sideScroll(page)).toBe(false);
});
