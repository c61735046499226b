import { newSale, newShop, openSalesOnline } from './support/offline.ts';
import { chooseBuyer, openSalesOf, pickSaleProduct } from './support/pickers.ts';
import { signInWithStockedShop } from './support/stocked-shop.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// The customer's ticket printed from the phone: a fake Web Serial printer (installed before the
// page loads) records the bytes it is sent. With 'Impression automatique après une vente' on, a
// recorded sale prints within a second; a reprint says DUPLICATA; a printer that fails shows why
// with 'Réessayer', and the sale is saved all the same.

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const SHOP = `Boutique Tickets ${RUN}`;
const WOOL = `Laine ticket ${RUN}`;

signInWithStockedShop({
  shop: SHOP,
  quartier: 'Cocody',
  wool: WOOL,
  prix: 250_000,
  quantite: 40,
  bain: 'B2417',
});

type Printed = { printed: number[][]; failPort: boolean };

/** A serial printer that keeps what it is sent in `window.__printer`; `fail`: it cannot be opened. */
async function fakeSerialPrinter(page: Page, fail: boolean) {
  await page.addInitScript((failing: boolean) => {
    const state: Printed = { printed: [], failPort: failing };
    Object.assign(window, { __printer: state });
    const port = {
      getInfo: () => ({}),
      open: async () => {
        if (state.failPort) throw new DOMException('Failed to open serial port.', 'NetworkError');
      },
      close: async () => {},
      writable: new WritableStream<Uint8Array>({
        write(chunk) {
          state.printed.push(Array.from(chunk));
        },
      }),
    };
    Object.defineProperty(navigator, 'serial', {
      configurable: true,
      value: { requestPort: async () => port, getPorts: async () => [port] },
    });
    window.localStorage.setItem(
      'pelote.imprimante',
      JSON.stringify({ transport: 'serial', name: 'Bluetooth', width: 58, autoPrint: true, raster: false }),
    );
  }, fail);
}

/** The tickets the fake printer got, as text (CP858's accents left as their bytes). */
async function printedTexts(page: Page): Promise<string[]> {
  const printed = await page.evaluate(() => (window as unknown as { __printer: Printed }).__printer.printed);
  return printed.map((bytes) => String.fromCharCode(...bytes));
}

async function sellOneBall(page: Page): Promise<{ invoice: Locator; number: string; shownAt: number }> {
  await openSalesOf(page, SHOP);
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await chooseBuyer(dialog, 'Vente libre');
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await pickSaleProduct(page, dialog, 1, WOOL);
  await dialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill('1');
  await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();
  const invoice = page.getByRole('dialog', { name: 'Vente créée avec succès !' });
  await expect(invoice.getByText('FACTURE')).toBeVisible();
  const shownAt = Date.now();
  const number = (await invoice.getByText(/^N° FAC-/).textContent())?.replace('N° ', '') ?? '';
  return { invoice, number, shownAt };
}

test('a sale prints its ticket by itself; printed again, it says DUPLICATA', async ({ page }) => {
  await fakeSerialPrinter(page, false);
  const { invoice, number, shownAt } = await sellOneBall(page);
  await expect.poll(async () => (await printedTexts(page)).length, { timeout: 1000 }).toBe(1);
  expect(Date.now() - shownAt).toBeLessThan(1500);
  const [ticket = ''] = await printedTexts(page);
  expect(ticket).toContain(SHOP);
  expect(ticket).toContain('FACTURE');
  expect(ticket).toContain(number);
  expect(ticket).toMatch(/TOTAL\s+2 500 FCFA/);
  // 'Espèces' on code page 858 (è is 0x8A), selected by ESC t 19.
  expect(ticket).toContain('Esp\u008Aces');
  expect(ticket).toContain('\u001Bt\u0013');
  expect(ticket).not.toContain('DUPLICATA');
  await expect(invoice.getByRole('status').filter({ hasText: 'Ticket imprimé' })).toBeVisible();

  await invoice.getByRole('button', { name: 'Imprimer le ticket' }).click();
  await expect.poll(async () => (await printedTexts(page)).length).toBe(2);
  const reprint = (await printedTexts(page))[1] ?? '';
  expect(reprint).toContain('DUPLICATA');
  expect(reprint).toContain(number);
});

test('a printer that fails says why, offers Réessayer, and the sale is saved', async ({ page }) => {
  await fakeSerialPrinter(page, true);
  const { invoice, number } = await sellOneBall(page);
  const failure = invoice.getByText(/^Impression impossible : /);
  await expect(failure).toBeVisible();
  await expect(invoice.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  // The printer is back: 'Réessayer' prints.
  await page.evaluate(() => {
    (window as unknown as { __printer: Printed }).__printer.failPort = false;
  });
  await invoice.getByRole('button', { name: 'Réessayer' }).click();
  await expect.poll(async () => (await printedTexts(page)).length).toBe(1);
  await invoice.press('Escape');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 90_000 });

  test('a sale kept on the device prints its TICKET PROVISOIRE by itself', async ({ page, context }) => {
    await fakeSerialPrinter(page, false);
    const shop = await newShop(page);
    await openSalesOnline(page, shop);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
    const dialog = await newSale(page, shop.wool, 2);
    await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();
    const ticket = page.getByRole('dialog', { name: /^Ticket provisoire T-\w+-\d+$/ });
    await expect(ticket.getByText("Vente en attente d'envoi")).toBeVisible();
    const number = ((await ticket.getByRole('heading').first().textContent()) ?? '').replace(
      'Ticket provisoire ',
      '',
    );
    await expect.poll(async () => (await printedTexts(page)).length, { timeout: 2000 }).toBe(1);
    const [printed = ''] = await printedTexts(page);
    expect(printed).toContain('TICKET PROVISOIRE');
    expect(printed).toContain(number);
    expect(printed).toContain(shop.name);
    await context.setOffline(false);
  });
});
