import { readFile } from 'node:fs/promises';
import { createShop, post } from './support/api.ts';
import { goThroughMenu, showPageActions } from './support/navigation.ts';
import { signIn } from './support/session.ts';
import { dataTable } from './support/tables.ts';
import { expect, type Page, test } from './support/test.ts';

// CSV end to end: the sales list exported with a filter (the file as a French Excel reads it), and a
// clients file imported from /admin/import — checked, refused for its one bad line with nothing
// written, fixed, imported, and the client found in /clients.

test.describe.configure({ mode: 'serial' });

// Names unique to this run and project: the e2e database is shared by every spec file.
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const SHOP = `Boutique CSV ${RUN}`;
const HOOK = `Crochet ébène ${RUN}`;
const BUYER = { nom: `Bamba${RUN}`, prenom: 'Éloïse' };
const IMPORTED = `Koné${RUN}`;
/** A phone number of this run: 07 + 8 digits. */
const phone = (n: number) => `07 ${String((Date.now() + n) % 100_000_000).padStart(8, '0')}`;

test('export the sales list with a filter: BOM, ;, the French header, only the filtered sales', {
  tag: '@any-size',
}, async ({ page }) => {
  await signIn(page);
  const shop = await createShop(page, SHOP, 'Cocody');
  const hook = await post<{ id: number }>(page, '/Articles/accessoires/create', {
    nom: HOOK,
    type: 'Crochets',
    description: 'Ébène',
    prix_unitaire: 150_050,
  });
  const buyer = await post<{ id: number }>(page, '/Clients/clients-particuliers/create', {
    ...BUYER,
    contact: phone(1),
  });
  await post(page, '/Magasins/stocks/add', { magasin: shop.id, produit_id: hook.id, quantite: 10 });
  const sale = (client: number | null, quantite: number) =>
    post<{ numero_facture: string }>(page, '/Mouvements/ventes/creer/', {
      client,
      magasin: shop.id,
      articles: [{ article: hook.id, quantite }],
    });
  const toBuyer = await sale(buyer.id, 2);
  await sale(null, 1);

  await page.goto(`/ventes?magasin=${shop.id}&client=${buyer.id}`);
  await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await expect(dataTable(page, 'Liste des ventes')).toContainText(toBuyer.numero_facture);
  await showPageActions(page);
  const exportButton = page.getByRole('button', { name: 'Exporter (CSV)' });
  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ventes-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'Numéro de facture;Date;Magasin;Client;Statut;Articles;Quantité;Total (FCFA);Modes de paiement;Remises (FCFA);Motifs de remise',
  );
  // The filtered list only: the buyer's sale, not the vente libre; accents and amounts as Excel reads them.
  expect(lines.slice(1).filter((line) => line !== '')).toHaveLength(1);
  const cells = lines[1]?.split(';') ?? [];
  expect(cells[0]).toBe(toBuyer.numero_facture);
  expect(cells[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  expect(cells.slice(2, 8)).toEqual([SHOP, `Éloïse ${BUYER.nom}`, 'Validée', `${HOOK} × 2`, '2', '3001,00']);
  await expect(exportButton).toBeEnabled();
});

/** Drops a CSV file on the import screen's zone (through its file input, as a chosen file). */
async function chooseFile(page: Page, name: string, text: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${text}`, 'utf8'),
  });
}

test('import a clients file: one bad line reported and nothing written, fixed, imported, found in /clients', {
  tag: '@any-size',
}, async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await goThroughMenu(page, 'Import CSV');
  await expect(page.getByRole('heading', { name: 'Import CSV', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Import CSV.*Pelote/);

  await page.getByRole('button', { name: /Que voulez-vous importer/ }).click();
  await page.getByRole('option', { name: 'Clients' }).click();
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le modèle' }).click();
  expect((await templateDownload).suggestedFilename()).toBe('modele-clients.csv');

  const good = `${IMPORTED};Aïcha;${phone(2)}`;
  const bad = `Traoré${RUN};Moussa;pas un numéro`;
  await chooseFile(page, 'clients.csv', ['Nom;Prénom;Contact', good, bad].join('\r\n'));
  await expect(page.getByText('UTF-8 (avec BOM)')).toBeVisible();
  await expect(page.getByText('point-virgule (;)')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Aperçu de clients.csv' });
  await expect(preview).toContainText('Aïcha');
  await expect(preview.getByRole('row')).toHaveCount(3);
  const importButton = page.getByRole('button', { name: 'Importer', exact: true });
  await expect(importButton).toBeDisabled();

  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('heading', { name: '1 erreur à corriger' })).toBeVisible();
  const errors = page.getByRole('table', { name: 'Erreurs du fichier' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('Contact');
  await expect(errors.getByRole('row').nth(1)).toContainText('pas un numéro');
  await expect(importButton).toBeDisabled();
  const reportDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le rapport (CSV)' }).click();
  const report = await readFile(await (await reportDownload).path());
  const reportLines = report.subarray(3).toString('utf8').split('\r\n');
  expect(reportLines[0]).toBe('Nom;Prénom;Contact;erreur');
  expect(reportLines[1]).toBe(`${good};`);
  expect(reportLines[2]).toMatch(new RegExp(`^${bad};Contact : .+`));

  // Nothing was written: the good line's client does not exist yet.
  const none = await page.request.get(`/api/Clients/clients-particuliers/list?search=${IMPORTED}`);
  expect((await none.json()).count).toBe(0);

  // Fixed in the spreadsheet, dropped again: checked clean, then imported.
  await chooseFile(
    page,
    'clients-corrige.csv',
    ['Nom;Prénom;Contact', good, `Traoré${RUN};Moussa;${phone(3)}`].join('\r\n'),
  );
  await expect(importButton).toBeDisabled();
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('2 lignes : 2 à créer, 0 à modifier, 0 inchangée.')).toBeVisible();
  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(page.getByText('Import terminé')).toBeVisible();
  await expect(page.getByText('2 créés, 0 modifié, 0 inchangé.')).toBeVisible();
  await expect(importButton).toBeDisabled();

  await page.goto('/clients');
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(IMPORTED);
  await expect(page.getByRole('row', { name: new RegExp(`Aïcha ${IMPORTED}`) })).toBeVisible();
});
