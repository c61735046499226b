import type { Count, CountArticle, CountLine, LossReport, Movement, Paginated } from '@pelote/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { inventaireLignes, inventaires } from '../../db/schema/counts.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import { addStock, type Headers, sell, useSalesContext } from '../sales/sales.test-support.ts';
import { lotOf } from '../transfers/transfers.test-support.ts';

const c = useSalesContext();

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Headers = c.direction,
) =>
  c.t.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Headers) {
  const response = await call(method, url, payload, headers);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as T;
}

const rows = async () => ({
  inventaires: (await c.t.db.select({ n: count() }).from(inventaires))[0]?.n,
  lignes: (await c.t.db.select({ n: count() }).from(inventaireLignes))[0]?.n,
  mouvements: (await c.t.db.select({ n: count() }).from(mouvementsStock))[0]?.n,
});

describe('a count of one type of articles', () => {
  it('counts from two phones, nets out a sale made during the count, and adjusts each difference with its reason', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 10);
    await addStock(c, c.shopA.id, c.laine.id, 8, 'B1');
    await addStock(c, c.shopA.id, c.laine.id, 4, 'B2');

    const opened = await ok<Count>(
      'POST',
      '/Inventaires/',
      { magasin: c.shopA.id, type_article: 'laine' },
      c.gerant,
    );
    expect(opened).toMatchObject({
      statut: 'en_cours',
      type_article: 'laine',
      magasin: { id: c.shopA.id },
      restants: 2,
    });
    const again = await call('POST', '/Inventaires/', { magasin: c.shopA.id }, c.gerant);
    expect([again.statusCode, again.json().detail]).toEqual([
      409,
      'Un inventaire est déjà en cours dans ce magasin',
    ]);

    // What is left to count: the two lots of the wool (not the accessory: another type).
    const toCount = await ok<Paginated<CountArticle>>(
      'GET',
      `/Inventaires/${opened.id}/articles?reste=true`,
      undefined,
      c.gerant,
    );
    expect(toCount.results.map((row) => [row.article.id, row.bain, row.quantite_comptee])).toEqual([
      [c.laine.id, 'B1', null],
      [c.laine.id, 'B2', null],
    ]);

    // Phone 1 counts B1: 7 on the shelf (one missing), first by mistake 5, then again.
    await ok(
      'PUT',
      `/Inventaires/${opened.id}/lignes`,
      [{ article: c.laine.id, bain: 'B1', quantite_comptee: 5 }],
      c.gerant,
    );
    const b1 = await ok<{ lignes: CountLine[]; restants: number }>(
      'PUT',
      `/Inventaires/${opened.id}/lignes`,
      [{ article: c.laine.id, bain: 'B1', quantite_comptee: 7 }],
      c.gerant,
    );
    expect(b1.lignes).toMatchObject([{ bain: 'B1', quantite_comptee: 7, quantite_attendue: 8, ecart: -1 }]);
    expect(b1.restants).toBe(1);
    // Then a ball of B1 is sold, after its count: the count must not erase that sale.
    await sell(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.laine.id, quantite: 1, bain: 'B1' }],
    });
    // Phone 2 (direction) counts B2: 5, one more than the books.
    await ok('PUT', `/Inventaires/${opened.id}/lignes`, [
      { article: c.laine.id, bain: 'B2', quantite_comptee: 5 },
    ]);

    const detail = await ok<Count>('GET', `/Inventaires/${opened.id}`, undefined, c.gerant);
    expect(detail).toMatchObject({ nb_lignes: 2, nb_ecarts: 2, restants: 0 });
    expect(detail.lignes.map((line) => [line.bain, line.ecart, line.mouvements_depuis])).toEqual([
      ['B1', -1, -1],
      ['B2', 1, 0],
    ]);
    const [lineB1, lineB2] = detail.lignes;
    if (!lineB1 || !lineB2) throw new Error('lines missing');

    // Gerants count and propose; head office validates, with a reason for each difference.
    expect(
      (await call('POST', `/Inventaires/${opened.id}/valider`, { motifs: {} }, c.gerant)).statusCode,
    ).toBe(403);
    const before = await rows();
    const noReason = await call('POST', `/Inventaires/${opened.id}/valider`, {
      motifs: { [lineB1.id]: 'vol' },
    });
    expect([noReason.statusCode, noReason.json().detail]).toEqual([
      400,
      'Indiquez le motif de chaque écart (1 ligne(s) sans motif)',
    ]);
    const wrongSign = await call('POST', `/Inventaires/${opened.id}/valider`, {
      motifs: { [lineB1.id]: 'trouve', [lineB2.id]: 'trouve' },
    });
    expect(wrongSign.statusCode).toBe(400);
    expect(await rows()).toEqual(before);

    const validated = await ok<Count>('POST', `/Inventaires/${opened.id}/valider`, {
      motifs: { [lineB1.id]: 'Vol', [lineB2.id]: 'trouvé' },
    });
    expect(validated).toMatchObject({ statut: 'valide', valide_par: expect.any(Object) });
    // B1: 8 − 1 missing − 1 sold = 6 (the sale survives); B2: 4 + 1 found = 5.
    expect(await lotOf(c, c.shopA.id, c.laine.id, 'B1')).toBe(6);
    expect(await lotOf(c, c.shopA.id, c.laine.id, 'B2')).toBe(5);
    const movements = await ok<Paginated<Movement>>(
      'GET',
      `/Stocks/mouvements?article=${c.laine.id}&kind=ajustement`,
    );
    expect(
      movements.results
        .filter((m) => m.inventaire_id === opened.id)
        .map((m) => [m.bain, m.quantite, m.raison, m.motif, m.reference])
        .sort(),
    ).toEqual([
      ['B1', -1, 'vol', 'Vol', `Inventaire n° ${opened.id}`],
      ['B2', 1, 'trouve', 'Trouvé', `Inventaire n° ${opened.id}`],
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);

    // Closed: no more counting, no second validation; a new count may open.
    const late = await call('PUT', `/Inventaires/${opened.id}/lignes`, [
      { article: c.laine.id, bain: 'B1', quantite_comptee: 1 },
    ]);
    expect([late.statusCode, late.json().detail]).toEqual([409, 'Cet inventaire est clôturé']);
    expect((await call('POST', `/Inventaires/${opened.id}/valider`, { motifs: {} })).statusCode).toBe(409);
  });

  it('refuses lines of another type, a gerant of another shop', async () => {
    const opened = await ok<Count>('POST', '/Inventaires/', { magasin: c.shopA.id, type_article: 'laine' });
    const before = await rows();
    const other = await call('PUT', `/Inventaires/${opened.id}/lignes`, [
      { article: c.accessoire.id, quantite_comptee: 1 },
    ]);
    expect([other.statusCode, other.json().detail]).toEqual([
      400,
      "Cet article n'est pas du type compté dans cet inventaire",
    ]);
    const gerantB = (await c.t.signedIn('gerant', { magasinId: c.shopB.id })).headers;
    expect(
      (
        await call(
          'PUT',
          `/Inventaires/${opened.id}/lignes`,
          [{ article: c.laine.id, bain: 'B1', quantite_comptee: 1 }],
          gerantB,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', `/Inventaires/${opened.id}`, undefined, gerantB)).statusCode).toBe(403);
    expect((await call('POST', '/Inventaires/', { magasin: c.shopA.id }, gerantB)).statusCode).toBe(403);
    const listB = await ok<Paginated<Count>>('GET', '/Inventaires/', undefined, gerantB);
    expect(listB.count).toBe(0);
    expect(await rows()).toEqual(before);
    // Cancelled: nothing adjusted.
    const cancelled = await ok<Count>('POST', `/Inventaires/${opened.id}/annuler`, undefined, c.gerant);
    expect(cancelled.statut).toBe('annule');
    expect((await rows()).mouvements).toBe(before.mouvements);
  });
});

describe('one-off adjustments with a reason', () => {
  it('takes the article and a reason that fits the sign; other texts are kept, classed autre', async () => {
    const stocked = await lotOf(c, c.shopA.id, c.accessoire.id);
    const broken = await ok('POST', '/Stocks/ajustements', {
      magasin: c.shopA.id,
      article: c.accessoire.id,
      quantite: -2,
      motif: 'casse',
      commentaire: 'Tombées du présentoir',
    });
    expect(broken).toMatchObject({ quantite: stocked - 2 });
    const foundLoss = await call('POST', '/Stocks/ajustements', {
      magasin: c.shopA.id,
      article: c.accessoire.id,
      quantite: -1,
      motif: 'Trouvé',
    });
    expect([foundLoss.statusCode, foundLoss.json().detail]).toEqual([
      400,
      'Ce motif ne peut pas expliquer un manque : « Trouvé » ne convient qu’à un surplus',
    ]);
    const theftGain = await call('POST', '/Stocks/ajustements', {
      magasin: c.shopA.id,
      article: c.accessoire.id,
      quantite: 1,
      motif: 'vol',
    });
    expect(theftGain.statusCode).toBe(400);
    const belowZero = await call('POST', '/Stocks/ajustements', {
      magasin: c.shopA.id,
      article: c.accessoire.id,
      quantite: -(stocked - 1),
      motif: 'erreur de saisie',
    });
    expect([belowZero.statusCode, belowZero.json().detail]).toEqual([
      409,
      `Stock insuffisant (disponible: ${stocked - 2})`,
    ]);
    await ok('POST', '/Stocks/ajustements', {
      magasin: c.shopA.id,
      article: c.accessoire.id,
      quantite: 1,
      motif: 'Recompté',
    });
    const movements = await ok<Paginated<Movement>>(
      'GET',
      `/Stocks/mouvements?article=${c.accessoire.id}&kind=ajustement`,
    );
    expect(movements.results.slice(0, 2).map((m) => [m.quantite, m.raison, m.motif])).toEqual([
      [1, 'autre', 'Recompté'],
      [-2, 'casse', 'Casse — Tombées du présentoir'],
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});

describe('the monthly loss report', () => {
  it('sums counts, adjustments and transfer shortfalls per shop in FCFA, at the sale price', async () => {
    const month = new Date().toISOString().slice(0, 7);
    // A transfer from shop A with one accessory missing on arrival.
    await addStock(c, c.shopA.id, c.accessoire.id, 3);
    const transfer = await ok<{ id: number; lignes: { id: number }[] }>('POST', '/Transferts/', {
      source: c.shopA.id,
      destination: c.shopB.id,
      lignes: [{ article: c.accessoire.id, quantite: 3 }],
    });
    const shipped = await ok<{ lignes: { id: number }[] }>('POST', `/Transferts/${transfer.id}/expedier`);
    await ok('POST', `/Transferts/${transfer.id}/recevoir`, {
      lignes: [{ ligne: shipped.lignes[0]?.id, quantite_recue: 2, motif: 'vol' }],
    });

    const report = await ok<LossReport>('GET', `/Stocks/pertes?magasin=${c.shopA.id}&mois=${month}`);
    const laine = 150_000;
    const accessoire = 250_000;
    expect(report.magasin).toEqual({ id: c.shopA.id, nom: c.shopA.nom });
    expect(report.par_origine).toEqual([
      { origine: 'inventaire', quantite: 1, valeur: laine },
      { origine: 'ajustement', quantite: 2, valeur: 2 * accessoire },
      { origine: 'transfert', quantite: 1, valeur: accessoire },
    ]);
    expect(report.pertes).toEqual({ quantite: 4, valeur: laine + 3 * accessoire });
    // Found: a ball of wool by the count, an accessory by the 'Recompté' adjustment.
    expect(report.gains).toEqual({ quantite: 2, valeur: laine + accessoire });
    expect(report.net).toBe(report.gains.valeur - report.pertes.valeur);
    expect(report.par_motif).toEqual([
      { motif: 'casse', quantite: 2, valeur: 2 * accessoire },
      { motif: 'vol', quantite: 2, valeur: laine + accessoire },
    ]);
    expect(report.lignes.find((line) => line.origine === 'transfert')).toMatchObject({
      quantite: -1,
      valeur: -accessoire,
      motif: 'vol',
      reference: `Transfert n° ${transfer.id}`,
    });

    // The receiving shop lost nothing; a gerant gets their own shop's report only.
    const shopB = await ok<LossReport>('GET', `/Stocks/pertes?magasin=${c.shopB.id}&mois=${month}`);
    expect(shopB.pertes).toEqual({ quantite: 0, valeur: 0 });
    const own = await ok<LossReport>('GET', `/Stocks/pertes?mois=${month}`, undefined, c.gerant);
    expect(own).toEqual(report);
    expect((await call('GET', `/Stocks/pertes?magasin=${c.shopB.id}`, undefined, c.gerant)).statusCode).toBe(
      403,
    );
    const bad = await call('GET', '/Stocks/pertes?mois=2026-13');
    expect([bad.statusCode, bad.json().detail]).toEqual([400, 'Mois invalide (AAAA-MM)']);
    const empty = await ok<LossReport>('GET', `/Stocks/pertes?magasin=${c.shopA.id}&mois=2001-01`);
    expect(empty).toMatchObject({ pertes: { quantite: 0, valeur: 0 }, lignes: [], tronque: false });
    expect(await c.t.db.select().from(inventaires).where(eq(inventaires.statut, 'en_cours'))).toEqual([]);
  });
});
