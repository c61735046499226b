import { create, post, shopWithWool } from './support/api.ts';
import { violations } from './support/axe.ts';
import { showPageActions } from './support/navigation.ts';
import { chooseSaleClient, chooseShop, openSalesOf, pickSaleProduct } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

// Layaway ('mise de côté') end to end, on the real server and database, on a desktop and on a
// 360 px wide phone: eight balls of one lot set aside from the new-sale form with a deposit, shown
// reserved on the stock screen, an instalment, then the pickup with the balance (the invoice at the
// full price, the deposit as 'Acompte'); another one cancelled after confirming; and axe-core finds
// nothing serious on the new screens.

const RUN = Date.now().toString(36);

type Setup = { shop: string; wool: string; shopId: number; woolId: number; clientId: number; client: string };

/** A shop holding 12 balls of one new wool at 1 500 FCFA in lot B2417, and a registered client. */
async function setUp(page: Page, name: string): Promise<Setup> {
  const shop = `Boutique ${name} ${RUN}`;
  const wool = `Laine ${name} ${RUN}`;
  const { shopId, woolId } = await shopWithWool(page, {
    shop,
    quartier: 'Cocody',
    wool,
    prix: 150_000,
    quantite: 12,
    bain: 'B2417',
  });
  const nom = `Cote${name}${RUN}`;
  const client = await post<{ id: number }>(page, '/Clients/clients-particuliers/create', {
    nom,
    prenom: 'Aya',
    contact: '07 11 22 33 44',
  });
  return { shop, wool, shopId, woolId, clientId: client.id, client: nom };
}

/** The stock screen's line of the wool, in the shop chosen in the top bar. */
async function stockLine(page: Page, setup: Setup) {
  await page.goto('/stock');
  await chooseShop(page, setup.shop);
  return page.getByRole('listitem').filter({ hasText: setup.wool });
}

test('eight balls of one lot set aside with a deposit, reserved, an instalment, then picked up', async ({
  page,
  isMobile: phone,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const setup = await setUp(page, phone ? 'Mobile' : 'Bureau');
  const found: string[] = [];

  // The new-sale form: a registered client, 8 balls of lot B2417, then 'Mettre de côté'.
  await openSalesOf(page, setup.shop);
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await chooseSaleClient(page, dialog, setup.client);
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await pickSaleProduct(page, dialog, 1, setup.wool);
  await dialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill('8');
  await dialog.getByRole('button', { name: 'Mettre de côté' }).click();

  // The payment block is now the deposit: no credit, a due date in 30 days, a note.
  dialog = page.getByRole('dialog', { name: 'Nouvelle mise de côté' });
  const deposit = dialog.getByRole('group', { name: 'Acompte' });
  await expect(deposit.getByRole('radio', { name: 'À crédit' })).toHaveCount(0);
  await expect(dialog.getByLabel(/^Échéance/)).not.toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Pull taille M');
  await deposit.getByRole('textbox', { name: 'Montant', exact: true }).fill('5 000');
  await expect(dialog.getByRole('status', { name: 'Reste à payer au retrait' })).toHaveText('7 000,00 FCFA');
  found.push(...(await violations(page, 'Nouvelle mise de côté')));
  await dialog.getByRole('button', { name: 'Mettre de côté' }).click();

  // Its page: the client, the lot, 8 reserved, the deposit, what is left at today's price.
  await expect(page).toHaveURL(/\/ventes\/mises-de-cote\/\d+$/);
  const layawayUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Mise de côté — Aya ${setup.client}`);
  const lines = page.getByRole('region', { name: 'Articles mis de côté' });
  await expect(lines).toContainText('Bain B2417');
  await expect(lines.getByRole('definition').nth(1)).toHaveText('8');
  const money = page.getByRole('region', { name: 'Acompte et reste à payer' });
  await expect(money).toContainText('5 000,00 FCFA');
  await expect(money).toContainText('7 000,00 FCFA');
  // The page itself, once the form has gone.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  found.push(...(await violations(page, 'Mise de côté')));

  // The stock screen shows them held: sellable nowhere.
  await expect(await stockLine(page, setup)).toContainText('12 en stock · 8 réservés');

  // An instalment of 2 000.
  await page.goto(layawayUrl);
  await showPageActions(page);
  await page.getByRole('button', { name: 'Ajouter un versement' }).click();
  const instalment = page.getByRole('dialog', { name: 'Ajouter un versement' });
  await instalment.getByRole('textbox', { name: 'Montant', exact: true }).fill('2 000');
  await instalment.getByRole('button', { name: 'Encaisser le versement' }).click();
  await expect(instalment).toBeHidden();
  await expect(page.getByText('Versement de 2 000,00 FCFA ajouté à l’acompte')).toBeVisible();
  await expect(money).toContainText('7 000,00 FCFA');
  await expect(money).toContainText('5 000,00 FCFA');

  // The pickup: all 8, the deposit first, the balance of 5 000 in cash; the invoice at full price.
  await page.getByRole('button', { name: 'Retirer', exact: true }).click();
  const pickup = page.getByRole('dialog', { name: 'Retirer' });
  await expect(pickup.getByRole('spinbutton', { name: new RegExp(setup.wool) })).toHaveValue('8');
  await expect(pickup.getByRole('status', { name: 'Total au prix du jour' })).toHaveText('12 000,00 FCFA');
  await expect(pickup.getByRole('status', { name: 'Acompte' })).toHaveText('7 000,00 FCFA');
  await expect(pickup.getByRole('status', { name: 'Solde à payer' })).toHaveText('5 000,00 FCFA');
  await expect(pickup.getByRole('textbox', { name: 'Montant', exact: true })).toHaveValue('5000');
  await pickup.getByRole('button', { name: 'Retirer et facturer' }).click();
  const invoice = page.getByRole('dialog', { name: 'Vente créée avec succès !' });
  await expect(invoice.getByText('FACTURE')).toBeVisible();
  await expect(invoice).toContainText('12 000,00 FCFA');
  await expect(invoice).toContainText('Acompte');
  await invoice.press('Escape');
  await expect(invoice).toBeHidden();
  await expect(page.getByRole('main')).toContainText('Retirée');

  // Nothing held any more: 4 balls left, none reserved.
  const line = await stockLine(page, setup);
  await expect(line).toContainText('4 en stock');
  await expect(line).not.toContainText('réservé');

  // The list: 'Retirées' finds it (cards on a phone), and axe-core on it.
  await page.goto('/ventes/mises-de-cote');
  await chooseShop(page, setup.shop);
  await expect(page.getByRole('main')).toContainText(`Aya ${setup.client}`);
  found.push(...(await violations(page, 'Mises de côté')));
  expect(found).toEqual([]);
});

test('a layaway cancelled after confirming: the units come back, the deposit becomes an avoir', async ({
  page,
  isMobile: phone,
}) => {
  await signIn(page);
  const setup = await setUp(page, phone ? 'AnnulMobile' : 'AnnulBureau');
  const layaway = await create<{ id: number }>(page, '/MisesDeCote/', {
    client: setup.clientId,
    magasin: setup.shopId,
    lignes: [{ article: setup.woolId, quantite: 5, bain: 'B2417' }],
    paiements: [{ methode: 'especes', montant: 300_000, montant_recu: 300_000 }],
  });
  await expect(await stockLine(page, setup)).toContainText('12 en stock · 5 réservés');

  await page.goto(`/ventes/mises-de-cote/${layaway.id}`);
  await showPageActions(page);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Annuler la mise de côté' });
  await expect(form).toContainText('5 article(s) reviennent en stock');
  await expect(form).toContainText('3 000,00 FCFA');
  // The reason is required.
  await form.getByRole('button', { name: 'Annuler la mise de côté' }).click();
  await expect(form.getByText("Le motif de l'annulation est requis")).toBeVisible();
  await form.getByRole('textbox', { name: /Motif/ }).fill('La cliente a changé de projet');
  await form.getByRole('button', { name: 'Annuler la mise de côté' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Annuler cette mise de côté ?' });
  await expect(confirm).toBeVisible();
  // 'Retour' keeps it as it was.
  await confirm.getByRole('button', { name: 'Retour' }).click();
  await expect(confirm).toBeHidden();
  await form.getByRole('button', { name: 'Annuler la mise de côté' }).click();
  await page
    .getByRole('alertdialog', { name: 'Annuler cette mise de côté ?' })
    .getByRole('button', {
      name: 'Confirmer l’annulation',
    })
    .click();
  await expect(page.getByText('Mise de côté annulée')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Annulée');
  await expect(page.getByRole('main')).toContainText('Motif : La cliente a changé de projet');

  await expect(await stockLine(page, setup)).not.toContainText('réservé');
});
