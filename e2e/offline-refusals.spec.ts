import { get, post } from './support/api.ts';
import {
  badge,
  chooseClient,
  newSale,
  offlineSpecs,
  openSalesThenGoOffline,
  pendingPanel,
  queue,
  RUN,
  shopSales,
  signedInWithNewShop,
} from './support/offline.ts';
import { pickSaleProduct } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, type Locator, test } from './support/test.ts';

// Offline sales the server or the device turns down, end to end on a desktop and a 360 px phone:
// a sale refused at sync ('Refusée : motif') corrected and sent, another abandoned after a
// confirmation; signing out with a sale waiting; offline credit checked against the client's
// available credit less the credit sales still waiting.

offlineSpecs();

test("a sale the server refuses: 'Refusée : motif', corrected and sent, another abandoned after a confirmation", async ({
  page,
  context,
}) => {
  const shop = await signedInWithNewShop(page);
  const used = `OM-PRIS-${RUN}-${shop.id}`;
  const online = await post<{ numero_facture: string }>(
    page,
    '/Mouvements/ventes/creer/',
    {
      client: null,
      magasin: shop.id,
      articles: [{ article: shop.woolId, quantite: 1, bain: 'B2417' }],
      paiements: [{ methode: 'orange_money', montant: 150_000, reference: used }],
    },
    { key: `pris-${RUN}-${shop.id}` },
  );
  await openSalesThenGoOffline(page, shop);
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
    .fill(`OM-NEUF-${RUN}-${shop.id}`);
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

test('signing out with a sale waiting asks first; the sale goes at the next sign-in', {
  tag: '@any-size',
}, async ({ page, context }) => {
  const shop = await signedInWithNewShop(page);
  await openSalesThenGoOffline(page, shop);
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

test("offline credit: the client's available credit on the device, less the credit sales still waiting", {
  tag: '@any-size',
}, async ({ page, context }) => {
  const shop = await signedInWithNewShop(page);
  const nom = `Crédit${RUN}${shop.id}`;
  const person = { nom, prenom: 'Affoué', contact: '07 01 02 03 04' };
  const client = await post<{ id: number }>(page, '/Clients/clients-particuliers/create', person);
  const limit = await page.request.put(`/api/Clients/clients-particuliers/edit/${client.id}`, {
    data: { ...person, plafond_credit: 500_000 },
  });
  expect(limit.ok(), await limit.text()).toBe(true);
  await openSalesThenGoOffline(page, shop);

  /** A sale of two balls to the client, 'À crédit', with what the device says is available. */
  async function onCredit(available: string): Promise<Locator> {
    await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
    await chooseClient(page, dialog, new RegExp(nom), `${person.prenom} ${nom}`, nom);
    await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
    await pickSaleProduct(page, dialog, 1, shop.wool);
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
