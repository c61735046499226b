import { ARTICLE_KINDS, ENTRY_PATHS, JOURNAL_PATHS, STOCK_PATHS, TILL_PATHS } from '@pelote/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCsvAnswer } from '../../test/csv-answer.ts';
import { clients } from '../db/schema/clients.ts';
import { addStock, sell, useSalesContext } from '../modules/sales/sales.test-support.ts';

/** Every list but the sales answers ?format=csv with the list's filters and scope. */

const c = useSalesContext();

beforeAll(async () => {
  await c.t.db.insert(clients).values([
    {
      nom: 'Bamba',
      prenom: 'Éloïse',
      contact: '07 11 22 33 44',
      email: 'eloise@exemple.ci',
      dateNaissance: '1990-02-14',
    },
    { nom: '=HYPERLINK("http://x")', prenom: 'Piège', contact: '05 00 00 00 01' },
  ]);
  await addStock(c, c.shopA.id, c.accessoire.id, 20);
  await addStock(c, c.shopB.id, c.accessoire.id, 3);
  await sell(c, { client: null, magasin: c.shopA.id, articles: [{ article: c.accessoire.id, quantite: 2 }] });
  const entry = await c.t.inject({
    method: 'POST',
    url: `/api${ENTRY_PATHS.create}`,
    headers: c.direction,
    payload: {
      produit_id: c.accessoire.id,
      produit_type: 'accessoire',
      magasin_id: c.shopB.id,
      quantite: 12,
      prix_unitaire: 120050,
      fournisseur: 'Filature du Bandama',
      reference_commande: 'BC-0042',
      type_entree: 'livraison',
      date_entree: new Date().toISOString().slice(0, 10),
    },
  });
  expect(entry.statusCode, entry.body).toBe(201);
});

const get = (url: string, query: Record<string, string> = {}, headers = c.direction) =>
  c.t.inject({ method: 'GET', url: `/api${url}`, query: { ...query, format: 'csv' }, headers });

describe('?format=csv on the other lists', () => {
  it('clients: the import file’s columns first, accents kept, a formula defused, the search applied', async () => {
    const all = readCsvAnswer(await get('/Clients/clients-particuliers/list'), 'clients');
    expect(all.header.slice(0, 9)).toEqual([
      'Nom',
      'Prénom',
      'Contact',
      'Sexe',
      'Email',
      'Date de naissance',
      'Adresse',
      'Profession',
      'Nationalité',
    ]);
    expect(all.rows.map((row) => row[0])).toEqual(['\'=HYPERLINK("http://x")', 'Bamba', 'Kouassi']);
    const found = readCsvAnswer(
      await get('/Clients/clients-particuliers/list', { search: 'éloïse' }),
      'clients',
    );
    expect(found.rows).toHaveLength(1);
    expect(found.rows[0]?.slice(0, 6)).toEqual([
      'Bamba',
      'Éloïse',
      '07 11 22 33 44',
      '',
      'eloise@exemple.ci',
      '14/02/1990',
    ]);
  });

  it('a catalogue type: barcode, the type’s fields, price in FCFA, stock; its filters and the shop’s stock', async () => {
    const url = ARTICLE_KINDS.accessoire.api.list;
    const { header, rows } = readCsvAnswer(await get(url), 'accessoires');
    expect(header).toEqual([
      'Code-barres',
      'Nom',
      'Type d’accessoire',
      'Description',
      'Prix unitaire',
      'Taille',
      'Stock',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toMatch(/^2\d{12}$/);
    expect(rows[0]?.slice(1)).toEqual([
      'Aiguilles circulaires 4 mm',
      'Aiguilles',
      'Bambou',
      '2500,00',
      'moyen',
      '33',
    ]);
    const inB = readCsvAnswer(await get(url, { magasin: String(c.shopB.id) }), 'accessoires');
    expect(inB.rows[0]?.at(-1)).toBe('15');
    expect(readCsvAnswer(await get(url, { nom: 'crochet' }), 'accessoires').rows).toEqual([]);
    const wool = readCsvAnswer(await get(ARTICLE_KINDS.laine.api.list), 'laines');
    expect(wool.header.slice(0, 8)).toEqual([
      'Code-barres',
      'Nom',
      'Description',
      'Prix unitaire',
      'Famille',
      'Grammage',
      'Couleur',
      'Type de couleur',
    ]);
  });

  it('stock entries: amounts, French labels, the shop filter, a gerant kept to their shop', async () => {
    const { rows } = readCsvAnswer(await get(ENTRY_PATHS.list), 'entrees');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(1, 10)).toEqual([
      'Boutique Plateau',
      'Accessoire',
      'Aiguilles circulaires 4 mm',
      '12',
      '1200,50',
      '14406,00',
      'Filature du Bandama',
      'BC-0042',
      'Livraison',
    ]);
    expect(
      readCsvAnswer(await get(ENTRY_PATHS.list, { magasin: String(c.shopA.id) }), 'entrees').rows,
    ).toEqual([]);
    expect(readCsvAnswer(await get(ENTRY_PATHS.list, {}, c.gerant), 'entrees').rows).toEqual([]);
    expect((await get(ENTRY_PATHS.list, { magasin: String(c.shopB.id) }, c.gerant)).statusCode).toBe(403);
  });

  it('stock movements and a shop’s stock, within the gerant’s shop', async () => {
    const moves = readCsvAnswer(await get(STOCK_PATHS.movements, {}, c.gerant), 'mouvements-stock');
    expect(moves.rows.map((row) => [row[1], row[4], row[5], row[6]])).toEqual([
      ['Boutique Cocody', 'Vente', '-2', '18'],
      ['Boutique Cocody', 'Ajout au stock', '20', '20'],
    ]);
    const sold = readCsvAnswer(await get(STOCK_PATHS.movements, { kind: 'vente' }), 'mouvements-stock');
    expect(sold.rows).toHaveLength(1);
    const lines = readCsvAnswer(
      await get(`${STOCK_PATHS.shopLines}/${c.shopA.id}`, {}, c.gerant),
      'stock-magasin',
    );
    expect(lines.rows.map((row) => [row[0], row[1], row[3], row[5], row[6]])).toEqual([
      ['Accessoire', 'Aiguilles circulaires 4 mm', '18', '2500,00', '45000,00'],
    ]);
    expect((await get(`${STOCK_PATHS.shopLines}/${c.shopB.id}`, {}, c.gerant)).statusCode).toBe(403);
  });

  it('till sessions and the journal, a gerant seeing their shop only', async () => {
    const sessions = readCsvAnswer(await get(TILL_PATHS.list), 'sessions-caisse');
    expect(sessions.rows.map((row) => [row[0], row[1]])).toEqual([['Boutique Cocody', 'Ouverte']]);
    const journal = readCsvAnswer(await get(JOURNAL_PATHS.list, { entite: 'entree' }), 'journal');
    expect(journal.rows).toHaveLength(1);
    expect(journal.rows[0]?.[6]).toBe('Création');
    expect(journal.rows[0]?.[10]).toMatch(/quantite : — → 12/);
    const gerant = readCsvAnswer(await get(JOURNAL_PATHS.list, {}, c.gerant), 'journal');
    expect(gerant.rows.every((row) => row[5] === 'Boutique Cocody')).toBe(true);
    expect(gerant.rows.length).toBeGreaterThan(0);
  });
});
