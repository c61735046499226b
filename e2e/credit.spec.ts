import { readFile } from 'node:fs/promises';
import { post, put, shopWithWool } from './support/api.ts';
import { sideScroll } from './support/navigation.ts';
import { chooseSaleClient, pickSaleProduct, pickShop } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Selling on credit end to end, on a desktop and on a 360 px wide phone: a client given a credit
// limit buys 'À crédit' through the new-sale modal, the profile's 'Compte client' shows what they
// owe, an instalment is taken in Orange Money, 'Relancer' opens the WhatsApp message (and is
// recorded), and the statement downloads as a PDF.

test.describe.configure({ mode: 'serial' });

// Names unique to this run: the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);
const SHOP = `Boutique Crédit ${RUN}`;
const WOOL = `Laine crédit ${RUN}`;

test('sell on credit, see the balance, take an instalment in Orange Money, remind, download the statement', async ({
  page,
  isMobile: phone,
}) => {
  // One long journey (a sale, an instalment, a reminder, a statement): more than the default 30 s.
  test.setTimeout(90_000);
  await signIn(page);
  const tag = `${RUN}${phone ? 'm' : 'd'}`;
  await shopWithWool(page, {
    shop: `${SHOP} ${tag}`,
    quartier: 'Yopougon',
    wool: `${WOOL} ${tag}`,
    prix: 150_000,
    quantite: 10,
    bain: 'B7',
  });
  const nom = `Crédit${tag}`;
  const client = await post<{ id: number }>(page, '/Clients/clients-particuliers/create', {
    nom,
    prenom: 'Adjoua',
    contact: '07 08 09 10 11',
  });
  // Direction sets a credit limit of 50 000 FCFA.
  await put(page, `/Clients/clients-particuliers/edit/${client.id}`, {
    nom,
    prenom: 'Adjoua',
    contact: '07 08 09 10 11',
    plafond_credit: 5_000_000,
  });

  // The sale: 2 balls (3 000 FCFA) 'À crédit'.
  await page.goto('/ventes');
  await pickShop(page, `${SHOP} ${tag}`);
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await chooseSaleClient(page, dialog, nom);
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await pickSaleProduct(page, dialog, 1, `${WOOL} ${tag}`);
  await dialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill('2');
  const payment = dialog.getByRole('group', { name: 'Paiement' });
  await payment.getByText('À crédit', { exact: true }).click();
  await expect(payment.getByRole('status', { name: 'Crédit disponible' })).toHaveText(
    'Disponible : 50 000,00 FCFA',
  );
  await expect(dialog.getByRole('status', { name: 'Reste à payer' })).toHaveText('0,00 FCFA');
  if (phone) expect(await sideScroll(page)).toBe(false);
  await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();
  const invoice = page.getByRole('dialog', { name: 'Vente créée avec succès !' });
  await expect(invoice.getByText('FACTURE')).toBeVisible();
  await invoice.press('Escape');

  // The profile: what the client owes.
  await page.goto(`/clients/${client.id}`);
  const account = page.getByRole('region', { name: 'Compte client' });
  await expect(account.getByText('Reste dû')).toBeVisible();
  await expect(account).toContainText('3 000,00 FCFA');
  await expect(account).toContainText('47 000,00 FCFA');
  await expect(account).toContainText('Vente à crédit');
  if (phone) expect(await sideScroll(page)).toBe(false);

  // An instalment of 1 000 FCFA in Orange Money.
  await account.getByRole('button', { name: 'Encaisser un versement' }).click();
  const pay = page.getByRole('dialog', { name: 'Encaisser un versement' });
  await pay.getByRole('textbox', { name: /Montant/ }).fill('1 000');
  await pay.getByRole('button', { name: /Mode de paiement/ }).click();
  await page.getByRole('option', { name: 'Orange Money' }).click();
  await pay.getByRole('textbox', { name: /Référence/ }).fill(`OM-${tag}`);
  await pay.getByRole('button', { name: 'Encaisser' }).click();
  await expect(account).toContainText('Versement de 1 000,00 FCFA encaissé');
  await expect(account).toContainText('2 000,00 FCFA');
  await expect(account).toContainText(`OM-${tag}`);

  // 'Relancer' opens the prefilled WhatsApp message for +225 07 08 09 10 11, and records it.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    account.getByRole('button', { name: 'Relancer' }).click(),
  ]);
  await popup.waitForURL(/^https:\/\/wa\.me\/2250708091011\?text=/);
  expect(decodeURIComponent(popup.url())).toContain('2 000,00');
  await popup.close();
  await expect(account).toContainText('Dernière relance le');

  // The statement.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    account.getByRole('button', { name: 'Relevé PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`releve-${nom}-Adjoua.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // /clients: the debtor shows under 'Débiteurs' with what they owe.
  await page.goto('/clients');
  const debtorsOnly = page.getByRole('button', { name: 'Débiteurs' });
  await expect(debtorsOnly).toHaveAttribute('aria-pressed', 'false');
  await debtorsOnly.click();
  await expect(debtorsOnly).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/debiteurs=1/);
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(nom);
  await expect(page.getByRole('row', { name: new RegExp(nom) })).toContainText('2 000,00 FCFA');

  // The till's X report at that moment shows the instalment, as the Z will.
  await page.goto('/caisse');
  await pickShop(page, `${SHOP} ${tag}`);
  await page.getByRole('button', { name: 'Rapport X' }).click();
  const xReport = page.getByRole('dialog', { name: 'Rapport X' });
  await expect(xReport.getByLabel('Versements clients')).toHaveText('Orange Money1 000,00 FCFA');
  await expect(xReport.getByLabel('Attendu')).toContainText('Orange Money1 000,00 FCFA');
});
