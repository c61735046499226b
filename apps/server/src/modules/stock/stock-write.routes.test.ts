import type { StockLine } from '@pelote/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { createTestArticle } from '../../../test/recorded-sales.ts';
import { getAs, useTwoShops } from '../../../test/shop-context.test-support.ts';

/** POST /Magasins/stocks/add and POST /Stocks/ajustements: rules, scope, ledger, races. */

const ADD = '/api/Magasins/stocks/add';
const ADJUST = '/api/Stocks/ajustements';

const c = useTwoShops();
let crochet: { id: number };

const post = (url: string, payload: unknown, headers: Record<string, string> = c.direction) =>
  c.t.inject({ method: 'POST', url, headers, payload: payload as object });

/** A POST sent with an Idempotency-Key, as the add-stock dialog sends it. */
const postKeyed = (url: string, payload: unknown, key: string) =>
  post(url, payload, { ...c.direction, 'idempotency-key': key });

async function lineOf(shop: number, articleId: number) {
  const response = await getAs(c, `/api/Magasins/stocks/magasin/${shop}?page_size=100`);
  return (response.json() as { results: StockLine[] }).results.find((line) => line.object_id === articleId);
}

async function movementCount() {
  const response = await getAs(c, '/api/Stocks/mouvements?page_size=1');
  return (response.json() as { count: number }).count;
}

beforeAll(async () => {
  crochet = await createTestArticle(c.t.db, 'Crochet 4 mm', 1_500_00);
});

describe('POST /Magasins/stocks/add', () => {
  it('creates the line with the default threshold 5 and answers it (201)', async () => {
    const response = await post(ADD, { magasin: c.shopA.id, produit_id: crochet.id, quantite: 7 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      object_id: crochet.id,
      article_name: 'Crochet 4 mm',
      article_type: 'accessoire',
      magasin: c.shopA.id,
      magasin_nom: 'Boutique Cocody',
      quantite: 7,
      quantite_stock: 7,
      quantite_seuil: 5,
      prix_unitaire: 1_500_00,
      is_active: true,
    });
  });

  it('adds to the line, keeps its threshold unless one is given, and writes one movement each time', async () => {
    const before = await movementCount();
    await post(ADD, { magasin: c.shopA.id, produit_id: crochet.id, quantite: 3, quantite_seuil: 12 });
    expect(await lineOf(c.shopA.id, crochet.id)).toMatchObject({ quantite: 10, quantite_seuil: 12 });
    await post(ADD, {
      magasin: c.shopA.id,
      produit_id: crochet.id,
      quantite: 1,
      produit_type: 'Accessoires',
    });
    expect(await lineOf(c.shopA.id, crochet.id)).toMatchObject({ quantite: 11, quantite_seuil: 12 });
    expect(await movementCount()).toBe(before + 2);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it.each([
    [{ quantite: 0 }, 'quantite', 'La quantité doit être supérieure à 0'],
    [{ quantite: -2 }, 'quantite', 'La quantité doit être supérieure à 0'],
    [{ quantite: 1.5 }, 'quantite', 'La quantité doit être supérieure à 0'],
    [{ quantite_seuil: -1 }, 'quantite_seuil', 'La quantité seuil ne peut pas être négative'],
    [{ produit_id: undefined }, 'produit_id', 'Veuillez sélectionner un produit'],
    [{ magasin: 'A' }, 'magasin', 'Veuillez sélectionner un magasin'],
  ])('refuses %j with its French message and writes nothing', async (change, field, message) => {
    const before = await movementCount();
    const response = await post(ADD, { magasin: c.shopA.id, produit_id: crochet.id, quantite: 2, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await movementCount()).toBe(before);
  });

  it('answers 404 for an unknown shop or product, or a product of another type', async () => {
    const shop = await post(ADD, { magasin: 999_999, produit_id: crochet.id, quantite: 1 });
    expect([shop.statusCode, shop.json().detail]).toEqual([404, 'Magasin non trouvé']);
    const product = await post(ADD, { magasin: c.shopA.id, produit_id: 999_999, quantite: 1 });
    expect([product.statusCode, product.json().detail]).toEqual([404, 'Produit non trouvé']);
    const wrongType = await post(ADD, {
      magasin: c.shopA.id,
      produit_id: crochet.id,
      quantite: 1,
      produit_type: 'laines',
    });
    expect(wrongType.statusCode).toBe(404);
  });

  it('lets a gerant add to their own shop only (403 for another one, nothing written)', async () => {
    expect(
      (await post(ADD, { magasin: c.shopA.id, produit_id: crochet.id, quantite: 1 }, c.gerant)).statusCode,
    ).toBe(201);
    const refused = await post(ADD, { magasin: c.shopB.id, produit_id: crochet.id, quantite: 1 }, c.gerant);
    expect(refused.statusCode).toBe(403);
    expect(await lineOf(c.shopB.id, crochet.id)).toBeUndefined();
  });

  it('counts two concurrent additions on the same line both', async () => {
    const laine = await createTestArticle(c.t.db, 'Laine concurrente', 2_000_00);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(ADD, { magasin: c.shopB.id, produit_id: laine.id, quantite: 5 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(await lineOf(c.shopB.id, laine.id)).toMatchObject({ quantite: 40 });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});

describe('POST /Stocks/ajustements', () => {
  it('corrects a line with a reason, in the ledger, never below zero', async () => {
    const article = await createTestArticle(c.t.db, 'Ciseaux à broder', 900_00);
    await post(ADD, { magasin: c.shopA.id, produit_id: article.id, quantite: 4 });
    const down = await post(ADJUST, {
      magasin: c.shopA.id,
      produit_id: article.id,
      quantite: -3,
      motif: 'Casse',
    });
    expect(down.statusCode, down.body).toBe(201);
    expect(down.json()).toMatchObject({ quantite: 1 });
    const tooMuch = await post(ADJUST, {
      magasin: c.shopA.id,
      produit_id: article.id,
      quantite: -2,
      motif: 'Vol',
    });
    expect([tooMuch.statusCode, tooMuch.json().detail]).toEqual([409, 'Stock insuffisant (disponible: 1)']);
    const movements = await getAs(c, `/api/Stocks/mouvements?article=${article.id}`);
    expect(
      movements
        .json()
        .results.map((m: { kind: string; quantite: number; motif: string | null }) => [
          m.kind,
          m.quantite,
          m.motif,
        ]),
    ).toEqual([
      ['ajustement', -3, 'Casse'],
      ['ajout', 4, null],
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('needs a reason and a non-zero correction, and is for c.direction only', async () => {
    const noReason = await post(ADJUST, {
      magasin: c.shopA.id,
      produit_id: crochet.id,
      quantite: 1,
      motif: ' ',
    });
    expect(noReason.json().detail).toBe("Le motif de l'ajustement est requis");
    const zero = await post(ADJUST, { magasin: c.shopA.id, produit_id: crochet.id, quantite: 0, motif: 'x' });
    expect(zero.json().detail).toBe('La correction ne peut pas être nulle');
    const gerant = await post(
      ADJUST,
      { magasin: c.shopA.id, produit_id: crochet.id, quantite: 1, motif: 'x' },
      c.gerant,
    );
    expect(gerant.statusCode).toBe(403);
  });
});

describe('Idempotency-Key on stock writes', () => {
  it('adds the stock once for one key sent twice, and answers the second exactly as the first', async () => {
    const laine = await createTestArticle(c.t.db, 'Laine réessayée', 2_000_00);
    const before = await movementCount();
    const payload = { magasin: c.shopA.id, produit_id: laine.id, quantite: 5 };
    const first = await postKeyed(ADD, payload, 'ajout-stock-1');
    const again = await postKeyed(ADD, payload, 'ajout-stock-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await lineOf(c.shopA.id, laine.id)).toMatchObject({ quantite: 5 });
    expect(await movementCount()).toBe(before + 1);
    // Without the key, the same body is a second addition.
    expect((await post(ADD, payload)).json()).toMatchObject({ quantite: 10 });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('adds the stock once for 8 twins of one key sent at once, all answered alike', async () => {
    const laine = await createTestArticle(c.t.db, 'Laine en rafale', 2_000_00);
    const payload = { magasin: c.shopB.id, produit_id: laine.id, quantite: 3 };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postKeyed(ADD, payload, 'ajout-stock-rafale')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await lineOf(c.shopB.id, laine.id)).toMatchObject({ quantite: 3 });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('refuses the key for another body (409) and adds nothing', async () => {
    const laine = await createTestArticle(c.t.db, 'Laine à clé unique', 2_000_00);
    expect(
      (await postKeyed(ADD, { magasin: c.shopA.id, produit_id: laine.id, quantite: 2 }, 'ajout-stock-2'))
        .statusCode,
    ).toBe(201);
    const before = await movementCount();
    const other = await postKeyed(
      ADD,
      { magasin: c.shopA.id, produit_id: laine.id, quantite: 9 },
      'ajout-stock-2',
    );
    expect([other.statusCode, other.json().detail]).toEqual([
      409,
      'Cette clé Idempotency-Key a déjà servi pour une autre requête',
    ]);
    expect(await lineOf(c.shopA.id, laine.id)).toMatchObject({ quantite: 2 });
    expect(await movementCount()).toBe(before);
  });

  it('corrects the stock once for an adjustment sent twice with one key', async () => {
    const article = await createTestArticle(c.t.db, 'Aiguilles recomptées', 900_00);
    await post(ADD, { magasin: c.shopA.id, produit_id: article.id, quantite: 6 });
    const payload = { magasin: c.shopA.id, produit_id: article.id, quantite: -2, motif: 'Casse' };
    const first = await postKeyed(ADJUST, payload, 'ajustement-1');
    const again = await postKeyed(ADJUST, payload, 'ajustement-1');
    expect(first.statusCode, first.body).toBe(201);
    expect([again.statusCode, again.body]).toEqual([201, first.body]);
    expect(await lineOf(c.shopA.id, article.id)).toMatchObject({ quantite: 4 });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('keeps nothing of a refused adjustment: the same key runs again once the stock is there', async () => {
    const article = await createTestArticle(c.t.db, 'Crochets manquants', 900_00);
    const payload = { magasin: c.shopA.id, produit_id: article.id, quantite: -3, motif: 'Inventaire' };
    const refused = await postKeyed(ADJUST, payload, 'ajustement-2');
    expect([refused.statusCode, refused.json().detail]).toEqual([409, 'Stock insuffisant (disponible: 0)']);
    await post(ADD, { magasin: c.shopA.id, produit_id: article.id, quantite: 5 });
    const retried = await postKeyed(ADJUST, payload, 'ajustement-2');
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json()).toMatchObject({ quantite: 2 });
  });
});
