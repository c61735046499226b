import { createShop, post } from './support/api.ts';
import { goThroughMenu } from './support/navigation.ts';
import { choose, pickShop } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

// A stock count of one type of articles, end to end: head office opens a count of the kits of a
// shop, counts them on the counting screen (one with the + and − buttons, one typed), sees what is
// left to count, names the difference 'Casse' and validates: the stock now says what the shelf
// holds. On a desktop and on a 360 px wide phone.

const RUN = Date.now().toString(36);

test('count a type of articles and validate the difference with its reason', async ({ page, isMobile }) => {
  const where = isMobile ? 'mobile' : 'bureau';
  const shopName = `Inventaire ${where} ${RUN}`;
  const first = `Kit alpha ${where}${RUN}`;
  const second = `Kit beta ${where}${RUN}`;
  await signIn(page);
  const shop = await createShop(page, shopName, 'Cocody');
  const kits: { id: number }[] = [];
  for (const [nom, quantite] of [
    [first, 2],
    [second, 3],
  ] as const) {
    const kit = await post<{ id: number }>(page, '/Articles/kits/create', {
      nom,
      prix_unitaire: 1_200_000,
      contenance: 'Laine, crochet',
    });
    await post(page, '/Magasins/stocks/add', { magasin: shop.id, produit_id: kit.id, quantite });
    kits.push(kit);
  }

  await page.goto('/');
  await goThroughMenu(page, 'Inventaires');
  await pickShop(page, shopName);
  await page.getByRole('button', { name: 'Nouvel inventaire' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel inventaire' });
  await choose(dialog, page, /Type d’articles/, 'Kit');
  await dialog.getByRole('button', { name: 'Commencer le comptage' }).click();

  await expect(page.getByRole('heading', { name: /^Inventaire n° \d+$/, level: 1 })).toBeVisible();
  await expect(page.getByText('Reste à compter : 2')).toBeVisible();
  const list = page.getByRole('list', { name: 'Articles à compter' });
  // The first kit: two taps on +, then one on − (one is broken: not counted).
  const plus = list.getByRole('button', { name: `Un de plus : ${first}` });
  await plus.click();
  await expect(list.getByText('Compté : 1')).toBeVisible();
  await plus.click();
  await expect(list.getByText('Compté : 2')).toBeVisible();
  await list.getByRole('button', { name: `Un de moins : ${first}` }).click();
  await expect(list.getByText('Compté : 1')).toBeVisible();
  // The second, typed (or scanned) after a search.
  await page.getByRole('searchbox', { name: 'Rechercher ou scanner' }).fill('beta');
  const count = list.getByRole('textbox', { name: `Quantité comptée : ${second}` });
  await count.fill('3');
  await count.press('Enter');
  await expect(list.getByText('Compté : 3')).toBeVisible();
  await expect(page.getByText('Reste à compter : 0')).toBeVisible();

  // One difference: the first kit, −1. Its reason, then the validation.
  const review = page.getByRole('region', { name: 'Écarts' });
  await expect(review).toContainText(`${first} : -1`);
  await expect(review).toContainText('Compté 1 · attendu 2');
  await review.getByRole('button', { name: 'Valider l’inventaire' }).click();
  await expect(review.getByText('Choisissez le motif de chaque écart.')).toBeVisible();
  await choose(review, page, /Motif/, 'Casse');
  await review.getByRole('button', { name: 'Valider l’inventaire' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Valider cet inventaire ?' });
  await expect(confirm).toContainText('1 ajustement(s)');
  await confirm.getByRole('button', { name: 'Valider l’inventaire' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Inventaire validé : il ne se modifie plus.')).toBeVisible();

  const stock = await page.request.get(`/api/Magasins/stocks/magasin/${shop.id}`);
  const lines = (await stock.json()) as { results: { object_id: number; quantite: number }[] };
  expect(lines.results.map((line) => [line.object_id, line.quantite]).sort()).toEqual(
    [
      [kits[0]?.id, 1],
      [kits[1]?.id, 3],
    ].sort(),
  );
});
