import { signIn } from './support/session.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// Selling through a lost connection, end to end on the real server and database, on a desktop and
// a 360 px phone: the shop's copy is loaded online, the app reloads offline from its service
// worker, sales made offline wait on the device with a provisional ticket and the top bar's badge,
// then reach the server once each when the network returns — also when the page was closed in
// the middle of sending, and with two tabs open; a unit sold offline that another till sold
// meanwhile is recorded 'à régulariser', the stock staying at 0.

test.use({ serviceWorkers: 'allow' });
// Each test builds its own shop and goes offline and back: more than the default half minute on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

// Names unique to this run: the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);
let shopCount = 0;

async function api<T>(page: Page, path: string, data: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await page.request.post(`/api${path}`, { data, headers });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function get<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`);
  expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type Shop = { id: number; name: string; wool: string; woolId: number; last: string; lastId: number };

/** A new shop holding 40 balls of one wool and a single ball of another. */
async function newShop(page: Page): Promise<Shop> {
  shopCount += 1;
  const name = `Boutique Hors Ligne ${RUN}-${shopCount}`;
  const id = (await api<{ id: number }>(page, '/Magasins/magasin-create', { nom: name, quartier: 'Adjamé' }))
    .id;
  const wool = `Laine réseau ${RUN}-${shopCount}`;
  const last = `Laine dernière ${RUN}-${shopCount}`;
  const woolId = (
    await api<{ id: number }>(page, '/Articles/laines/create', {
      nom: wool,
      prix_unitaire: 150_000,
      grammage: 50,
    })
  ).id;
  const lastId = (
    await api<{ id: number }>(page, '/Articles/laines/create', {
      nom: last,
      prix_unitaire: 90_000,
      grammage: 50,
    })
  ).id;
  await api(page, '/Magasins/stocks/add', { magasin: id, produit_id: woolId, quantite: 40, bain: 'B2417' });
  await api(page, '/Magasins/stocks/add', { magasin: id, produit_id: lastId, quantite: 1, bain: 'B0001' });
  return { id, name, wool, woolId, last, lastId };
}

/** Waits until the service worker is installed and serves this page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** /ventes on the shop, online, once its copy is on the device and the app can start offline. */
async function openSalesOnline(page: Page, shop: Shop) {
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

/** Opens 'Nouvelle vente' (offline): a vente libre of `quantity` of `product`; the modal. */
async function newSale(page: Page, product: string, quantity: number): Promise<Locator> {
  // With two tabs, the one in use is the one in front (a tab behind draws no animation frame).
  await page.bringToFront();
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await expect(dialog.getByText(/^Stock à \d\d:\d\d$/)).toBeVisible();
  await dialog.getByRole('combobox', { name: /Client/ }).click();
  await page.getByRole('option', { name: /^Vente libre/ }).click();
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await dialog.getByRole('button', { name: /Produit 1/ }).click();
  await page.getByRole('option', { name: new RegExp(product) }).click();
  await dialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill(String(quantity));
  return dialog;
}

/** Records the sale on the device: its provisional ticket, closed; the ticket's number. */
async function queue(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();
  const ticket = page.getByRole('dialog', { name: /^Ticket provisoire T-\w+-\d+$/ });
  await expect(ticket.getByText("Vente en attente d'envoi")).toBeVisible();
  await expect(ticket.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  const name = (await ticket.getByRole('heading').first().textContent()) ?? '';
  await ticket.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(ticket).toBeHidden();
  return name.replace('Ticket provisoire ', '');
}

type SalePage = { count: number; results: { id: number; numero_facture: string; hors_ligne?: boolean }[] };
const shopSales = (page: Page, shopId: number) =>
  get<SalePage>(page, `/Mouvements/ventes-all/?magasin=${shopId}&page_size=50`);

const badge = (page: Page) => page.getByRole('link', { name: /vente\(s\) en attente d'envoi/ });
const pendingPanel = (page: Page) => page.getByRole('region', { name: "Ventes en attente d'envoi" });

test('two sales made offline (cash, mobile money) wait on the device, then reach the server once each', async ({
  page,
  context,
}) => {
  await signIn(page);
  const shop = await newShop(page);
  await openSalesOnline(page, shop);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await expect(page.getByText('Hors ligne', { exact: true })).toBeVisible();

  const first = await queue(page, await newSale(page, shop.wool, 2));
  const mobile = await newSale(page, shop.wool, 1);
  await mobile.getByText('Orange Money', { exact: true }).click();
  await mobile
    .getByRole('textbox', { name: 'Référence de la transaction' })
    .fill(`OM-HL-${RUN}-${shopCount}`);
  const second = await queue(page, mobile);
  expect(first).not.toBe(second);

  await expect(badge(page)).toHaveAccessibleName(/^2 vente\(s\) en attente/);
  const panel = pendingPanel(page);
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('listitem', { name: first })).toContainText("En attente d'envoi");
  await expect(panel.getByRole('listitem', { name: second })).toContainText('1 500,00 FCFA');
  // The device's stock went down by what it sold.
  const check = await newSale(page, shop.wool, 1);
  await expect(check.getByText('Stock disponible (bain B2417) : 37')).toBeVisible();
  await check.getByRole('button', { name: 'Annuler' }).click();

  await context.setOffline(false);
  await expect(panel).toBeHidden({ timeout: 20_000 });
  await expect(badge(page)).toBeHidden();
  const sales = await shopSales(page, shop.id);
  expect(sales.count).toBe(2);
  for (const sale of sales.results) {
    expect(sale.numero_facture).toMatch(/^FAC-\d{4}-M\d+-\d{6}$/);
    expect(sale.hors_ligne).toBe(true);
  }
  // Numbered at arrival, in the list, marked as made offline.
  for (const sale of sales.results)
    await expect(page.getByRole('row', { name: new RegExp(sale.numero_facture) })).toContainText(
      'Hors ligne',
    );
});

test('a page closed in the middle of sending: reopened, the sale is on the server once', async ({
  page,
  context,
}) => {
  await signIn(page);
  const shop = await newShop(page);
  await openSalesOnline(page, shop);
  await context.setOffline(true);
  await queue(page, await newSale(page, shop.wool, 3));

  // The sale reaches the server, but the page is closed before it hears the answer.
  let reached: () => void = () => {};
  const onServer = new Promise<void>((resolve) => {
    reached = resolve;
  });
  await page.route('**/api/Mouvements/ventes/creer/', async (route) => {
    await route.fetch();
    reached();
  });
  await context.setOffline(false);
  await onServer;
  await page.close();

  const again = await context.newPage();
  await again.goto('/ventes');
  await expect(again.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await expect(badge(again)).toBeHidden({ timeout: 20_000 });
  await expect.poll(async () => (await shopSales(again, shop.id)).count).toBe(1);
  // Once more after the next rounds: still one.
  await again.waitForTimeout(1_000);
  expect((await shopSales(again, shop.id)).count).toBe(1);
});

test('two tabs selling offline, then online: each sale on the server once', async ({ page, context }) => {
  await signIn(page);
  const shop = await newShop(page);
  await openSalesOnline(page, shop);
  const other = await context.newPage();
  await other.goto('/ventes');
  await expect(other.getByRole('main')).toContainText(shop.name);

  await context.setOffline(true);
  const tickets = [
    await queue(page, await newSale(page, shop.wool, 1)),
    await queue(other, await newSale(other, shop.wool, 2)),
  ];
  expect(new Set(tickets).size).toBe(2);
  // Each tab sees both sales waiting.
  await expect(badge(page)).toHaveAccessibleName(/^2 vente\(s\)/);
  await expect(badge(other)).toHaveAccessibleName(/^2 vente\(s\)/);

  await context.setOffline(false);
  await expect(badge(page)).toBeHidden({ timeout: 20_000 });
  await expect(badge(other)).toBeHidden({ timeout: 20_000 });
  await expect.poll(async () => (await shopSales(page, shop.id)).count).toBe(2);
  await other.close();
});

test("a unit sold offline that another till sold meanwhile: recorded, 'à régulariser', stock 0", async ({
  page,
  context,
}) => {
  await signIn(page);
  const shop = await newShop(page);
  await openSalesOnline(page, shop);
  await context.setOffline(true);
  await queue(page, await newSale(page, shop.last, 1));

  // Meanwhile another till sells the last ball, online.
  await api(
    page,
    '/Mouvements/ventes/creer/',
    { client: null, magasin: shop.id, articles: [{ article: shop.lastId, quantite: 1, bain: 'B0001' }] },
    { 'Idempotency-Key': `autre-caisse-${RUN}-${shopCount}` },
  );

  await context.setOffline(false);
  await expect(badge(page)).toBeHidden({ timeout: 20_000 });
  const sales = await shopSales(page, shop.id);
  expect(sales.count).toBe(2);
  const toSettle = await get<{
    count: number;
    results: { article: { id: number }; bain: string; quantite: number }[];
  }>(page, `/Stocks/a-regulariser?magasin=${shop.id}`);
  expect(toSettle.results).toEqual([
    expect.objectContaining({
      article: expect.objectContaining({ id: shop.lastId }),
      bain: 'B0001',
      quantite: 1,
    }),
  ]);
  // The stock page names what is left to settle.
  await page.goto('/stock');
  await expect(page.getByRole('region', { name: /^À régulariser/ })).toContainText(shop.last);
  const products = await get<{ id: number; quantite_stock: number }[]>(
    page,
    `/Mouvements/ventes/produits-magasin/${shop.id}/`,
  );
  expect(products.find((product) => product.id === shop.lastId)?.quantite_stock ?? 0).toBe(0);
});

test("a sale the server refuses: 'Refusée : motif', corrected and sent, another abandoned after a confirmation", async ({
  page,
  context,
}) => {
  await signIn(page);
  const shop = await newShop(page);
  const used = `OM-PRIS-${RUN}-${shopCount}`;
  const online = await api<{ numero_facture: string }>(
    page,
    '/Mouvements/ventes/creer/',
    {
      client: null,
      magasin: shop.id,
      articles: [{ article: shop.woolId, quantite: 1, bain: 'B2417' }],
      paiements: [{ methode: 'orange_money', montant: 150_000, reference: used }],
    },
    { 'Idempotency-Key': `pris-${RUN}-${shopCount}` },
  );
  await openSalesOnline(page, shop);
  await context.setOffline(true);
  const tickets: string[] = [];
  for (const quantity of [1, 2]) {
    const dialog = await newSale(page, shop.wool, quantity);
    await dialog.getByText('Orange Money', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Référence de la transaction' }).fill(used);
    tickets.push(await queue(page, dialog));
  }
  await context.setOffline(false);
  const panel = pendingPanel(page);
  const [first = '', second = ''] = tickets;
  const fixed = panel.getByRole('listitem', { name: first });
  const dropped = panel.getByRole('listitem', { name: second });
  for (const item of [fixed, dropped])
    await expect(item).toContainText(
      `Refusée : Référence déjà utilisée pour la facture ${online.numero_facture}`,
      {
        timeout: 20_000,
      },
    );
  // Still waiting on the device: the badge counts them.
  await expect(badge(page)).toHaveAccessibleName(/^2 vente\(s\)/);

  await fixed.getByRole('button', { name: 'Corriger' }).click();
  const correction = page.getByRole('dialog', { name: `Corriger la vente ${first}` });
  await expect(correction.getByRole('spinbutton', { name: /Quantité 1/ })).toHaveValue('1');
  await correction
    .getByRole('textbox', { name: 'Référence de la transaction' })
    .fill(`OM-NEUF-${RUN}-${shopCount}`);
  await queue(page, correction);
  await expect(fixed).toBeHidden({ timeout: 20_000 });

  await dropped.getByRole('button', { name: 'Abandonner' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Abandonner la vente' });
  await expect(confirm).toContainText(second);
  await confirm.getByRole('button', { name: 'Abandonner la vente' }).click();
  await expect(dropped).toBeHidden();
  await expect(badge(page)).toBeHidden();
  await expect.poll(async () => (await shopSales(page, shop.id)).count).toBe(2);
});

test('signing out with a sale waiting asks first; the sale goes at the next sign-in', async ({
  page,
  context,
}) => {
  await signIn(page);
  const shop = await newShop(page);
  await openSalesOnline(page, shop);
  await context.setOffline(true);
  await queue(page, await newSale(page, shop.wool, 1));

  const signOut = async () => {
    await page.getByRole('button', { name: /^Menu utilisateur/ }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  };
  await signOut();
  const ask = page.getByRole('alertdialog', { name: 'Ventes en attente' });
  await expect(ask).toContainText(
    "1 vente(s) en attente d'envoi. Elles seront envoyées à votre prochaine connexion.",
  );
  await ask.getByRole('button', { name: 'Annuler' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/ventes/);

  await signOut();
  await ask.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login/);

  await context.setOffline(false);
  await signIn(page);
  await expect.poll(async () => (await shopSales(page, shop.id)).count, { timeout: 20_000 }).toBe(1);
});

test("offline credit: the client's available credit on the device, less the credit sales still waiting", async ({
  page,
  context,
}) => {
  await signIn(page);
  const shop = await newShop(page);
  const nom = `Crédit${RUN}${shopCount}`;
  const person = { nom, prenom: 'Affoué', contact: '07 01 02 03 04' };
  const client = await api<{ id: number }>(page, '/Clients/clients-particuliers/create', person);
  const limit = await page.request.put(`/api/Clients/clients-particuliers/edit/${client.id}`, {
    data: { ...person, plafond_credit: 500_000 },
  });
  expect(limit.ok(), await limit.text()).toBe(true);
  await openSalesOnline(page, shop);
  await context.setOffline(true);

  /** A sale of two balls to the client, 'À crédit', with what the device says is available. */
  async function onCredit(available: string): Promise<Locator> {
    await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
    const picker = dialog.getByRole('combobox', { name: /Client/ });
    await picker.click();
    await picker.fill(nom);
    await page.getByRole('option', { name: new RegExp(nom) }).click();
    await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
    await dialog.getByRole('button', { name: /Produit 1/ }).click();
    await page.getByRole('option', { name: new RegExp(shop.wool) }).click();
    await dialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill('2');
    const payment = dialog.getByRole('group', { name: 'Paiement' });
    await payment.getByText('À crédit', { exact: true }).click();
    await expect(payment.getByRole('status', { name: 'Crédit disponible' })).toHaveText(
      `Disponible : ${available}`,
    );
    return dialog;
  }

  await queue(page, await onCredit('5 000,00 FCFA'));
  // The first credit sale still waits on the device: only 2 000 FCFA left for the second.
  const second = await onCredit('2 000,00 FCFA');
  await second.getByRole('button', { name: 'Enregistrer la vente' }).click();
  await expect(second.getByText('Plafond de crédit dépassé (disponible : 2 000,00 FCFA)')).toBeVisible();
  await second.getByRole('button', { name: 'Annuler' }).click();

  await context.setOffline(false);
  await expect(badge(page)).toBeHidden({ timeout: 20_000 });
  const account = await get<{ solde_du: number }>(page, `/Clients/${client.id}/compte`);
  expect(account.solde_du).toBe(300_000);
});
