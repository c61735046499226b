import type { SaleDetail } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { summaryDrift } from '../../../test/sales-summary-drift.ts';
import { getAs } from '../../../test/shop-context.test-support.ts';
import { lineBack, returned, saleNow } from '../returns/returns.test-support.ts';
import { addStock, cancelSale, sell, useSalesContext } from '../sales/sales.test-support.ts';
import {
  articleMargin,
  costDrift,
  costOf,
  deliver,
  marginsOf,
  newArticle,
  postDelivery,
} from './costs.test-support.ts';

/**
 * The weighted average cost (CMP): changed by deliveries with a price only, frozen on each sale
 * line, taken back by returns and cancellations, and the margins read from it. Each test has its
 * own article, so its figures are its own.
 */

const c = useSalesContext();
const sellOne = (magasin: number, article: number, quantite: number) =>
  sell(c, { client: null, magasin, articles: [{ article, quantite }] });

describe('the CMP of an article', () => {
  it('weighs the deliveries by the stock of every shop, freezes on the sale, and a later delivery leaves the margin', async () => {
    const article = await newArticle(c, 'Crochet ergonomique 5 mm');
    expect(await costOf(c, article.id)).toBeNull();
    await deliver(c, c.shopA.id, article.id, 10, 100_000);
    expect(await costOf(c, article.id)).toBe(100_000);
    await deliver(c, c.shopB.id, article.id, 10, 150_000);
    expect(await costOf(c, article.id)).toBe(125_000);

    const sale = await sellOne(c.shopA.id, article.id, 5);
    expect(sale.items[0]).toMatchObject({ cout_unitaire: 125_000, cout_estime: false });
    const before = await articleMargin(c, article.id);
    expect(before).toMatchObject({
      quantite: 5,
      chiffre_affaires: 5 * 250_000,
      cout_ventes: 5 * 125_000,
      marge: 5 * 125_000,
      taux_marge: 0.5,
      quantite_cout_inconnu: 0,
    });

    // (15 × 1 250,00 + 10 × 2 000,00) / 25 = 1 550,00; the sale keeps its 1 250,00.
    await deliver(c, c.shopA.id, article.id, 10, 200_000);
    expect(await costOf(c, article.id)).toBe(155_000);
    expect((await saleNow(c, sale.id)).items[0]?.cout_unitaire).toBe(125_000);
    expect(await articleMargin(c, article.id)).toEqual(before);
  });

  it('takes the price of a delivery received while the stock is zero', async () => {
    const article = await newArticle(c, 'Mètre ruban');
    await deliver(c, c.shopA.id, article.id, 4, 100_000);
    await sellOne(c.shopA.id, article.id, 4);
    await deliver(c, c.shopA.id, article.id, 2, 300_000);
    expect(await costOf(c, article.id)).toBe(300_000);
  });

  it('keeps four decimals and is left as it is by an entry without a price', async () => {
    const article = await newArticle(c, 'Marqueurs de mailles');
    await deliver(c, c.shopA.id, article.id, 3, 100_000);
    await deliver(c, c.shopB.id, article.id, 3, 100_000);
    // The units of an entry without a price (it takes the catalogue's sale price) count in the stock, not in the cost.
    const untouched = await postDelivery(c, {
      article: article.id,
      magasin: c.shopA.id,
      quantite: 2,
      prix: null,
    });
    expect(untouched.statusCode, untouched.body).toBe(201);
    expect(await costOf(c, article.id)).toBe(100_000);
    await deliver(c, c.shopA.id, article.id, 1, 100_001);
    // (8 × 100 000 + 1 × 100 001) / 9 = 100 000,1111… → kept as 100000.1111, answered as 100000.11.
    expect(await costOf(c, article.id)).toBe(100_000.11);
  });
});

describe('the margins', () => {
  it("count a sale of unknown cost apart ('Coût inconnu'), out of the margin rate", async () => {
    const article = await newArticle(c, 'Pompons à coudre', 50_000);
    await addStock(c, c.shopA.id, article.id, 3);
    const sale = await sellOne(c.shopA.id, article.id, 2);
    expect(sale.items[0]).toMatchObject({ cout_unitaire: null });
    expect(await articleMargin(c, article.id)).toMatchObject({
      quantite: 2,
      chiffre_affaires: 0,
      cout_ventes: 0,
      marge: 0,
      taux_marge: null,
      chiffre_affaires_cout_inconnu: 100_000,
      quantite_cout_inconnu: 2,
    });
    const all = await marginsOf(c);
    const sum = (field: 'chiffre_affaires' | 'marge' | 'chiffre_affaires_cout_inconnu') =>
      all.lignes.reduce((total, line) => total + line[field], 0);
    expect(all.total.chiffre_affaires).toBe(sum('chiffre_affaires'));
    expect(all.total.chiffre_affaires_cout_inconnu).toBe(sum('chiffre_affaires_cout_inconnu'));
    expect(all.total.taux_marge).toBeCloseTo(sum('marge') / sum('chiffre_affaires'), 4);
    expect(all.faibles_marges.some((low) => low.article.id === article.id)).toBe(false);
  });

  it("take back the returned line's cost, and a cancellation the sale's", async () => {
    const article = await newArticle(c, 'Laine à feutrer (kit)', 120_000);
    await deliver(c, c.shopB.id, article.id, 10, 100_000);
    const sale = await sellOne(c.shopB.id, article.id, 4);
    await returned(c, sale.id, lineBack(sale, 1));
    // A later delivery changes the CMP, not what the return takes back.
    await deliver(c, c.shopB.id, article.id, 7, 200_000);
    const cancelled = await sellOne(c.shopB.id, article.id, 2);
    const gone = await cancelSale(c, cancelled.id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await articleMargin(c, article.id)).toMatchObject({
      quantite: 3,
      chiffre_affaires: 3 * 120_000,
      cout_ventes: 3 * 100_000,
      marge: 3 * 20_000,
      taux_marge: 0.1667,
    });
    expect(await summaryDrift(c.t.db)).toEqual([]);
    expect(await costDrift(c.t.db)).toEqual([]);
  });

  it('list the articles of a margin below 10 % or negative, worst first, and group by type, shop and month', async () => {
    const thin = await newArticle(c, 'Fil de coton fin', 105_000);
    const loss = await newArticle(c, 'Boutons en nacre', 90_000);
    await deliver(c, c.shopA.id, thin.id, 2, 100_000);
    await deliver(c, c.shopA.id, loss.id, 2, 100_000);
    await sellOne(c.shopA.id, thin.id, 1);
    await sellOne(c.shopA.id, loss.id, 1);
    const low = (await marginsOf(c)).faibles_marges;
    const names = low.map((row) => row.article.id);
    expect(names.indexOf(loss.id)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(loss.id)).toBeLessThan(names.indexOf(thin.id));
    expect(low.find((row) => row.article.id === loss.id)).toMatchObject({ marge: -10_000 });
    // Every view lists the same articles apart.
    expect((await marginsOf(c, '&groupe=type')).faibles_marges).toEqual(low);

    const byShop = await marginsOf(c, `&groupe=magasin&magasin=${c.shopA.id}`);
    expect(byShop.lignes.map((line) => line.cle)).toEqual([String(c.shopA.id)]);
    expect(byShop.lignes[0]).toMatchObject({ libelle: 'Boutique Cocody', ...byShop.total });
    const byMonth = await marginsOf(c, '&groupe=mois');
    expect(byMonth.lignes).toHaveLength(1);
    expect(byMonth.lignes[0]?.cle).toBe(byMonth.date_debut.slice(0, 7));
    expect(byMonth.lignes[0]?.libelle).toMatch(/^[a-zéû]+ \d{4}$/);
    const byType = await marginsOf(c, '&groupe=type&type=accessoire');
    expect(byType.lignes[0]).toMatchObject({ cle: 'accessoire', libelle: 'Accessoire', type: 'accessoire' });
  });

  it('default to the current month, by article', async () => {
    const response = await getAs(c, '/api/Statistiques/marges');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.groupe).toBe('article');
    expect(body.date_debut.slice(8)).toBe('01');
    expect(body.date_debut.slice(0, 7)).toBe(body.date_fin.slice(0, 7));
  });
});

describe('bad input on the reports', () => {
  it.each([
    ['/api/Statistiques/marges?date_debut=2026-02-30', 'Date invalide (AAAA-MM-JJ)'],
    ['/api/Statistiques/marges?date_fin=demain', 'Date invalide (AAAA-MM-JJ)'],
    ['/api/Statistiques/marges?groupe=semaine', 'Regroupement invalide (article, type, magasin ou mois)'],
    ['/api/Statistiques/marges?type=tricot', "Type d'article invalide"],
    ['/api/Statistiques/marges?magasin=0', 'Identifiant de magasin invalide'],
    [
      '/api/Statistiques/marges?date_debut=2026-03-10&date_fin=2026-03-01',
      'La date de début doit précéder la date de fin',
    ],
    [
      '/api/Statistiques/marges?date_debut=2024-01-01&date_fin=2026-01-01',
      'La période ne peut pas dépasser 366 jours',
    ],
    ['/api/Stocks/valorisation?date=2026-13-01', 'Date invalide (AAAA-MM-JJ)'],
    ['/api/Stocks/valorisation?magasin=abc', 'Identifiant de magasin invalide'],
  ])('%s → 400 %s', async (url, detail) => {
    const response = await c.t.inject({ method: 'GET', url, headers: c.direction });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toBe(detail);
  });
});

describe('a gerant', () => {
  it('gets 403 on the reports and no cost field in any answer', async () => {
    const article = await newArticle(c, 'Aiguilles à torsades');
    await deliver(c, c.shopA.id, article.id, 5, 100_000);
    const sale: SaleDetail = await sellOne(c.shopA.id, article.id, 1);
    for (const url of ['/api/Statistiques/marges', '/api/Stocks/valorisation']) {
      const refused = await c.t.inject({ method: 'GET', url, headers: c.gerant });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(
        "Vous n'avez pas les permissions nécessaires pour effectuer cette action",
      );
    }
    const urls = [
      `/api/Articles/accessoires/detail-accessoire/${article.id}`,
      `/api/Articles/list-accessoires?magasin=${c.shopA.id}`,
      `/api/Mouvements/vente-detail/${sale.id}/`,
      `/api/Mouvements/ventes-all/`,
    ];
    for (const url of urls) {
      const asDirection = await c.t.inject({ method: 'GET', url, headers: c.direction });
      expect(asDirection.body, url).toMatch(/"cout_/);
      const asGerant = await c.t.inject({ method: 'GET', url, headers: c.gerant });
      expect(asGerant.statusCode, asGerant.body).toBe(200);
      expect(asGerant.body, url).not.toMatch(/cout_|marge/);
    }
    // Nor in the answer of a sale they record.
    const own = await c.t.inject({
      method: 'POST',
      url: '/api/Mouvements/ventes/creer/',
      headers: c.gerant,
      payload: { client: null, magasin: c.shopA.id, articles: [{ article: article.id, quantite: 1 }] },
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.body).not.toMatch(/cout_/);
  });
});
