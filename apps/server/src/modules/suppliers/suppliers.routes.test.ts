import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCsvAnswer } from '../../../test/csv-answer.ts';
import { journal } from '../../db/schema/journal.ts';
import { fournisseurs } from '../../db/schema/suppliers.ts';
import { useEntriesContext } from '../entries/entries.test-support.ts';
import { call, createSupplier, LIST_URL, supplierUrl } from './suppliers.test-support.ts';

/**
 * Suppliers as records: direction creates, edits and deletes them (each write journalled), everyone
 * signed in reads and searches them; a name is one live supplier's whatever its case.
 */

const c = useEntriesContext();

const journalRows = async (id: number) =>
  c.t.db
    .select({ action: journal.action, changements: journal.changements })
    .from(journal)
    .where(and(eq(journal.entite, 'fournisseur'), eq(journal.entiteId, String(id))))
    .orderBy(journal.id);

const supplierCount = async () => (await c.t.db.select({ n: count() }).from(fournisseurs))[0]?.n;

describe('creating, reading, editing and deleting a supplier', () => {
  it('keeps every field, trimmed; the detail and the journal show it; an edit and a delete follow', async () => {
    const created = await call(c, {
      method: 'POST',
      url: LIST_URL,
      payload: {
        nom: '  Filature du Bandama ',
        telephone: ' 07 07 07 07 07 ',
        quartier: 'Bouaké',
        delai_livraison: 10,
        minimum_commande: 5_000_000,
        notes: 'Livre le mardi\nPaiement Wave',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const supplier = created.json();
    expect(supplier).toEqual({
      id: expect.any(Number),
      nom: 'Filature du Bandama',
      telephone: '07 07 07 07 07',
      quartier: 'Bouaké',
      delai_livraison: 10,
      minimum_commande: 5_000_000,
      notes: 'Livre le mardi\nPaiement Wave',
      date_creation: expect.any(String),
    });
    const detail = await call(c, { method: 'GET', url: supplierUrl(supplier.id), headers: c.gerant });
    expect(detail.json()).toEqual(supplier);

    const edited = await call(c, {
      method: 'PUT',
      url: supplierUrl(supplier.id),
      payload: { nom: 'Filature du Bandama', quartier: '', delai_livraison: 7 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ quartier: null, delai_livraison: 7, telephone: null, notes: null });

    const removed = await call(c, { method: 'DELETE', url: supplierUrl(supplier.id) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ detail: 'Fournisseur supprimé' });
    expect((await call(c, { method: 'GET', url: supplierUrl(supplier.id) })).statusCode).toBe(404);
    expect((await call(c, { method: 'DELETE', url: supplierUrl(supplier.id) })).statusCode).toBe(404);

    const rows = await journalRows(supplier.id);
    expect(rows.map((row) => row.action)).toEqual(['creation', 'modification', 'suppression']);
    expect(rows[0]?.changements).toMatchObject({ nom: { avant: null, apres: 'Filature du Bandama' } });
    expect(rows[1]?.changements).toMatchObject({
      quartier: { avant: 'Bouaké', apres: null },
      delai_livraison: { avant: 10, apres: 7 },
    });
  });

  it('answers 409 in French for a name a live supplier has, whatever its case; a deleted one frees it', async () => {
    const first = await createSupplier(c, { nom: 'Laines de Cocody' });
    const before = await supplierCount();
    const again = await call(c, { method: 'POST', url: LIST_URL, payload: { nom: ' laines DE cocody ' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Un fournisseur porte déjà ce nom');
    expect(await supplierCount()).toBe(before);

    const other = await createSupplier(c, { nom: 'Mercerie du Plateau' });
    const renamed = await call(c, {
      method: 'PUT',
      url: supplierUrl(other.id),
      payload: { nom: 'LAINES de Cocody' },
    });
    expect(renamed.statusCode).toBe(409);
    // Its own name, in another case, is no conflict.
    const recased = await call(c, {
      method: 'PUT',
      url: supplierUrl(other.id),
      payload: { nom: 'MERCERIE du Plateau' },
    });
    expect(recased.statusCode).toBe(200);

    await call(c, { method: 'DELETE', url: supplierUrl(first.id) });
    await createSupplier(c, { nom: 'Laines de Cocody' });
  });

  it.each([
    [{}, 'nom', 'Le nom est requis'],
    [{ nom: '   ' }, 'nom', 'Le nom est requis'],
    [{ nom: 'x'.repeat(201) }, 'nom', 'Le nom ne peut pas dépasser 200 caractères'],
    [{ nom: 'A', telephone: 'pas un numéro' }, 'telephone', 'Numéro de téléphone invalide'],
    [
      { nom: 'A', delai_livraison: -1 },
      'delai_livraison',
      'Le délai de livraison doit être un nombre entier de jours, de 0 à 365',
    ],
    [
      { nom: 'A', delai_livraison: 2.5 },
      'delai_livraison',
      'Le délai de livraison doit être un nombre entier de jours, de 0 à 365',
    ],
    [
      { nom: 'A', minimum_commande: -100 },
      'minimum_commande',
      'Le minimum de commande doit être un montant positif ou nul',
    ],
    [
      { nom: 'A', minimum_commande: '5000' },
      'minimum_commande',
      'Le minimum de commande doit être un montant positif ou nul',
    ],
    [{ nom: 'A\u0000B' }, 'nom', 'Ce texte contient un caractère non autorisé'],
  ])('refuses %j with 400, a French message on %s, and writes nothing', async (payload, field, message) => {
    const before = await supplierCount();
    const response = await call(c, { method: 'POST', url: LIST_URL, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ [field]: message });
    expect(typeof response.json().detail).toBe('string');
    expect(await supplierCount()).toBe(before);
  });

  it('creates one supplier for a create sent twice with the same Idempotency-Key', async () => {
    const key = `fournisseur-${randomUUID()}`;
    const payload = { nom: 'Coton de Korhogo' };
    const first = await call(c, { method: 'POST', url: LIST_URL, payload, key });
    const second = await call(c, { method: 'POST', url: LIST_URL, payload, key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const named = await c.t.db.select().from(fournisseurs).where(eq(fournisseurs.nom, 'Coton de Korhogo'));
    expect(named).toHaveLength(1);
    expect(await journalRows(first.json().id)).toHaveLength(1);
  });

  it('lets a gerant read but not write (403, nothing written)', async () => {
    const supplier = await createSupplier(c, { nom: 'Boutons et Cie' });
    const before = await supplierCount();
    const refused = [
      await call(c, { method: 'POST', url: LIST_URL, payload: { nom: 'Autre' }, headers: c.gerant }),
      await call(c, {
        method: 'PUT',
        url: supplierUrl(supplier.id),
        payload: { nom: 'X' },
        headers: c.gerant,
      }),
      await call(c, { method: 'DELETE', url: supplierUrl(supplier.id), headers: c.gerant }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    expect(await supplierCount()).toBe(before);
    expect((await call(c, { method: 'GET', url: supplierUrl(supplier.id) })).json().nom).toBe(
      'Boutons et Cie',
    );
    expect((await call(c, { method: 'GET', url: LIST_URL, headers: c.gerant })).statusCode).toBe(200);
  });
});

describe('the list', () => {
  it('searches the name, phone and quartier (any case), by name, paged, and exports as CSV', async () => {
    await createSupplier(c, { nom: 'Zèbre Textile', telephone: '0101010101', quartier: 'Treichville' });
    await createSupplier(c, { nom: 'Atelier Treich', quartier: 'Yopougon', minimum_commande: 1_250_050 });
    await createSupplier(c, { nom: 'Fils du Nord', telephone: '0505123456', quartier: 'Korhogo' });

    const search = async (query: string) =>
      (await call(c, { method: 'GET', url: `${LIST_URL}?${query}`, headers: c.gerant })).json();
    expect((await search('search=TREICH')).results.map((s: { nom: string }) => s.nom)).toEqual([
      'Atelier Treich',
      'Zèbre Textile',
    ]);
    expect((await search('search=0505')).results.map((s: { nom: string }) => s.nom)).toEqual([
      'Fils du Nord',
    ]);

    const page = await search('search=treich&page=2&page_size=1');
    expect(page).toMatchObject({ count: 2, page: 2, page_size: 1, total_pages: 2 });
    expect(page.results.map((s: { nom: string }) => s.nom)).toEqual(['Zèbre Textile']);

    const bad = await call(c, { method: 'GET', url: `${LIST_URL}?page_size=500` });
    expect(bad.statusCode).toBe(400);

    const csv = readCsvAnswer(
      await call(c, { method: 'GET', url: `${LIST_URL}?search=treich&format=csv` }),
      'fournisseurs',
    );
    expect(csv.header).toEqual([
      'Nom',
      'Téléphone (WhatsApp)',
      'Quartier / ville',
      'Délai de livraison (jours)',
      'Minimum de commande (FCFA)',
      'Notes',
      'Date de création',
    ]);
    expect(csv.rows.map((row) => row.slice(0, 6))).toEqual([
      ['Atelier Treich', '', 'Yopougon', '', '12500,50', ''],
      ['Zèbre Textile', '0101010101', 'Treichville', '', '', ''],
    ]);
  });
});
