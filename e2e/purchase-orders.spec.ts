import { create, createShop, get, post, put } from './support/api.ts';
import { goThroughMenu, isPhone, sideScroll } from './support/navigation.ts';
import { chooseShop } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

// A purchase order end to end, on a desktop and on a 360 px phone: the reorder asks for 18 balls of a
// wool (a min/max of 5 / 20, 2 in stock) and explains why; direction turns it into a draft, sends
// it (the WhatsApp text and link, the PDF), then the shop receives it in two parts — the first
// scanned (a hand scanner types the barcode into the field), each in its lot — until it is closed.

const RUN = Date.now().toString(36);

function names(page: Page) {
  const tag = `${RUN}${isPhone(page) ? 'p' : 'd'}`;
  return {
    shop: `Boutique commandes ${tag}`,
    supplier: `Filature Kossou ${tag}`,
    wool: `Laine kossou ${tag}`,
  };
}

type Order = { id: number; numero: string; statut: string; receptions: unknown[] };

/** The shop, the supplier, a wool of that supplier with 2 balls in stock and a min/max of 5 / 20. */
async function setUp(page: Page) {
  const { shop, supplier, wool } = names(page);
  const { id: shopId } = await createShop(page, shop, 'Cocody');
  const { id: supplierId } = await create<{ id: number }>(page, '/Fournisseurs/', {
    nom: supplier,
    telephone: '07 08 09 10 11',
    delai_livraison: 7,
  });
  const article = await post<{ id: number; code_barre: string }>(page, '/Articles/laines/create', {
    nom: wool,
    prix_unitaire: 150_000,
    grammage: 50,
  });
  await post(page, '/Magasins/stocks/add', {
    magasin: shopId,
    produit_id: article.id,
    quantite: 2,
    bain: 'A1',
  });
  await put(page, '/Reassort/min-max', { magasin: shopId, article: article.id, minimum: 5, maximum: 20 });
  await put(page, `/Reassort/articles/${article.id}`, {
    fournisseur: supplierId,
    colisage: null,
    stock_securite: null,
  });
  return { shopId, article };
}

test('order from the reorder, send it, receive it in two parts with a lot and a scanned barcode', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { shop, supplier, wool } = names(page);
  await signIn(page);
  const { shopId, article } = await setUp(page);

  // Réassort: 18 to order, and why.
  await page.goto('/');
  await goThroughMenu(page, 'Réassort');
  await expect(page.getByRole('heading', { name: 'Réassort', level: 1 })).toBeVisible();
  await chooseShop(page, shop);
  const group = page.getByRole('region', { name: supplier });
  await expect(group).toContainText(wool);
  await expect(group).toContainText('18');
  await group.getByRole('button', { name: `Pourquoi ce chiffre pour ${wool}` }).click();
  await expect(group).toContainText('Min/max fixé à la main pour ce magasin : 5 / 20.');
  await expect(group).toContainText('commander jusqu’au maximum, 20 − 2 = 18.');
  await group.getByRole('button', { name: `Créer le bon de commande pour ${supplier}` }).click();

  // The draft, then sent: the WhatsApp text and link, the PDF.
  await expect(page).toHaveURL(/\/bons-de-commande\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^BC-\d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const numero = (await heading.textContent()) ?? '';
  await expect(page.getByRole('main')).toContainText('Brouillon');
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  const send = page.getByRole('dialog', { name: `Envoyer ${numero}` });
  await send.getByRole('button', { name: 'Envoyer', exact: true }).click();
  const sent = page.getByRole('dialog', { name: `${numero} au fournisseur` });
  const message = sent.getByRole('textbox', { name: `Message WhatsApp pour ${supplier}` });
  await expect(message).toHaveValue(new RegExp(`bon de commande ${numero}`));
  await expect(message).toHaveValue(new RegExp(`${wool} × 18`));
  await expect(sent.getByRole('link', { name: 'Ouvrir WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/2250708091011\?text=/,
  );
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    sent.getByRole('button', { name: 'Télécharger le PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`bon-de-commande-${numero}.pdf`);
  await sent.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(page.getByRole('main')).toContainText('Envoyé');

  // First part: the barcode typed into the scanner field adds a ball, then 10 in all, lot B5.
  await page.getByRole('link', { name: 'Réceptionner' }).click();
  await expect(page.getByRole('heading', { name: `Réception ${numero}`, level: 1 })).toBeVisible();
  const scanner = page.getByRole('textbox', { name: 'Code-barres' });
  await scanner.fill(article.code_barre);
  await scanner.press('Enter');
  await expect(page.getByText(`${wool} : 1 reçu(s)`)).toBeVisible();
  const line = page.getByRole('group', { name: wool });
  await expect(line.getByRole('spinbutton', { name: 'Reçu maintenant' })).toHaveValue('1');
  await line.getByRole('spinbutton', { name: 'Reçu maintenant' }).fill('10');
  await line.getByRole('textbox', { name: /^Bain/ }).fill('B5');
  await page.getByRole('button', { name: 'Enregistrer la réception' }).click();
  await expect(page.getByText('Réception enregistrée : 10 unité(s) entrée(s) en stock.')).toBeVisible();
  await page.getByRole('button', { name: `Imprimer les étiquettes de ${wool}` }).click();
  const labels = page.getByRole('dialog', { name: 'Imprimer les étiquettes' });
  await expect(labels).toContainText('Une étiquette par unité livrée : 10.');
  await labels.getByRole('button', { name: 'Annuler' }).click();

  // Second part: the 8 left, lot B6; everything has come, the order is closed.
  await page.getByRole('button', { name: 'Nouvelle réception' }).click();
  await line.getByRole('spinbutton', { name: 'Reçu maintenant' }).fill('8');
  await line.getByRole('textbox', { name: /^Bain/ }).fill('B6');
  await page.getByRole('button', { name: 'Enregistrer la réception' }).click();
  await expect(page.getByText('Tout est arrivé : le bon de commande est soldé.')).toBeVisible();
  await page.getByRole('link', { name: 'Retour au bon de commande' }).click();
  await expect(page.getByRole('main')).toContainText('Soldé');
  await expect(page.getByRole('region', { name: 'Réceptions' })).toContainText(`${wool} · Bain B5 × 10`);

  const orders = await get<{ results: Order[] }>(page, `/BonsDeCommande/?magasin=${shopId}`);
  expect(orders.results).toEqual([expect.objectContaining({ numero, statut: 'solde' })]);
  const stock = await get<{ lignes: { stock: number }[] }>(page, `/Reassort/?magasin=${shopId}&tous=true`);
  expect(stock.lignes).toEqual([expect.objectContaining({ stock: 20, suggestion: 0 })]);

  // The list: at 360 px, cards, nothing scrolling sideways.
  await page.goto('/bons-de-commande');
  await chooseShop(page, shop);
  const row = page.getByRole('main').getByRole('row', { name: new RegExp(numero) });
  await expect(row).toContainText('Soldé');
  if (isPhone(page)) {
    await expect(page.getByRole('main').getByRole('grid')).toHaveCount(0);
    expect(await sideScroll(page)).toBe(false);
  }
});
