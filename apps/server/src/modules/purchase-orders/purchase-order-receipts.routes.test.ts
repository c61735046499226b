import { todayIso } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { lotOf } from '../transfers/transfers.test-support.ts';
import * as support from './purchase-orders.test-support.ts';

/**
 * Receiving a purchase order: a retried receipt counts once, more than ordered needs a reason, a
 * wool comes in its lots (without one, into its 'Sans bain' lot as a delivery does), and only the
 * receiving shop's gerant (or direction) records it. A delivery typed by hand with a free-text
 * supplier, as the specification sends it, still works beside the orders.
 */

const c = support.useOrdersContext();

describe('receiving a purchase order', () => {
  it('counts a receipt retried with its Idempotency-Key once, and answers it again', async () => {
    const order = await support.sentOrder(c);
    const body = { lignes: [{ ligne: order.lignes[0]?.id, quantite: 30 }] };
    const before = await support.stockOf(c, c.shopA.id, c.accessoire.id);
    const first = await support.receive(c, order.id, body, { key: 'reception-unique' });
    const retried = await support.receive(c, order.id, body, { key: 'reception-unique' });
    expect(first.statusCode, first.body).toBe(201);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(first.json());
    expect(await support.stockOf(c, c.shopA.id, c.accessoire.id)).toBe((before ?? 0) + 30);
    const detail = (await support.get(c, support.orderUrl(order.id))).json();
    expect(detail).toMatchObject({ quantite_recue: 30, reste: 70 });
    expect(detail.receptions).toHaveLength(1);
    // The same key with another body is refused.
    const other = await support.receive(
      c,
      order.id,
      { lignes: [{ ligne: order.lignes[0]?.id, quantite: 1 }] },
      {
        key: 'reception-unique',
      },
    );
    expect(other.statusCode).toBe(409);
  });

  it('refuses more than ordered without a reason, writing nothing; with one, records it', async () => {
    const order = await support.sentOrder(c, { lignes: [{ article: c.accessoire.id, quantite: 10 }] });
    const line = order.lignes[0]?.id;
    const before = await support.writes(c);
    const refused = await support.receive(c, order.id, { lignes: [{ ligne: line, quantite: 12 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: 'Quantité reçue supérieure à la quantité commandée : indiquez le motif',
      errors: { motif: 'Quantité reçue supérieure à la quantité commandée : indiquez le motif' },
    });
    expect(await support.writes(c)).toEqual(before);

    const foreign = await support.receive(c, order.id, { lignes: [{ ligne: 999_999, quantite: 1 }] });
    expect([foreign.statusCode, foreign.json().detail]).toEqual([
      400,
      "Cette ligne n'appartient pas au bon de commande",
    ]);

    const accepted = await support.takeStep(c, order.id, 'receptions', {
      lignes: [{ ligne: line, quantite: 12 }],
      motif: 'Deux offertes par le fournisseur',
    });
    // Everything came (and more): the order is closed by itself.
    expect(accepted).toMatchObject({ statut: 'solde', quantite_recue: 12, reste: 0, motif_solde: null });
    expect(accepted.receptions[0]?.motif).toBe('Deux offertes par le fournisseur');
    const again = await support.receive(c, order.id, { lignes: [{ ligne: line, quantite: 1 }] });
    expect([again.statusCode, again.json().detail]).toEqual([409, 'Ce bon de commande est soldé']);
  });

  it('receives a wool in its lots, and without one into its lot ""; a lot on another article is refused', async () => {
    const order = await support.sentOrder(c, {
      lignes: [
        { article: c.laine.id, quantite: 20, prix_unitaire: 90000 },
        { article: c.accessoire.id, quantite: 5 },
      ],
    });
    const [wool, hook] = order.lignes;
    const badLot = await support.receive(c, order.id, {
      lignes: [{ ligne: hook?.id, quantite: 1, bain: 'B1' }],
    });
    expect(badLot.statusCode).toBe(400);
    expect(badLot.json().errors).toMatchObject({ bain: expect.any(String) });

    const received = await support.takeStep(c, order.id, 'receptions', {
      lignes: [
        { ligne: wool?.id, quantite: 8, bain: 'B7' },
        { ligne: wool?.id, quantite: 4, bain: 'B8', prix: 95000 },
        { ligne: wool?.id, quantite: 3 },
      ],
    });
    expect(received.lignes[0]).toMatchObject({ quantite_recue: 15, reste: 5 });
    expect(
      received.receptions[0]?.entrees.map((entry) => [entry.bain, entry.quantite, entry.prix_unitaire]),
    ).toEqual([
      ['', 3, 90000],
      ['B7', 8, 90000],
      ['B8', 4, 95000],
    ]);
    expect(await lotOf(c, c.shopA.id, c.laine.id, 'B7')).toBe(8);
    expect(await lotOf(c, c.shopA.id, c.laine.id, '')).toBe(3);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it("lets shop A's gerant receive shop A's order, and no other gerant read or receive it", async () => {
    const order = await support.sentOrder(c, { lignes: [{ article: c.accessoire.id, quantite: 4 }] });
    const body = { lignes: [{ ligne: order.lignes[0]?.id, quantite: 2 }] };
    const other = await support.receive(c, order.id, body, { headers: c.gerantB });
    expect(other.statusCode).toBe(403);
    expect((await support.get(c, support.orderUrl(order.id), c.gerantB)).statusCode).toBe(403);
    const own = await support.receive(c, order.id, body, { headers: c.gerant });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().receptions[0]?.recu_par).toMatchObject({ id: expect.any(Number) });
    // A gerant reads their shop's orders, never drafts or sends one.
    const list = (await support.get(c, `${support.LIST_URL}?page_size=100`, c.gerant)).json();
    expect(list.results.every((row: { magasin: { id: number } }) => row.magasin.id === c.shopA.id)).toBe(
      true,
    );
    expect((await support.get(c, `${support.LIST_URL}?magasin=${c.shopB.id}`, c.gerant)).statusCode).toBe(
      403,
    );
    expect(
      (await support.post(c, support.orderUrl(order.id, 'solder'), { motif: 'x' }, { headers: c.gerant }))
        .statusCode,
    ).toBe(403);
    expect((await support.post(c, support.LIST_URL, {}, { headers: c.gerant })).statusCode).toBe(403);
  });

  it("still takes the specification's delivery payloads with a free-text supplier", async () => {
    const form = await support.post(c, '/api/Mouvements/entrees/create-entree/', {
      produit_id: c.accessoire.id,
      produit_type: 'accessoire',
      magasin_id: c.shopB.id,
      quantite: 2,
      prix_unitaire: 50000,
      prix_total: 100000,
      fournisseur: 'Marché de Treichville',
      reference_commande: 'BC-LIBRE',
      date_entree: todayIso(),
      commentaire: '',
      type_entree: 'livraison',
    });
    expect(form.statusCode, form.body).toBe(201);
    expect(form.json()).toMatchObject({
      fournisseur: 'Marché de Treichville',
      fournisseur_id: null,
      prix_total: 100000,
    });
    const simple = await support.post(c, '/api/Mouvements/entrees/create-entree/', {
      article: c.accessoire.id,
      magasin: c.shopB.id,
      quantite: 1,
      type: 'livraison',
      commentaire: 'Sans fournisseur',
    });
    expect(simple.statusCode, simple.body).toBe(201);
    expect(simple.json()).toMatchObject({ fournisseur: 'Non renseigné', quantite: 1 });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});
