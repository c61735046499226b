import { DASHBOARD_PATHS, RETURN_PATHS, todayIso } from '@pelote/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCsvAnswer } from '../../../test/csv-answer.ts';
import { lineBack, returned } from '../returns/returns.test-support.ts';
import { addStock, sell, useSalesContext } from '../sales/sales.test-support.ts';

/** ?format=csv on the statistics' tables and on the credit notes, with their filters and scope. */

const c = useSalesContext();
const today = todayIso();
const day = today.split('-').reverse().join('/');

beforeAll(async () => {
  await addStock(c, c.shopA.id, c.laine.id, 10);
  await addStock(c, c.shopB.id, c.accessoire.id, 10);
  const inA = await sell(c, {
    client: c.client.id,
    magasin: c.shopA.id,
    articles: [{ article: c.laine.id, quantite: 3 }],
  });
  await sell(c, { client: null, magasin: c.shopB.id, articles: [{ article: c.accessoire.id, quantite: 1 }] });
  const inB = await sell(c, {
    client: null,
    magasin: c.shopB.id,
    articles: [{ article: c.accessoire.id, quantite: 2 }],
  });
  await returned(c, inA.id, lineBack(inA, 1));
  await returned(c, inB.id, lineBack(inB, 1));
});

const get = (url: string, query: Record<string, string>, headers = c.direction) =>
  c.t.inject({ method: 'GET', url: `/api${url}`, query: { ...query, format: 'csv' }, headers });

const stats = (tableau: string, headers = c.direction, query: Record<string, string> = {}) =>
  get(DASHBOARD_PATHS.salesStats, { tableau, date_debut: today, date_fin: today, ...query }, headers);

const statsFile = (response: Awaited<ReturnType<typeof stats>>, name: string) => {
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="${name}_${today}_${today}.csv"`,
  );
  // The file's rules, as every list's (the period in its name instead of the day of the export).
  response.headers['content-disposition'] = `attachment; filename="${name}-${today}.csv"`;
  return readCsvAnswer(response, name);
};

describe('?format=csv on the statistics', () => {
  it('each table of the period, amounts net of the credit notes, in FCFA with a comma', async () => {
    const perDay = statsFile(await stats('par_jour'), 'ventes-par-jour');
    expect(perDay.header).toEqual(['Date', 'Ventes', "Chiffre d'affaires (FCFA)"]);
    // 3 sales: 4 500 + 2 500 + 5 000, less the two credit notes (1 500 and 2 500).
    expect(perDay.rows).toEqual([[day, '3', '8000,00']]);
    const perShop = statsFile(await stats('par_magasin'), 'ventes-par-magasin');
    expect(perShop.rows).toEqual([
      ['Boutique Plateau', '2', '5000,00'],
      ['Boutique Cocody', '1', '3000,00'],
    ]);
    const perType = statsFile(await stats('par_type'), 'ventes-par-type');
    expect(perType.header).toEqual(['Type', 'Quantité', 'Ventes', "Chiffre d'affaires (FCFA)"]);
    expect(perType.rows).toEqual([
      ['Accessoire', '2', '2', '5000,00'],
      ['Laine', '2', '1', '3000,00'],
    ]);
    const top = statsFile(await stats('top_articles'), 'top-articles');
    expect(top.rows.map((row) => row[0])).toEqual(['Aiguilles circulaires 4 mm', 'Mérinos bleu nuit']);
    const takings = statsFile(await stats('encaissements'), 'encaissements-par-mode');
    expect(takings.header).toEqual(['Mode de paiement', 'Montant encaissé (FCFA)']);
    expect(takings.rows[0]?.[0]).toBe('Espèces');
  });

  it('the shop of a gerant; a table is required; a bad one is a French 400', async () => {
    const own = statsFile(await stats('par_magasin', c.gerant), 'ventes-par-magasin');
    expect(own.rows).toEqual([['Boutique Cocody', '1', '3000,00']]);
    const refused = await stats('par_jour', c.gerant, { magasin: String(c.shopB.id) });
    expect(refused.statusCode).toBe(403);
    const missing = await get(DASHBOARD_PATHS.salesStats, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/^Choisissez le tableau à exporter/);
    const wrong = await stats('tout');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatch(/Choisissez le tableau à exporter/);
    const json = await c.t.inject({
      method: 'GET',
      url: `/api${DASHBOARD_PATHS.salesStats}`,
      headers: c.direction,
    });
    expect(json.json().totaux.ventes).toBe(3);
  });
});

describe('?format=csv on the credit notes', () => {
  it('every credit note, newest first, its filters and a gerant’s shop', async () => {
    const all = readCsvAnswer(await get(RETURN_PATHS.list, {}), 'avoirs');
    expect(all.header).toEqual([
      "Numéro d'avoir",
      'Date',
      'Facture',
      'Magasin',
      'Client',
      'Montant (FCFA)',
      'Remboursement',
      'Référence',
    ]);
    expect(all.rows.map((row) => [row[3], row[4], row[5], row[6]])).toEqual([
      ['Boutique Plateau', 'Client anonyme', '2500,00', 'Espèces'],
      ['Boutique Cocody', 'Aya Kouassi', '1500,00', 'Espèces'],
    ]);
    expect(all.rows[0]?.[0]).toMatch(/^AV-\d{4}-.+-000001$/);
    expect(all.rows[0]?.[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const invoice = all.rows[1]?.[2] ?? '';
    const found = readCsvAnswer(await get(RETURN_PATHS.list, { numero: invoice }), 'avoirs');
    expect(found.rows.map((row) => row[2])).toEqual([invoice]);
    const own = readCsvAnswer(await get(RETURN_PATHS.list, {}, c.gerant), 'avoirs');
    expect(own.rows.map((row) => row[3])).toEqual(['Boutique Cocody']);
    expect((await get(RETURN_PATHS.list, { magasin: String(c.shopB.id) }, c.gerant)).statusCode).toBe(403);
  });
});
