import { post, shopWithWool, upload } from './support/api.ts';
import { violations } from './support/axe.ts';
import { showPageActions, sideScroll } from './support/navigation.ts';
import { pickShop } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Mobile-money reconciliation, end to end on the real server and database. A shop typed four Orange
// Money payments: two as the operator has them, one for 2 000 instead of 3 000, one with an invented
// reference; the statement has the first three and one payment nobody typed. On a desktop, head
// office imports the statement, sees the three flags before saving, confirms, and resolves one; on a
// 360 px phone, the rows are cards. axe-core finds nothing serious either way.

const RUN = Date.now().toString(36);
const UNIT = 100_000;

/** 'JJ/MM/AAAA HH:MM:SS' now, in the shops' time zone (UTC). */
function now(): string {
  const at = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`;
}

/** The shop, its four typed payments, and the Orange Money statement of it. */
async function shopAndStatement(page: Parameters<typeof signIn>[0], tag: string) {
  const shop = `Boutique Rapprochement ${tag} ${RUN}`;
  const { shopId, woolId } = await shopWithWool(page, {
    shop,
    quartier: 'Marcory',
    wool: `Laine rapprochement ${tag} ${RUN}`,
    prix: UNIT,
    quantite: 20,
    bain: 'R1',
  });
  const ref = (n: number) => `PP${tag}${RUN}.${n}`.toUpperCase();
  const typed: [string, number][] = [
    [ref(1), 1],
    [ref(2), 4],
    [ref(3), 2],
    [`FAUX${tag}${RUN}`.toUpperCase(), 5],
  ];
  for (const [reference, units] of typed) {
    await post(page, '/Mouvements/ventes/creer/', {
      client: null,
      magasin: shopId,
      articles: [{ article: woolId, quantite: units, bain: 'R1' }],
      paiements: [{ methode: 'orange_money', montant: units * UNIT, reference }],
    });
  }
  const lines = [
    [ref(1), 1],
    [ref(2), 4],
    [ref(3), 3],
    [ref(4), 6],
  ].map(([reference, units]) => `${reference};${now()};${Number(units) * 1000};0;0707070707;Crédit`);
  const csv = Buffer.from(`Référence;Date;Montant;Frais;Numéro client;Sens\n${lines.join('\n')}\n`, 'utf8');
  return { shop, shopId, csv, ref };
}

test('on a desktop, import an Orange Money statement, see the three flags, resolve one', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'head office imports statements at its desk');
  test.setTimeout(120_000);
  await signIn(page);
  const { shop, csv, ref } = await shopAndStatement(page, 'D');

  await page.goto('/rapprochement');
  await pickShop(page, shop);
  await expect(page.getByText('Aucun relevé importé')).toBeVisible();
  await page.getByRole('button', { name: 'Importer un relevé' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un relevé' });
  await expect(dialog.getByRole('button', { name: /Opérateur/ })).toContainText('Orange Money');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'releve-orange.csv', mimeType: 'text/csv', buffer: csv });
  await dialog.getByRole('button', { name: 'Vérifier' }).click();
  const summary = dialog.getByRole('region', { name: 'Résultat du rapprochement' });
  await expect(summary).toContainText('Rapproché2');
  await expect(summary).toContainText('Montant différent1');
  await expect(summary).toContainText('Encaissé non saisi1');
  await expect(summary).toContainText('Absent du relevé1');
  expect(await violations(page, 'aperçu du rapprochement')).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirmer l’import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Relevé importé : 4 nouvelles lignes du relevé/)).toBeVisible();

  const figures = page.getByRole('region', { name: 'Lignes par état' });
  await expect(figures).toContainText('Absent du relevé1');
  await expect(page.getByRole('row', { name: new RegExp(ref(3)) })).toContainText('Montant différent');
  await expect(page.getByRole('row', { name: new RegExp(ref(4)) })).toContainText('Encaissé non saisi');
  expect(await violations(page, '/rapprochement')).toEqual([]);

  await page.getByRole('button', { name: /^Résoudre : Absent du relevé/ }).click();
  const resolve = page.getByRole('dialog', { name: 'Résoudre la ligne' });
  await resolve.getByRole('button', { name: 'Résoudre' }).click();
  await expect(resolve.getByText('Le commentaire est obligatoire').first()).toBeVisible();
  await resolve
    .getByRole('textbox', { name: /Commentaire/ })
    .fill('Faux SMS de paiement : client recontacté');
  await resolve.getByRole('button', { name: 'Résoudre' }).click();
  await expect(resolve).toBeHidden();
  await expect(page.getByText('Ligne résolue')).toBeVisible();
  const absent = page.getByRole('row', { name: /Absent du relevé/ });
  await expect(absent).toContainText('résolu');
  await expect(absent).toContainText('Faux SMS de paiement : client recontacté');
  await expect(figures).toContainText('dont 1 résolue');
});

test('on a phone, the reconciliation lines are cards, nothing scrolls sideways', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the cards are the phone’s');
  test.setTimeout(120_000);
  await signIn(page);
  const { shop, shopId, csv, ref } = await shopAndStatement(page, 'P');
  await upload(
    page,
    '/Rapprochements/import',
    { field: 'fichier', name: 'releve.csv', mimeType: 'text/csv', buffer: csv },
    {
      operateur: 'orange_money',
      magasin: String(shopId),
    },
  );

  await page.goto('/rapprochement');
  await pickShop(page, shop);
  // Cards: rows read as a table by a screen reader, drawn without an HTML table.
  const card = page.getByRole('row', { name: new RegExp(ref(4)) });
  await expect(card).toBeVisible();
  await expect(page.getByRole('main').locator('table')).toHaveCount(0);
  await expect(card).toContainText('Encaissé non saisi');
  await expect(page.getByRole('region', { name: 'Lignes par état' })).toContainText('Montant différent1');
  expect(await sideScroll(page)).toBe(false);
  expect(await violations(page, '/rapprochement (téléphone)')).toEqual([]);
  await showPageActions(page);
  await page.getByRole('button', { name: 'Importer un relevé' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un relevé' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'releve.csv', mimeType: 'text/csv', buffer: csv });
  await dialog.getByRole('button', { name: 'Vérifier' }).click();
  await expect(dialog.getByText('Relevé déjà importé : rien n’a changé')).toBeVisible();
  expect(await sideScroll(page)).toBe(false);
});
