import { readFile } from 'node:fs/promises';
import { post } from './support/api.ts';
import { fakeCameraArgs, fakeCameraFile } from './support/fake-camera.ts';
import { pickShop, searchAndPick } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { type APIRequestContext, expect, type Page, test } from './support/test.ts';

// Scanning, end to end, on a desktop and on a 360 px phone: Chromium's fake camera films an EAN-13
// (drawn by e2e/support/fake-camera.ts) and the counting screen counts one more of its article, once
// however long the label stays in view, and the new sale adds it (a second scan: one more); a hand
// scanner types a code and Enter; an unknown code is given to a product by direction and the scan
// goes on; a delivery is received by scanning, and its labels and an article's are downloaded as
// PDF. Linux Chromium has no native BarcodeDetector: the WebAssembly decoder served by Pelote reads
// the camera.

const RUN = Date.now().toString(36);

/** A valid EAN-13 of this run (a retry starts a new one): '3', the clock's last 9 digits, `n`. */
function runCode(n: number): string {
  const body = `3${String(Date.now()).slice(-9)}${String(n).padStart(2, '0')}`;
  const sum = [...body]
    .reverse()
    .reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The supplier codes of this run; the fake camera films the first. */
const CAMERA_CODE = runCode(1);
const TYPED_CODE = runCode(2);
const UNKNOWN_CODE = runCode(3);
const DELIVERY_CODE = runCode(4);

test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const file = await fakeCameraFile(CAMERA_CODE);
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCameraArgs(file)] });
    },
    { scope: 'worker' },
  ],
});

/** A kit with the supplier's `code`, or the server's own code when none. */
function createKit(request: APIRequestContext, nom: string, code?: string): Promise<{ id: number }> {
  return post(request, '/Articles/kits/create', {
    nom,
    prix_unitaire: 900_000,
    contenance: 'Laine, crochet',
    ...(code ? { code_barre: code } : {}),
  });
}

/** A new shop holding `kits` (two of each), and a count of its kits opened on the counting screen. */
async function openCount(page: Page, where: string, kits: { id: number }[]) {
  const shop = await post<{ id: number }>(page.request, '/Magasins/magasin-create', {
    nom: `Scan ${where} ${RUN}`,
    quartier: 'Plateau',
    is_active: true,
  });
  for (const kit of kits)
    await post(page.request, '/Magasins/stocks/add', { magasin: shop.id, produit_id: kit.id, quantite: 2 });
  const count = await post<{ id: number }>(
    page.request,
    '/Inventaires/',
    { magasin: shop.id, type_article: 'kit' },
    { key: crypto.randomUUID() },
  );
  await page.goto(`/inventaires/${count.id}`);
  await expect(page.getByRole('heading', { name: `Inventaire n° ${count.id}`, level: 1 })).toBeVisible();
  return page.getByRole('list', { name: 'Articles à compter' });
}

test('the camera counts one more of the article it films, once while the label stays in view', async ({
  page,
  isMobile,
}) => {
  const where = isMobile ? 'mobile' : 'bureau';
  await signIn(page);
  const name = `Kit filmé ${where} ${RUN}`;
  const kit = await createKit(page.request, name, CAMERA_CODE);
  const list = await openCount(page, `caméra ${where}`, [kit]);

  await page.getByRole('button', { name: 'Scanner' }).click();
  const sheet = page.getByRole('dialog', { name: 'Scanner un code-barres' });
  // The first opening loads the camera view and compiles its WebAssembly decoder: slow on a busy machine.
  await expect(sheet.getByText(`${name} : 1 compté(s)`)).toBeVisible({ timeout: 30_000 });
  // The label is still in front of the camera: it is not counted again.
  await page.waitForTimeout(2_500);
  await expect(sheet.getByText(`${name} : 1 compté(s)`)).toBeVisible();
  await sheet.getByRole('button', { name: 'Terminer' }).click();
  await expect(sheet).toBeHidden();
  await expect(list.getByText('Compté : 1')).toBeVisible();
});

test('a hand scanner types a code and Enter: one more each time', { tag: '@any-size' }, async ({
  page,
  isMobile,
}) => {
  const where = isMobile ? 'mobile' : 'bureau';
  await signIn(page);
  const kit = await createKit(page.request, `Kit tapé ${where} ${RUN}`, TYPED_CODE);
  const list = await openCount(page, `douchette ${where}`, [kit]);

  const field = page.getByRole('textbox', { name: 'Code-barres' });
  await expect(field).toHaveAttribute('placeholder', 'Scanner ou saisir un code-barres');
  await field.fill(TYPED_CODE);
  await field.press('Enter');
  await expect(list.getByText('Compté : 1')).toBeVisible();
  // A second scan of the same article, once the 1.5 s window is over.
  await page.waitForTimeout(1_600);
  await field.fill(TYPED_CODE);
  await field.press('Enter');
  await expect(list.getByText('Compté : 2')).toBeVisible();
  await expect(page.getByText('Reste à compter : 0')).toBeVisible();
});

test('direction gives an unknown code to a product, and the scan goes on', { tag: '@any-size' }, async ({
  page,
  isMobile,
}) => {
  const where = isMobile ? 'mobile' : 'bureau';
  const nom = `Kit sans étiquette ${where} ${RUN}`;
  await signIn(page);
  const kit = await createKit(page.request, nom);
  const list = await openCount(page, `association ${where}`, [kit]);

  const field = page.getByRole('textbox', { name: 'Code-barres' });
  await field.fill(UNKNOWN_CODE);
  await field.press('Enter');
  await expect(page.getByText(`Code inconnu : ${UNKNOWN_CODE}`)).toBeVisible();
  await page.getByRole('button', { name: 'Associer à un produit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Associer à un produit' });
  await searchAndPick(page, dialog.getByRole('combobox', { name: 'Produit' }), nom, new RegExp(nom));
  await dialog.getByRole('button', { name: 'Associer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByText('Compté : 1')).toBeVisible();
  const article = await (await page.request.get(`/api/Articles/code-barre/${UNKNOWN_CODE}`)).json();
  expect(article).toMatchObject({ id: kit.id, nom });
});

/** The PDF a press downloads: its name and its number of pages. */
async function downloadedPdf(page: Page, press: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return {
    name: download.suggestedFilename(),
    pages: pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length,
  };
}

test('a delivery received by scanning, then its labels and an article’s as PDF', {
  tag: '@any-size',
}, async ({ page, isMobile }) => {
  // Two screens and two PDFs drawn by the server: more than the default half-minute on a busy machine.
  test.setTimeout(90_000);
  const where = isMobile ? 'mobile' : 'bureau';
  const shopName = `Réception ${where} ${RUN}`;
  const nom = `Kit livré ${where} ${RUN}`;
  await signIn(page);
  await post(page.request, '/Magasins/magasin-create', {
    nom: shopName,
    quartier: 'Yopougon',
    is_active: true,
  });
  const kit = await createKit(page.request, nom, DELIVERY_CODE);

  await page.goto('/entrees');
  await pickShop(page, shopName);
  await page.getByRole('button', { name: 'Nouvelle entrée' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle entrée de stock' });
  const field = dialog.getByRole('textbox', { name: 'Code-barres' });
  await field.fill(DELIVERY_CODE);
  await field.press('Enter');
  // The scan chose the product (and its price); Enter did not submit the form.
  await expect(dialog).toContainText('Prix catalogue : 9 000,00 FCFA');
  await expect(dialog.getByRole('combobox', { name: /Produit/ })).toHaveValue(nom);
  await expect(dialog.getByText('Le fournisseur est requis')).toBeHidden();
  await dialog.getByRole('textbox', { name: /^Quantité/ }).fill('3');
  // The supplier picker takes a name typed in; Tab leaves it (and closes its list).
  const supplier = dialog.getByRole('combobox', { name: /^Fournisseur/ });
  await supplier.fill(`Fournisseur ${RUN}`);
  await supplier.press('Tab');
  await dialog.getByRole('button', { name: "Créer l'entrée" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: new RegExp(`Voir les détails de l'entrée ${nom}`) }).click();
  const detail = page.getByRole('dialog', { name: "Détails de l'entrée de stock" });
  await detail.getByRole('button', { name: 'Imprimer les étiquettes' }).click();
  const labels = page.getByRole('dialog', { name: 'Imprimer les étiquettes' });
  await expect(labels).toContainText('Une étiquette par unité livrée : 3.');
  await labels.getByRole('button', { name: /Format/ }).click();
  await page.getByRole('option', { name: 'Étiquettes thermiques 50 × 30 mm' }).click();
  const byEntry = await downloadedPdf(page, () =>
    labels.getByRole('button', { name: 'Télécharger le PDF' }).click(),
  );
  expect(byEntry.name).toMatch(/^etiquettes-entree-\d+\.pdf$/);
  // One 50 × 30 mm page per unit delivered.
  expect(byEntry.pages).toBe(3);
  await expect(labels).toBeHidden();

  await page.goto(`/kits?nom=${encodeURIComponent(nom)}`);
  await page.getByRole('button', { name: `Imprimer les étiquettes de ${nom}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Imprimer les étiquettes' });
  await sheet.getByRole('spinbutton', { name: 'Nombre d’étiquettes' }).fill('0');
  await sheet.getByRole('button', { name: 'Télécharger le PDF' }).click();
  await expect(sheet.getByText('Le nombre de copies doit être un entier de 1 à 200')).toBeVisible();
  await sheet.getByRole('spinbutton', { name: 'Nombre d’étiquettes' }).fill('30');
  const byArticle = await downloadedPdf(page, () =>
    sheet.getByRole('button', { name: 'Télécharger le PDF' }).click(),
  );
  expect(byArticle.name).toBe(`etiquettes-article-${kit.id}.pdf`);
  // 30 labels on A4 sheets of 24.
  expect(byArticle.pages).toBe(2);
});

/** The article the fake camera films: made by the first camera test, or here when run alone. */
async function filmedKit(request: APIRequestContext, nom: string): Promise<{ id: number; nom: string }> {
  const known = await request.get(`/api/Articles/code-barre/${CAMERA_CODE}`);
  if (known.ok()) return (await known.json()) as { id: number; nom: string };
  return { ...(await createKit(request, nom, CAMERA_CODE)), nom };
}

test('the new sale adds the filmed article, then one more for a hand scanner’s scan of it', async ({
  page,
  isMobile,
}) => {
  const where = isMobile ? 'mobile' : 'bureau';
  const shopName = `Vente scan ${where} ${RUN}`;
  await signIn(page);
  const shop = await post<{ id: number }>(page.request, '/Magasins/magasin-create', {
    nom: shopName,
    quartier: 'Treichville',
    is_active: true,
  });
  const kit = await filmedKit(page.request, `Kit filmé ${where} ${RUN}`);
  await post(page.request, '/Magasins/stocks/add', { magasin: shop.id, produit_id: kit.id, quantite: 5 });

  await page.goto('/ventes');
  await pickShop(page, shopName);
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await dialog.getByRole('button', { name: 'Scanner' }).click();
  const sheet = page.getByRole('dialog', { name: 'Scanner un code-barres' });
  await expect(sheet.getByText(`Trouvé : ${kit.nom}`)).toBeVisible({ timeout: 30_000 });
  await sheet.getByRole('button', { name: 'Terminer' }).click();
  await expect(sheet).toBeHidden();
  await expect(dialog.getByRole('combobox', { name: /Produit 1/ })).toHaveValue(kit.nom);
  await expect(dialog.getByRole('spinbutton', { name: /Quantité 1/ })).toHaveValue('1');

  // The same article again, from a hand scanner once the 1.5 s window is over: one more, no new line.
  await page.waitForTimeout(1_600);
  const field = dialog.getByRole('textbox', { name: 'Code-barres' });
  await field.fill(CAMERA_CODE);
  await field.press('Enter');
  await expect(dialog.getByRole('spinbutton', { name: /Quantité 1/ })).toHaveValue('2');
  await expect(dialog.getByRole('combobox', { name: /Produit 2/ })).toHaveCount(0);
  await expect(dialog.getByRole('status', { name: 'Total' })).toHaveText('18 000,00 FCFA');
});
