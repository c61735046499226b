import { createShop, createWool, post } from './support/api.ts';
import { isPhone } from './support/navigation.ts';
import { listScreens } from './support/screens.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

const RUN = Date.now().toString(36);
const SHOP = `Cartes ${RUN}`;
const WOOL = `Laine carte ${RUN}`;
const CLIENT = { prenom: 'Awa', nom: `Carte ${RUN}`, contact: '07 11 22 33 44' };

/** The elements of the page that hold more than they show sideways (cut off, or scrolling). */
const cutSideways = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}"> ${element.scrollWidth} > ${element.clientWidth}`,
      )
      .slice(0, 5),
  );

test.describe('lists on a phone', () => {
  test.beforeEach(({ page }) => test.skip(!isPhone(page), 'the cards are the phone layout'));

  test('every list reads as cards: nothing scrolls or is cut sideways, the first row shows its main fields', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const { id: shopId } = await createShop(page, SHOP, 'Plateau');
    const { id: woolId } = await createWool(page, WOOL, 150_000);
    await post(page, '/Magasins/stocks/add', {
      magasin: shopId,
      produit_id: woolId,
      quantite: 20,
      bain: 'B1',
    });
    const client = await post<{ id: number }>(page, '/Clients/clients-particuliers/create', CLIENT);
    await post(page, '/Mouvements/ventes/creer/', {
      client: client.id,
      magasin: shopId,
      articles: [{ article: woolId, quantite: 2 }],
    });

    for (const path of listScreens(shopId)) {
      await test.step(path, async () => {
        await page.goto(path);
        const main = page.getByRole('main');
        // A table drawn as cards, or a list made of cards from the start (the stock overview).
        await expect(
          main.getByRole('table').or(main.getByRole('list')).filter({ visible: true }).first(),
        ).toBeVisible();
        const table = main.getByRole('table').first();
        await expect(page.getByRole('main').getByRole('status', { name: /Chargement/ })).toHaveCount(0);
        expect(await cutSideways(page), `${path}: cut or scrolling sideways`).toEqual([]);
        const firstRow = table.getByRole('row').nth(1);
        if ((await table.count()) === 0 || (await firstRow.getByRole('cell').count()) < 2) return;
        for (const cell of await firstRow.getByRole('cell').all()) {
          const box = await cell.boundingBox();
          if (!box) continue;
          expect(box.x, `${path}: a cell starts off-screen`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${path}: a cell ends off-screen`).toBeLessThanOrEqual(361);
        }
      });
    }
  });

  test("a sale's card shows the client and the total large, and opens the sale", async ({ page }) => {
    await signIn(page);
    const { id: shopId } = await createShop(page, `${SHOP} B`, 'Cocody');
    const { id: woolId } = await createWool(page, `${WOOL} B`, 150_000);
    await post(page, '/Magasins/stocks/add', {
      magasin: shopId,
      produit_id: woolId,
      quantite: 5,
      bain: 'B1',
    });
    const client = await post<{ id: number }>(page, '/Clients/clients-particuliers/create', {
      ...CLIENT,
      nom: `${CLIENT.nom} B`,
    });
    const sale = await post<{ numero_facture: string }>(page, '/Mouvements/ventes/creer/', {
      client: client.id,
      magasin: shopId,
      articles: [{ article: woolId, quantite: 2 }],
    });

    await page.goto(`/ventes?magasin=${shopId}`);
    const card = page.getByRole('row', { name: new RegExp(sale.numero_facture) });
    const name = card.getByText(`Awa ${CLIENT.nom} B`);
    const total = card.getByText(/^3\s000,00\sFCFA$/);
    await expect(name).toHaveCSS('font-size', '16px');
    await expect(total).toHaveCSS('font-size', '16px');
    // Side by side on the card's first line.
    const [nameBox, totalBox] = [await name.boundingBox(), await total.boundingBox()];
    expect(Math.abs((nameBox?.y ?? 0) - (totalBox?.y ?? 100))).toBeLessThan(8);
    await card.click();
    await expect(page.getByRole('dialog')).toContainText(sale.numero_facture);
  });
});
