import { get, post, shopWithWool } from './api.ts';
import { chooseBuyer, pickSaleProduct, settledOptions } from './pickers.ts';
import { signIn } from './session.ts';
import { expect, type Locator, type Page, test } from './test.ts';

// What the offline specs share: a shop of their own, the sales page opened online with the
// shop's copy on the device and the service worker in control, a sale made in the new-sale modal
// and kept on the device (its provisional ticket), and the server's view of the shop's sales.

// Names unique to this run: the e2e database is shared by every spec file.
export const RUN = Date.now().toString(36);
let shopCount = 0;

export type Shop = { id: number; name: string; wool: string; woolId: number; last: string; lastId: number };

/**
 * The offline specs' set-up: the service worker allowed, the tests one after another, and each
 * 90 s (each builds its own shop and goes offline and back: more than the default half minute on
 * a busy machine).
 */
export function offlineSpecs() {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
}

/** Signed in as direction, with a new shop of the test's own (see `newShop`). */
export async function signedInWithNewShop(page: Page): Promise<Shop> {
  await signIn(page);
  return newShop(page);
}

/** A new shop holding 40 balls of one wool and a single ball of another. */
export async function newShop(page: Page): Promise<Shop> {
  shopCount += 1;
  // Three digits: no shop's name starts another's.
  const n = String(shopCount).padStart(3, '0');
  const name = `Boutique Hors Ligne ${RUN}-${n}`;
  const wool = `Laine réseau ${RUN}-${n}`;
  const last = `Laine dernière ${RUN}-${n}`;
  const { shopId: id, woolId } = await shopWithWool(page, {
    shop: name,
    quartier: 'Adjamé',
    wool,
    prix: 150_000,
    quantite: 40,
    bain: 'B2417',
  });
  const { id: lastId } = await post<{ id: number }>(page, '/Articles/laines/create', {
    nom: last,
    prix_unitaire: 90_000,
    grammage: 50,
  });
  await post(page, '/Magasins/stocks/add', { magasin: id, produit_id: lastId, quantite: 1, bain: 'B0001' });
  return { id, name, wool, woolId, last, lastId };
}

/** Waits until the service worker is installed and serves this page. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** /ventes on the shop, online, once its copy is on the device and the app can start offline. */
export async function openSalesOnline(page: Page, shop: Shop) {
  const copied = page.waitForResponse(
    (response) => response.url().endsWith(`/api/Magasins/${shop.id}/hors-ligne`) && response.ok(),
  );
  await page.goto('/ventes');
  await page.getByRole('button', { name: /^Magasin :/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${shop.name}`) }).click();
  await expect(page.getByRole('main')).toContainText(shop.name);
  await copied;
  await waitForServiceWorker(page);
}

/** /ventes on the shop opened online (its copy on the device), then the network cut. */
export async function openSalesThenGoOffline(page: Page, shop: Shop) {
  await openSalesOnline(page, shop);
  await page.context().setOffline(true);
}

/** Opens 'Nouvelle vente' (offline): a vente libre of `quantity` of `product`; the modal. */
export async function newSale(page: Page, product: string, quantity: number): Promise<Locator> {
  // With two tabs, the one in use is the one in front (a tab behind draws no animation frame).
  await page.bringToFront();
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await expect(dialog.getByText(/^Stock à \d\d:\d\d$/)).toBeVisible();
  await chooseClient(page, dialog, /^Vente libre/, 'Vente libre');
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await pickSaleProduct(page, dialog, 1, product);
  await dialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill(String(quantity));
  return dialog;
}

/** A client chosen in the sale's client choice ('Vente libre', or a registered one searched), checked. */
export async function chooseClient(
  page: Page,
  dialog: Locator,
  option: RegExp,
  value: string,
  search?: string,
) {
  if (value === 'Vente libre') {
    await chooseBuyer(dialog, 'Vente libre');
    return;
  }
  await chooseBuyer(dialog, 'Client enregistré');
  const picker = dialog.getByRole('combobox', { name: /Client/ });
  await picker.click();
  if (search) await picker.fill(search);
  await settledOptions(page, search ?? '');
  await page.getByRole('option', { name: option }).click();
  await expect(picker).toHaveValue(value);
}

/** Records the sale on the device: its provisional ticket, closed; the ticket's number. */
export async function queue(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();
  const ticket = page.getByRole('dialog', { name: /^Ticket provisoire T-\w+-\d+$/ });
  await expect(ticket.getByText("Vente en attente d'envoi")).toBeVisible();
  await expect(ticket.getByRole('button', { name: 'Imprimer', exact: true })).toBeVisible();
  const name = (await ticket.getByRole('heading').first().textContent()) ?? '';
  await ticket.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(ticket).toBeHidden();
  return name.replace('Ticket provisoire ', '');
}

type SalePage = { count: number; results: { id: number; numero_facture: string; hors_ligne?: boolean }[] };
export const shopSales = (page: Page, shopId: number) =>
  get<SalePage>(page, `/Mouvements/ventes-all/?magasin=${shopId}&page_size=50`);

export const badge = (page: Page) => page.getByRole('link', { name: /vente\(s\) en attente d'envoi/ });
export const pendingPanel = (page: Page) => page.getByRole('region', { name: "Ventes en attente d'envoi" });

/** 'Hors ligne' across the top of the screen (not a sale's 'Hors ligne' badge in a list). */
export const offlineStrip = (page: Page) => page.getByRole('status').getByText('Hors ligne', { exact: true });
