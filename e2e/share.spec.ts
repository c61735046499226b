import { post } from './support/api.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

// 'Partager': an invoice's PDF handed to the phone's share sheet (the Web Share API, stubbed here:
// a headless browser has no share sheet), from the sale detail and from the client's purchase
// history, named after the invoice number; where files can't be shared, the same file downloads.

test.describe.configure({ mode: 'serial' });

// Names unique to this run: the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);

type SharedFile = { name: string; type: string; size: number; head: string; title?: string };
type ShareWindow = Window & { __shared?: SharedFile[] };

let sale = { id: 0, numero_facture: '' };
let clientId = 0;

/** A share sheet in the page: `canShare` says yes to files when `acceptsFiles`; `share` keeps what it got. */
async function stubShareSheet(page: Page, acceptsFiles: boolean) {
  await page.addInitScript((accepts) => {
    const shared: SharedFile[] = [];
    (window as ShareWindow).__shared = shared;
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => accepts && (data?.files?.length ?? 0) > 0,
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        for (const file of data.files ?? []) {
          const head = await file.slice(0, 5).text();
          shared.push({ name: file.name, type: file.type, size: file.size, head, title: data.title });
        }
      },
    });
  }, acceptsFiles);
}

const sharedFiles = (page: Page) => page.evaluate(() => (window as ShareWindow).__shared ?? []);

test.beforeEach(async ({ page }) => {
  await signIn(page);
  if (sale.id !== 0) return;
  const shop = await post<{ id: number }>(page, '/Magasins/magasin-create', {
    nom: `Boutique Partage ${RUN}`,
    quartier: 'Plateau',
  });
  const hook = await post<{ id: number }>(page, '/Articles/accessoires/create', {
    nom: `Crochet partage ${RUN}`,
    type: 'Crochets',
    description: 'Aluminium',
    prix_unitaire: 250_000,
  });
  await post(page, '/Magasins/stocks/add', { magasin: shop.id, produit_id: hook.id, quantite: 5 });
  clientId = (
    await post<{ id: number }>(page, '/Clients/clients-particuliers/create', {
      nom: `Partage${RUN}`,
      prenom: 'Awa',
      contact: '+225 07 22 33 44 55',
    })
  ).id;
  sale = await post(page, '/Mouvements/ventes/creer/', {
    client: clientId,
    magasin: shop.id,
    articles: [{ article: hook.id, quantite: 2 }],
  });
});

async function openSaleDetail(page: Page) {
  await page.goto(`/ventes?numero_facture=${encodeURIComponent(sale.numero_facture)}`);
  await page
    .getByRole('button', { name: `Voir les détails de la vente ${sale.numero_facture}` })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: 'Détails de la vente' });
  await expect(detail).toContainText(sale.numero_facture);
  return detail;
}

test("the sale detail's 'Partager' hands the invoice PDF to the share sheet, named after its number", async ({
  page,
}) => {
  await stubShareSheet(page, true);
  const detail = await openSaleDetail(page);
  await detail.getByRole('button', { name: 'Partager' }).click();
  await expect.poll(() => sharedFiles(page)).toHaveLength(1);
  const [file] = await sharedFiles(page);
  expect(file).toMatchObject({
    name: `${sale.numero_facture}.pdf`,
    type: 'application/pdf',
    head: '%PDF-',
    title: `Facture ${sale.numero_facture}`,
  });
  expect(file?.size).toBeGreaterThan(1000);
});

test("the client's purchase history shares each invoice too", { tag: '@any-size' }, async ({ page }) => {
  await stubShareSheet(page, true);
  await page.goto(`/clients/${clientId}`);
  const history = page.getByRole('region', { name: 'Historique des achats' });
  await history.getByRole('button', { name: `Partager la facture ${sale.numero_facture}` }).click();
  await expect.poll(() => sharedFiles(page)).toHaveLength(1);
  expect((await sharedFiles(page))[0]).toMatchObject({
    name: `${sale.numero_facture}.pdf`,
    type: 'application/pdf',
    head: '%PDF-',
  });
});

test('where files cannot be shared, Partager downloads the same file', { tag: '@any-size' }, async ({
  page,
}) => {
  await stubShareSheet(page, false);
  const detail = await openSaleDetail(page);
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Partager' }).click();
  expect((await download).suggestedFilename()).toBe(`${sale.numero_facture}.pdf`);
  expect(await sharedFiles(page)).toEqual([]);
});

test('a browser without a share sheet shows no Partager button', { tag: '@any-size' }, async ({ page }) => {
  const detail = await openSaleDetail(page);
  await expect(detail.getByRole('button', { name: 'Télécharger PDF' })).toBeVisible();
  const hasShareSheet = await page.evaluate(() => typeof navigator.share === 'function');
  await expect(detail.getByRole('button', { name: 'Partager' })).toHaveCount(hasShareSheet ? 1 : 0);
});
