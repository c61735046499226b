import { createGerant, createHook, createShop, GERANT_PASSWORD, post } from './support/api.ts';
import { goThroughMenu } from './support/navigation.ts';
import { choose, chooseShop, searchAndPick } from './support/pickers.ts';
import { signIn, signInAnew } from './support/session.ts';
import { expect, test } from './support/test.ts';

// A transfer between two shops, end to end: head office ships five accessories from one shop to
// another through /transferts; the receiving shop's gerant, signed in on their own account, finds
// it in transit and receives three, the two missing ones named 'Casse'. On a desktop and on a
// 360 px wide phone.

const RUN = Date.now().toString(36);

test('ship a transfer, then receive it partially from the other shop’s account', async ({
  page,
  isMobile,
}) => {
  const where = isMobile ? 'mobile' : 'bureau';
  const from = `Départ ${where} ${RUN}`;
  const to = `Arrivée ${where} ${RUN}`;
  const article = `Crochet transfert ${where}${RUN}`;
  const gerant = `gerantarr${where}${RUN}`.toLowerCase();

  await signIn(page);
  const source = await createShop(page, from, 'Cocody');
  const destination = await createShop(page, to, 'Plateau');
  const hook = await createHook(page, { nom: article, description: 'Aluminium', prix_unitaire: 250_000 });
  await post(page, '/Magasins/stocks/add', { magasin: source.id, produit_id: hook.id, quantite: 10 });
  await createGerant(page, {
    username: gerant,
    first_name: 'Aya',
    last_name: 'Kouassi',
    nationalite: 'FR',
    magasin: destination.id,
  });

  // Head office: a draft of 5, then shipped.
  await page.goto('/');
  await goThroughMenu(page, 'Transferts');
  await expect(page.getByRole('heading', { name: 'Transferts', level: 1 })).toBeVisible();
  await chooseShop(page, from);
  await page.getByRole('button', { name: 'Nouveau transfert' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nouveau transfert' });
  await choose(form, page, /Magasin d'arrivée/, to);
  const line = form.getByRole('combobox', { name: /Article 1/ });
  // Each article found tells its stock in the departure shop.
  await line.fill(article);
  await expect(page.getByRole('option', { name: new RegExp(article) })).toContainText('Stock : 10');
  await searchAndPick(page, line, article, new RegExp(article));
  await form.getByRole('spinbutton', { name: 'Quantité' }).fill('5');
  await form.getByRole('button', { name: 'Créer le brouillon' }).click();

  const detail = page.getByRole('dialog', { name: /^Transfert n° \d+$/ });
  await expect(detail).toContainText('Brouillon');
  await expect(detail).toContainText(`${from} → ${to}`);
  await expect(detail).toContainText('5 demandé(s)');
  await detail.getByRole('button', { name: 'Expédier' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Expédier ce transfert ?' });
  await confirm.getByRole('button', { name: 'Expédier' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail).toContainText('En transit');
  await expect(detail).toContainText('5 expédié(s)');
  // Head office could confirm the receipt too; here the receiving shop does.
  await expect(detail.getByRole('button', { name: 'Réceptionner' })).toBeVisible();
  await detail.getByRole('button', { name: 'Fermer' }).first().click();
  // The sender's stock overview counts what left it and is on its way.
  await page.goto('/stock');
  await expect(
    page.getByText('En transit : 0 en route vers ce magasin · 5 parti(s) de ce magasin'),
  ).toBeVisible();

  // The receiving shop's gerant, on their own account.
  await signInAnew(page, gerant, GERANT_PASSWORD);
  await page.goto('/transferts');
  const row = page.getByRole('row').filter({ hasText: from });
  await expect(row).toContainText('En transit');
  await row.getByRole('button', { name: /^Voir le transfert/ }).click();
  const received = page.getByRole('dialog', { name: /^Transfert n° \d+$/ });
  await received.getByRole('button', { name: 'Réceptionner' }).click();
  await received.getByRole('spinbutton', { name: 'Quantité reçue (sur 5)' }).fill('3');
  await choose(received, page, /Motif du manque/, 'Casse');
  await received.getByRole('textbox', { name: /Commentaire/ }).fill('Carton écrasé');
  await received.getByRole('button', { name: 'Confirmer la réception' }).click();
  await expect(received).toContainText('Reçu partiellement');
  await expect(received).toContainText('3 reçu(s) · 2 manquant(s)');
  await expect(received).toContainText('Casse — Carton écrasé');

  // The three arrived in the gerant's stock.
  const stock = await page.request.get(`/api/Magasins/stocks/magasin/${destination.id}`);
  const lines = (await stock.json()) as { results: { object_id: number; quantite: number }[] };
  expect(lines.results.find((line) => line.object_id === hook.id)?.quantite).toBe(3);
});
