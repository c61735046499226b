import { beforeAll, describe, expect, it } from 'vitest';
import { readCsvAnswer } from '../../../test/csv-answer.ts';
import { addStock, createClient, LIST_URL, sell, useSalesContext } from './sales.test-support.ts';

const c = useSalesContext();
const numbers: string[] = [];
let inB = '';

beforeAll(async () => {
  await addStock(c, c.shopA.id, c.accessoire.id, 100);
  await addStock(c, c.shopB.id, c.accessoire.id, 5);
  const accented = await createClient(c, 'Koné', 'Aïcha');
  // Seven sales in shop A: more than one page of the list (5), in one file.
  for (let i = 1; i <= 7; i++) {
    const sale = await sell(c, {
      client: i === 1 ? accented.id : i === 2 ? null : c.client.id,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: i }],
    });
    numbers.unshift(sale.numero_facture);
  }
  inB = (
    await sell(c, {
      client: null,
      magasin: c.shopB.id,
      articles: [{ article: c.accessoire.id, quantite: 1 }],
    })
  ).numero_facture;
});

const csv = (query: Record<string, string>, headers = c.direction, url = LIST_URL) =>
  c.t.inject({ method: 'GET', url, query: { ...query, format: 'csv' }, headers });

describe('GET /Mouvements/ventes-all/?format=csv', () => {
  it('answers the whole list as a French Excel file: BOM, `;`, French headers, amounts and dates', async () => {
    const { header, rows } = readCsvAnswer(await csv({}), 'ventes');
    expect(header).toEqual([
      'Numéro de facture',
      'Date',
      'Magasin',
      'Client',
      'Statut',
      'Articles',
      'Quantité',
      'Total (FCFA)',
      'Modes de paiement',
      'Remises (FCFA)',
      'Motifs de remise',
    ]);
    expect(rows.map((row) => row[0])).toEqual([inB, ...numbers]);
    const first = rows.at(-1) ?? [];
    expect(first[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(first.slice(2)).toEqual([
      'Boutique Cocody',
      'Aïcha Koné',
      'Validée',
      'Aiguilles circulaires 4 mm × 1',
      '1',
      '2500,00',
      'Espèces',
      '0,00',
      '',
    ]);
    expect(rows.at(-2)?.[3]).toBe('Vente libre');
    expect(rows.at(-7)?.[7]).toBe('17500,00');
  });

  it('applies the list’s filters and order, not its page', async () => {
    const { rows } = readCsvAnswer(
      await csv({ magasin: String(c.shopA.id), montant_min: '1000000', page_size: '1' }),
      'ventes',
    );
    expect(rows.map((row) => row[7])).toEqual(['17500,00', '15000,00', '12500,00', '10000,00']);
    const byTotal = readCsvAnswer(await csv({ ordering: 'total', magasin: String(c.shopA.id) }), 'ventes');
    expect(byTotal.rows.map((row) => row[6])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const one = readCsvAnswer(
      await csv({}, c.direction, `/api/Mouvements/ventes/magasin/${c.shopB.id}/`),
      'ventes',
    );
    expect(one.rows.map((row) => row[0])).toEqual([inB]);
  });

  it("gives a gerant their own shop's sales only, and refuses another shop", async () => {
    const { rows } = readCsvAnswer(await csv({}, c.gerant), 'ventes');
    expect(rows.map((row) => row[0])).toEqual(numbers);
    expect((await csv({ magasin: String(c.shopB.id) }, c.gerant)).statusCode).toBe(403);
  });

  it('answers JSON without format or with format=json, and refuses another format in French', async () => {
    const json = await c.t.inject({
      method: 'GET',
      url: LIST_URL,
      query: { format: 'json' },
      headers: c.direction,
    });
    expect(json.json().count).toBe(8);
    const refused = await c.t.inject({
      method: 'GET',
      url: LIST_URL,
      query: { format: 'xlsx' },
      headers: c.direction,
    });
    expect([refused.statusCode, refused.json().detail]).toEqual([400, 'Format invalide : json ou csv']);
  });
});
