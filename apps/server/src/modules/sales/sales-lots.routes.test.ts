import { BAIN_MESSAGES, SALE_PATHS, type SaleDetail, type StoreProduct } from '@pelote/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { pdfPageTexts } from '../../../test/pdf-text.test-support.ts';
import { lotsOf } from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { addStock, postSale, sell, stockOf, useSalesContext, writes } from './sales.test-support.ts';

/**
 * Dye lots at the till: a sale without a lot takes the lot with most stock, splits across lots
 * (most stock first, then by name) when that one cannot cover the line, and is refused only when
 * all the lots together cannot; a lot named is taken or refused with that lot's quantity; a
 * cancellation puts each line back into its own lot. The ledger balances per lot after each.
 */

const c = useSalesContext();
const PRICE = 150_000;

const pagesOf = pdfPageTexts;

/** A fresh shop holding the wool in the lots given. */
async function shopWithLots(nom: string, lots: Record<string, number>) {
  const shop = await c.t.createShop({ nom });
  for (const [bain, quantite] of Object.entries(lots)) await addStock(c, shop.id, c.laine.id, quantite, bain);
  return shop;
}

const woolLines = (sale: SaleDetail) =>
  sale.items
    .filter((item) => item.article.id === c.laine.id)
    .map((item) => ({ bain: item.bain, quantite: item.quantite, prix_total: item.prix_total }));

describe('a sale of wool kept in lots', () => {
  it('without a lot takes the lot with most stock, and moves that lot only', async () => {
    const shop = await shopWithLots('Lots défaut', { B2417: 12, B2420: 3 });
    const sale = await sell(c, {
      client: null,
      magasin: shop.id,
      articles: [{ article: c.laine.id, quantite: 5 }],
    });
    expect(woolLines(sale)).toEqual([{ bain: 'B2417', quantite: 5, prix_total: 5 * PRICE }]);
    expect(sale.total).toBe(5 * PRICE);
    expect(await lotsOf(c, shop.id, c.laine.id)).toEqual([
      { bain: 'B2417', quantite: 7 },
      { bain: 'B2420', quantite: 3 },
    ]);
    const movements = await c.t.db
      .select({
        bain: mouvementsStock.bain,
        quantite: mouvementsStock.quantite,
        apres: mouvementsStock.stockApres,
      })
      .from(mouvementsStock)
      .where(eq(mouvementsStock.venteId, sale.id));
    expect(movements).toEqual([{ bain: 'B2417', quantite: -5, apres: 7 }]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);

    // The detail read back names the lot too.
    const detail = await c.t.inject({
      method: 'GET',
      url: `/api${SALE_PATHS.detail}/${sale.id}/`,
      headers: c.direction,
    });
    expect((detail.json() as SaleDetail).items.map((item) => item.bain)).toEqual(['B2417']);
  });

  it('takes the lot asked for, even a smaller one', async () => {
    const shop = await shopWithLots('Lots choisis', { B2417: 12, B2420: 3 });
    const sale = await sell(c, {
      client: null,
      magasin: shop.id,
      articles: [{ article: c.laine.id, quantite: 3, bain: ' B2420 ' }],
    });
    expect(woolLines(sale)).toEqual([{ bain: 'B2420', quantite: 3, prix_total: 3 * PRICE }]);
    expect(await lotsOf(c, shop.id, c.laine.id)).toEqual([
      { bain: 'B2417', quantite: 12 },
      { bain: 'B2420', quantite: 0 },
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('refuses a lot with too little (409 with that lot’s quantity) while the line would suffice, writing nothing', async () => {
    const shop = await shopWithLots('Lots refus', { B2417: 12, B2420: 3 });
    const before = await writes(c);
    for (const [bain, available] of [
      ['B2420', 3],
      ['B9999', 0],
    ] as const) {
      const refused = await postSale(c, {
        client: null,
        magasin: shop.id,
        articles: [{ article: c.laine.id, quantite: 4, bain }],
      });
      expect([refused.statusCode, refused.json().detail]).toEqual([
        409,
        `Stock insuffisant (disponible: ${available})`,
      ]);
    }
    expect(await writes(c)).toEqual(before);
    expect(await stockOf(c, shop.id, c.laine.id)).toBe(15);
    expect(await lotsOf(c, shop.id, c.laine.id)).toEqual([
      { bain: 'B2417', quantite: 12 },
      { bain: 'B2420', quantite: 3 },
    ]);
  });

  it('splits a line no single lot can cover across the lots, most stock first then by name, at one price', async () => {
    const shop = await shopWithLots('Lots partagés', { C3: 4, A1: 4, B2: 2 });
    const response = await postSale(
      c,
      { client: c.client.id, magasin: shop.id, articles: [{ article: c.laine.id, quantite: 9 }] },
      { key: 'vente-repartie-1' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const sale = response.json() as SaleDetail;
    // A1 and C3 hold as much: by name, A1 first.
    expect(woolLines(sale)).toEqual([
      { bain: 'A1', quantite: 4, prix_total: 4 * PRICE },
      { bain: 'C3', quantite: 4, prix_total: 4 * PRICE },
      { bain: 'B2', quantite: 1, prix_total: PRICE },
    ]);
    expect(sale.items.every((item) => item.prix_unitaire === PRICE)).toBe(true);
    expect(sale.total).toBe(9 * PRICE);
    expect(await lotsOf(c, shop.id, c.laine.id)).toEqual([
      { bain: 'A1', quantite: 0 },
      { bain: 'B2', quantite: 1 },
      { bain: 'C3', quantite: 0 },
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);

    // The sale's journal row names each lot.
    const [row] = await c.t.db
      .select({ changements: journal.changements })
      .from(journal)
      .where(and(eq(journal.entite, 'vente'), eq(journal.entiteId, String(sale.id))));
    const changes = row?.changements as unknown as {
      articles: { apres: { bain?: string; quantite: number }[] };
    };
    const articles = changes.articles.apres;
    expect(articles.map((line) => [line.bain, line.quantite])).toEqual([
      ['A1', 4],
      ['C3', 4],
      ['B2', 1],
    ]);

    // The same request again answers the same sale, and takes nothing more.
    const before = await writes(c);
    const again = await postSale(
      c,
      { client: c.client.id, magasin: shop.id, articles: [{ article: c.laine.id, quantite: 9 }] },
      { key: 'vente-repartie-1' },
    );
    expect([again.statusCode, again.body]).toEqual([201, response.body]);
    expect(await writes(c)).toEqual(before);
  });

  it('refuses a line only when all the lots together cannot cover it (409 with their total)', async () => {
    const shop = await shopWithLots('Lots courts', { B1: 6, B2: 4 });
    const before = await writes(c);
    const refused = await postSale(c, {
      client: null,
      magasin: shop.id,
      articles: [{ article: c.laine.id, quantite: 11 }],
    });
    expect([refused.statusCode, refused.json().detail]).toEqual([409, 'Stock insuffisant (disponible: 10)']);
    expect(await writes(c)).toEqual(before);
    const exact = await sell(c, {
      client: null,
      magasin: shop.id,
      articles: [{ article: c.laine.id, quantite: 10 }],
    });
    expect(woolLines(exact).map((line) => [line.bain, line.quantite])).toEqual([
      ['B1', 6],
      ['B2', 4],
    ]);
    expect(await stockOf(c, shop.id, c.laine.id)).toBe(0);
  });

  it('serves the lines naming a lot first; a line without one takes what is left', async () => {
    const shop = await shopWithLots('Lots mêlés', { B1: 5, B2: 3 });
    const sale = await sell(c, {
      client: null,
      magasin: shop.id,
      articles: [
        { article: c.laine.id, quantite: 4 },
        { article: c.laine.id, quantite: 4, bain: 'B1' },
      ],
    });
    // B1 gives 4 to the named line, leaving 1: the other line takes B2 (3), then B1 (1).
    expect(woolLines(sale).map((line) => [line.bain, line.quantite])).toEqual([
      ['B1', 5],
      ['B2', 3],
    ]);
  });

  it('puts each line back into its own lot when the sale is cancelled', async () => {
    const shop = await shopWithLots('Lots annulés', { B1: 3, B2: 2 });
    await addStock(c, shop.id, c.accessoire.id, 2);
    const sale = await sell(c, {
      client: null,
      magasin: shop.id,
      articles: [
        { article: c.laine.id, quantite: 5 },
        { article: c.accessoire.id, quantite: 2 },
      ],
    });
    expect(await lotsOf(c, shop.id, c.laine.id)).toEqual([
      { bain: 'B1', quantite: 0 },
      { bain: 'B2', quantite: 0 },
    ]);
    const cancelled = await c.t.inject({
      method: 'DELETE',
      url: `/api/Ventes/${sale.id}`,
      headers: c.direction,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await lotsOf(c, shop.id, c.laine.id)).toEqual([
      { bain: 'B1', quantite: 3 },
      { bain: 'B2', quantite: 2 },
    ]);
    expect(await lotsOf(c, shop.id, c.accessoire.id)).toEqual([{ bain: '', quantite: 2 }]);
    const back = await c.t.db
      .select({ bain: mouvementsStock.bain, quantite: mouvementsStock.quantite })
      .from(mouvementsStock)
      .where(and(eq(mouvementsStock.venteId, sale.id), eq(mouvementsStock.kind, 'annulation')))
      .orderBy(asc(mouvementsStock.articleId), asc(mouvementsStock.bain));
    expect(back).toEqual([
      { bain: 'B1', quantite: 3 },
      { bain: 'B2', quantite: 2 },
      { bain: '', quantite: 2 },
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('refuses a lot on an article without lots (400 in French), writing nothing', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 5);
    const before = await writes(c);
    const refused = await postSale(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 1, bain: 'B1' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: BAIN_MESSAGES.notForType,
      errors: { bain: BAIN_MESSAGES.notForType },
    });
    const tooLong = await postSale(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.laine.id, quantite: 1, bain: 'B'.repeat(41) }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(BAIN_MESSAGES.tooLong);
    expect(await writes(c)).toEqual(before);
  });

  it('lists the shop’s products with their lots, most stock first, for the sale form', async () => {
    const shop = await shopWithLots('Lots formulaire', { B2420: 3, B2417: 12, B0: 1 });
    await addStock(c, shop.id, c.accessoire.id, 4);
    // A lot sold out is no longer offered.
    await sell(c, {
      client: null,
      magasin: shop.id,
      articles: [{ article: c.laine.id, quantite: 1, bain: 'B0' }],
    });
    const response = await c.t.inject({
      method: 'GET',
      url: `/api${SALE_PATHS.storeProducts}/${shop.id}/`,
      headers: c.direction,
    });
    expect(response.statusCode).toBe(200);
    const products = response.json() as StoreProduct[];
    expect(products.find((product) => product.id === c.laine.id)).toMatchObject({
      quantite_stock: 15,
      bains: [
        { bain: 'B2417', quantite: 12 },
        { bain: 'B2420', quantite: 3 },
      ],
    });
    expect(products.find((product) => product.id === c.accessoire.id)?.bains).toEqual([
      { bain: '', quantite: 4 },
    ]);
    // What the picker searches and shows: a wool's colour (the default one here), every barcode.
    expect(products.find((product) => product.id === c.laine.id)).toMatchObject({
      couleur: 'Non spécifié',
      code_barre: c.laine.code_barre,
    });
    expect(products.find((product) => product.id === c.accessoire.id)).toMatchObject({
      couleur: '',
      code_barre: c.accessoire.code_barre,
    });
  });

  it('prints the lot next to the line on the invoice PDF, and nothing for an article without lots', async () => {
    const shop = await shopWithLots('Lots facture', { B2417: 2, B2420: 2 });
    await addStock(c, shop.id, c.accessoire.id, 1);
    const sale = await sell(c, {
      client: null,
      magasin: shop.id,
      articles: [
        { article: c.laine.id, quantite: 3 },
        { article: c.accessoire.id, quantite: 1 },
      ],
    });
    const [page] = await pagesOf(await renderInvoicePdf(sale));
    // Each line: its name, then its type and lot; the accessory's type alone.
    expect(page).toMatch(/Mérinos bleu nuit\s+Laine · Bain B2417/);
    expect(page).toMatch(/Mérinos bleu nuit\s+Laine · Bain B2420/);
    expect(page).toMatch(/Aiguilles circulaires 4 mm\s+Accessoire(?! ·)/);
  });
});
