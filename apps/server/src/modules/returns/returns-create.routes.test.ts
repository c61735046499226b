import type { CreditNote, Sale } from '@pelote/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { journal } from '../../db/schema/journal.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import { addStock, sell, stockOf, stockThenSell, useSalesContext } from '../sales/sales.test-support.ts';
import {
  getJson,
  lineBack,
  postReturn,
  returned,
  returnWrites,
  saleNow,
  sequenceOf,
} from './returns.test-support.ts';

const c = useSalesContext();
const year = new Date().getUTCFullYear();

/** A sale in shop A of `laine` wools and `accessoire` accessories to the registered client. */
async function saleOf(laine: number, accessoire: number, client: number | null = c.client.id) {
  await addStock(c, c.shopA.id, c.laine.id, laine);
  if (accessoire > 0) await addStock(c, c.shopA.id, c.accessoire.id, accessoire);
  const articles = [{ article: c.laine.id, quantite: laine }];
  if (accessoire > 0) articles.push({ article: c.accessoire.id, quantite: accessoire });
  return sell(c, { client, magasin: c.shopA.id, articles });
}

const movementsOf = (note: CreditNote) =>
  c.t.db
    .select({
      kind: mouvementsStock.kind,
      quantite: mouvementsStock.quantite,
      reference: mouvementsStock.reference,
      motif: mouvementsStock.motif,
      magasinId: mouvementsStock.magasinId,
    })
    .from(mouvementsStock)
    .where(eq(mouvementsStock.retourId, note.id))
    .orderBy(asc(mouvementsStock.id));

describe('POST /api/Mouvements/ventes/{id}/retours/', () => {
  it('returns part of a sale, then the rest: stock back, credit notes numbered apart, the sale marked', async () => {
    const sale = await saleOf(3, 2);
    const laineBefore = await stockOf(c, c.shopA.id, c.laine.id);

    const first = await returned(c, sale.id, lineBack(sale, 1, { motif: 'Mauvaise couleur' }));
    expect(first.numero_avoir).toBe(`AV-${year}-M01-000001`);
    expect(first).toMatchObject({
      montant: 150_000,
      methode_remboursement: 'especes',
      vente: { id: sale.id, numero_facture: sale.numero_facture },
      magasin: { id: c.shopA.id },
      client: { id: c.client.id, nom: 'Kouassi', prenom: 'Aya' },
      lignes: [
        {
          quantite: 1,
          prix_unitaire: 150_000,
          prix_total: 150_000,
          etat: 'revendable',
          motif: 'Mauvaise couleur',
        },
      ],
    });
    expect(await stockOf(c, c.shopA.id, c.laine.id)).toBe((laineBefore ?? 0) + 1);
    expect(await movementsOf(first)).toEqual([
      { kind: 'retour', quantite: 1, reference: first.numero_avoir, motif: null, magasinId: c.shopA.id },
    ]);

    let detail = await saleNow(c, sale.id);
    expect(detail.retournee).toBe('partiel');
    expect(detail.items.map((line) => line.quantite_retournee)).toEqual([1, 0]);
    expect(detail.retours).toEqual([
      {
        id: first.id,
        numero_avoir: first.numero_avoir,
        date: first.date,
        montant: 150_000,
        methode_remboursement: 'especes',
      },
    ]);

    const rest: Parameters<typeof returned>[2] = {
      lignes: [
        { ligne: sale.items[0]?.id ?? 0, quantite: 2, etat: 'revendable', motif: 'Reste du projet' },
        { ligne: sale.items[1]?.id ?? 0, quantite: 2, etat: 'revendable', motif: 'Pas utilisées' },
      ],
      remboursement: { methode: 'wave', reference: 'WAVE-RET-1' },
    };
    const second = await returned(c, sale.id, rest);
    expect(second.numero_avoir).toBe(`AV-${year}-M01-000002`);
    expect(second.montant).toBe(2 * 150_000 + 2 * 250_000);
    expect(second.reference_remboursement).toBe('WAVE-RET-1');
    detail = await saleNow(c, sale.id);
    expect(detail.retournee).toBe('total');
    expect(detail.retours.map((note) => note.numero_avoir)).toEqual([
      first.numero_avoir,
      second.numero_avoir,
    ]);

    // The list marks it, and nothing is left to return.
    const list = await getJson<{ results: Sale[] }>(
      c,
      `/api/Mouvements/ventes-all/?magasin=${c.shopA.id}&page_size=100`,
    );
    expect(list.results.find((row) => row.id === sale.id)?.retournee).toBe('total');
    const more = await postReturn(c, sale.id, lineBack(sale, 1));
    expect(more.statusCode).toBe(409);
    expect(more.json().detail).toBe('Quantité retournée supérieure à la quantité vendue (reste : 0)');
    expect(await ledgerImbalances(c.t.db)).toEqual([]);

    // The invoices' series goes on where it was: the credit notes took none of its numbers.
    const next = await stockThenSell(c, c.shopA.id, c.accessoire.id, 1);
    expect(sequenceOf(next.numero_facture)).toBe(sequenceOf(sale.numero_facture) + 1);
  });

  it('refuses more than sold minus already returned (409 with what remains), writing nothing', async () => {
    const sale = await saleOf(3, 0);
    await returned(c, sale.id, lineBack(sale, 1));
    const before = await returnWrites(c);
    const response = await postReturn(c, sale.id, lineBack(sale, 3));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Quantité retournée supérieure à la quantité vendue (reste : 2)');
    expect(await returnWrites(c)).toEqual(before);
  });

  it('puts a defective line back and writes it off at once: stock unchanged, two movements with the reason', async () => {
    const sale = await saleOf(2, 0);
    const before = await stockOf(c, c.shopA.id, c.laine.id);
    const note = await returned(c, sale.id, lineBack(sale, 2, { etat: 'defectueux', motif: 'Fil cassé' }));
    expect(await stockOf(c, c.shopA.id, c.laine.id)).toBe(before);
    expect(await movementsOf(note)).toEqual([
      { kind: 'retour', quantite: 2, reference: note.numero_avoir, motif: null, magasinId: c.shopA.id },
      {
        kind: 'perte',
        quantite: -2,
        reference: note.numero_avoir,
        motif: 'Fil cassé',
        magasinId: c.shopA.id,
      },
    ]);
    expect(note.lignes[0]).toMatchObject({ etat: 'defectueux', motif: 'Fil cassé' });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('refuses a cancelled sale, and a sale with a credit note can no longer be cancelled', async () => {
    const sale = await saleOf(2, 0);
    const cancel = (id: number) =>
      c.t.inject({ method: 'DELETE', url: `/api/Ventes/${id}`, headers: c.direction });
    await returned(c, sale.id, lineBack(sale, 1));
    const refused = await cancel(sale.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      "Cette vente a déjà fait l'objet d'un retour : elle ne peut plus être annulée (retournez les lignes restantes)",
    );

    const other = await saleOf(1, 0);
    expect((await cancel(other.id)).statusCode).toBe(200);
    const before = await returnWrites(c);
    const response = await postReturn(c, other.id, lineBack(other, 1));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe("Une vente annulée ne peut pas faire l'objet d'un retour");
    expect(await returnWrites(c)).toEqual(before);
  });

  it('answers 400 in French and writes nothing for bad input', async () => {
    const sale = await saleOf(2, 0);
    const vente = await saleOf(1, 0, null);
    const otherSale = await saleOf(1, 0);
    const before = await returnWrites(c);
    const cases: [number, unknown, string][] = [
      [
        sale.id,
        { lignes: [], remboursement: { methode: 'especes' } },
        'Au moins une ligne doit être retournée',
      ],
      [sale.id, { ...lineBack(sale, 0) }, 'La quantité retournée doit être supérieure à 0'],
      [sale.id, lineBack(sale, 1, { motif: '  ' }), 'Le motif du retour est obligatoire'],
      [sale.id, lineBack(sale, 1, { etat: 'perdu' }), 'L’état doit être « Revendable » ou « Défectueux »'],
      [
        sale.id,
        lineBack(sale, 1, { remboursement: { methode: 'cheque' } }),
        'Mode de remboursement invalide',
      ],
      [
        sale.id,
        lineBack(sale, 1, { remboursement: { methode: 'orange_money' } }),
        'La référence de la transaction est obligatoire',
      ],
      [
        sale.id,
        lineBack(sale, 1, { remboursement: { methode: 'especes', reference: 'X1' } }),
        'La référence ne concerne que le mobile money',
      ],
      [
        sale.id,
        {
          lignes: [...lineBack(sale, 1).lignes, ...lineBack(sale, 1).lignes],
          remboursement: { methode: 'especes' },
        },
        'Une même ligne ne peut être retournée qu’une fois par avoir',
      ],
      [sale.id, lineBack(otherSale, 1), "Cette ligne n'appartient pas à la vente"],
      [
        vente.id,
        lineBack(vente, 1, { remboursement: { methode: 'avoir_client' } }),
        'Une vente libre ne peut pas être remboursée en avoir client',
      ],
    ];
    for (const [id, body, detail] of cases) {
      const response = await postReturn(c, id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().detail, JSON.stringify(body)).toBe(detail);
    }
    expect(await returnWrites(c)).toEqual(before);
    const missing = await postReturn(c, 999_999, lineBack(sale, 1));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Vente non trouvée');
  });

  it('refuses a mobile-money reference another credit note used, naming it', async () => {
    const sale = await saleOf(2, 0);
    const first = await returned(
      c,
      sale.id,
      lineBack(sale, 1, { remboursement: { methode: 'mtn_momo', reference: 'MOMO-77' } }),
    );
    const response = await postReturn(
      c,
      sale.id,
      lineBack(sale, 1, { remboursement: { methode: 'mtn_momo', reference: 'MOMO-77' } }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(`Référence déjà utilisée pour l'avoir ${first.numero_avoir}`);
    // Another operator may carry the same text.
    await returned(
      c,
      sale.id,
      lineBack(sale, 1, { remboursement: { methode: 'wave', reference: 'MOMO-77' } }),
    );
  });

  it("lets a gerant return their own shop's sales only; one journal row per return; a keyed retry answers once", async () => {
    const sale = await saleOf(3, 0);
    const refused = await postReturn(c, sale.id, lineBack(sale, 1), {
      headers: (await c.t.signedIn('gerant', { magasinId: c.shopB.id })).headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBeTruthy();

    const answers = [];
    for (let n = 0; n < 3; n++) {
      answers.push(
        await postReturn(c, sale.id, lineBack(sale, 1), { headers: c.gerant, key: 'retour-cle-1' }),
      );
    }
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const note = answers[0]?.json() as CreditNote;
    expect((await saleNow(c, sale.id)).items[0]?.quantite_retournee).toBe(1);

    const rows = await c.t.db
      .select()
      .from(journal)
      .where(and(eq(journal.entite, 'retour'), eq(journal.entiteId, String(note.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'creation',
      magasinId: c.shopA.id,
      entiteLibelle: note.numero_avoir,
    });
    expect(rows[0]?.changements).toMatchObject({
      numero_avoir: { avant: null, apres: note.numero_avoir },
      montant: { avant: null, apres: 150_000 },
    });
  });

  it('reads a credit note, lists them with filters (a gerant their own shop), and refuses another shop', async () => {
    const sale = await saleOf(1, 0);
    const note = await returned(c, sale.id, lineBack(sale, 1));
    const read = await getJson<CreditNote>(c, `/api/Mouvements/avoirs/${note.id}/`, c.gerant);
    expect(read).toEqual(note);

    const gerantB = (await c.t.signedIn('gerant', { magasinId: c.shopB.id })).headers;
    const hidden = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/avoirs/${note.id}/`,
      headers: gerantB,
    });
    expect(hidden.statusCode).toBe(403);
    const theirs = await getJson<{ results: CreditNote[] }>(c, '/api/Mouvements/avoirs/', gerantB);
    expect(theirs.results).toEqual([]);

    const found = await getJson<{ count: number; results: CreditNote[] }>(
      c,
      `/api/Mouvements/avoirs/?numero=${encodeURIComponent(note.numero_avoir.toLowerCase())}`,
    );
    expect(found.results.map((row) => row.id)).toEqual([note.id]);
    const byInvoice = await getJson<{ results: CreditNote[] }>(
      c,
      `/api/Mouvements/avoirs/?numero=${sale.numero_facture}`,
    );
    expect(byInvoice.results.map((row) => row.id)).toEqual([note.id]);
    const today = new Date().toISOString().slice(0, 10);
    const inDay = await getJson<{ count: number }>(
      c,
      `/api/Mouvements/avoirs/?date_debut=${today}&date_fin=${today}&magasin=${c.shopA.id}`,
    );
    expect(inDay.count).toBeGreaterThan(0);
    const none = await getJson<{ count: number }>(c, '/api/Mouvements/avoirs/?date_fin=2000-01-01');
    expect(none.count).toBe(0);
    const bad = await c.t.inject({
      method: 'GET',
      url: '/api/Mouvements/avoirs/?date_debut=hier',
      headers: c.direction,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
  });
});
