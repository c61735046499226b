import { ENTRY_PATHS, SALE_PATHS, STOCK_PATHS } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { postAs } from '../../../test/shop-context.test-support.ts';
import { addStock, postSale, sell, useSalesContext } from '../sales/sales.test-support.ts';
import { journalMark, journalSince, noRowOf, onlyRowOf } from './journal-writes.test-support.ts';

/**
 * A shop's activity: stock additions and adjustments, stock entries, sales, their cancellation and
 * their client change. One journal row each, on the shop concerned; none when refused; one when
 * retried with the same Idempotency-Key. A gerant reads their own shop's rows only.
 */

const c = useSalesContext();

const addUrl = `/api${STOCK_PATHS.add}`;
const adjustUrl = `/api${STOCK_PATHS.adjustments}`;

/** A stock move of `quantite` of the wool in shop B, lot B1, with `more` (threshold, reason). */
const woolOfShopBInLotB1 = (quantite: number, more: Record<string, unknown>) => ({
  magasin: c.shopB.id,
  produit_id: c.laine.id,
  quantite,
  bain: 'B1',
  ...more,
});

describe('stock', () => {
  it('an addition creates the line (quantity and threshold from nothing), then moves it', async () => {
    const first = await onlyRowOf(c.t, () =>
      postAs(c, addUrl, woolOfShopBInLotB1(10, { quantite_seuil: 3 })),
    );
    expect(first.result.statusCode, first.result.body).toBe(201);
    const line = first.result.json() as { id: number };
    expect(first.row).toMatchObject({
      action: 'creation',
      entite: 'stock',
      entiteId: String(line.id),
      magasinId: c.shopB.id,
      entiteLibelle: `${c.laine.nom} — ${c.shopB.nom}`,
    });
    expect(first.row.changements).toEqual({
      quantite: { avant: null, apres: 10 },
      quantite_seuil: { avant: null, apres: 3 },
      // The lot moved, beside the line's quantities.
      bain: { avant: null, apres: 'B1' },
    });

    const more = await onlyRowOf(c.t, () => postAs(c, addUrl, woolOfShopBInLotB1(5, { quantite_seuil: 4 })));
    expect(more.row).toMatchObject({ action: 'modification', entite: 'stock', entiteId: String(line.id) });
    expect(more.row.changements).toEqual({
      quantite: { avant: 10, apres: 15 },
      quantite_seuil: { avant: 3, apres: 4 },
      bain: { avant: null, apres: 'B1' },
    });
  });

  it('an adjustment: quantity before → after and its reason, on the shop', async () => {
    const { row, result } = await onlyRowOf(c.t, () =>
      postAs(c, adjustUrl, woolOfShopBInLotB1(-2, { motif: 'Casse' })),
    );
    expect(result.statusCode, result.body).toBe(201);
    expect(row).toMatchObject({ action: 'modification', entite: 'stock', magasinId: c.shopB.id });
    expect(row.changements).toEqual({
      quantite: { avant: 15, apres: 13 },
      bain: { avant: null, apres: 'B1' },
      motif: { avant: null, apres: 'Casse' },
    });
  });

  it('refused (too much taken, a gerant on another shop) leaves no row; a retry leaves one', async () => {
    const tooMuch = await noRowOf(c.t, () =>
      postAs(c, adjustUrl, woolOfShopBInLotB1(-1000, { motif: 'Erreur' })),
    );
    expect(tooMuch.statusCode).toBe(409);
    const otherShop = await noRowOf(c.t, () =>
      postAs(c, addUrl, { magasin: c.shopB.id, produit_id: c.laine.id, quantite: 1 }, { headers: c.gerant }),
    );
    expect(otherShop.statusCode).toBe(403);

    const payload = { magasin: c.shopA.id, produit_id: c.accessoire.id, quantite: 4 };
    const headers = { ...c.gerant, 'idempotency-key': 'journal-stock-1' };
    const mark = await journalMark(c.t);
    const first = await c.t.inject({ method: 'POST', url: addUrl, headers, payload });
    const again = await c.t.inject({ method: 'POST', url: addUrl, headers, payload });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const rows = await journalSince(c.t, mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      idempotencyKey: 'journal-stock-1',
      magasinId: c.shopA.id,
      role: 'gerant',
    });
  });
});

describe('stock entries', () => {
  const payload = () => ({
    produit_id: c.laine.id,
    produit_type: 'laine',
    bain: 'B2417',
    magasin_id: c.shopA.id,
    quantite: 12,
    prix_unitaire: 120050,
    prix_total: 1,
    fournisseur: 'Filature du Bandama',
    reference_commande: 'BC-0042',
    date_entree: '2025-03-04',
    commentaire: 'Cartons en bon état',
    type_entree: 'livraison',
  });

  it('one row (entree) on the shop, retried or not; none when refused', async () => {
    const headers = { ...c.gerant, 'idempotency-key': 'journal-entree-1' };
    const mark = await journalMark(c.t);
    const first = await c.t.inject({
      method: 'POST',
      url: `/api${ENTRY_PATHS.create}`,
      headers,
      payload: payload(),
    });
    const again = await c.t.inject({
      method: 'POST',
      url: `/api${ENTRY_PATHS.create}`,
      headers,
      payload: payload(),
    });
    expect([first.statusCode, again.statusCode], first.body).toEqual([201, 201]);
    const rows = await journalSince(c.t, mark);
    expect(rows).toHaveLength(1);
    const entry = first.json() as { id: number };
    expect(rows[0]).toMatchObject({
      action: 'creation',
      entite: 'entree',
      entiteId: String(entry.id),
      entiteLibelle: c.laine.nom,
      magasinId: c.shopA.id,
      idempotencyKey: 'journal-entree-1',
    });
    expect(rows[0]?.changements).toMatchObject({
      quantite: { avant: null, apres: 12 },
      prix_unitaire: { avant: null, apres: 120050 },
      prix_total: { avant: null, apres: 12 * 120050 },
      fournisseur: { avant: null, apres: 'Filature du Bandama' },
      date_entree: { avant: null, apres: '2025-03-04T00:00:00.000Z' },
    });

    const refused = await noRowOf(c.t, () =>
      postAs(c, `/api${ENTRY_PATHS.create}`, { ...payload(), magasin_id: c.shopB.id }, { headers: c.gerant }),
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('sales', () => {
  it('a sale: one row with its invoice number, lines and total; a retry adds none', async () => {
    await addStock(c, c.shopA.id, c.laine.id, 20);
    const payload = {
      client: c.client.id,
      magasin: c.shopA.id,
      articles: [{ article: c.laine.id, quantite: 2 }],
    };
    const mark = await journalMark(c.t);
    const first = await postSale(c, payload, { headers: c.gerant, key: 'journal-vente-1' });
    const again = await postSale(c, payload, { headers: c.gerant, key: 'journal-vente-1' });
    expect([first.statusCode, again.statusCode], first.body).toEqual([201, 201]);
    const sale = first.json() as { id: number; numero_facture: string };
    const rows = await journalSince(c.t, mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'creation',
      entite: 'vente',
      entiteId: String(sale.id),
      entiteLibelle: sale.numero_facture,
      magasinId: c.shopA.id,
      role: 'gerant',
      idempotencyKey: 'journal-vente-1',
    });
    expect(rows[0]?.changements).toEqual({
      numero_facture: { avant: null, apres: sale.numero_facture },
      magasin: { avant: null, apres: c.shopA.id },
      client: { avant: null, apres: { id: c.client.id, nom: `${c.client.prenom} ${c.client.nom}` } },
      total: { avant: null, apres: 300_000 },
      articles: {
        avant: null,
        apres: [{ article: c.laine.id, nom: c.laine.nom, bain: 'B100', quantite: 2, prix_unitaire: 150_000 }],
      },
      // No payments given: paid in cash for the total.
      paiements: {
        avant: null,
        apres: [{ methode: 'especes', montant: 300_000, montant_recu: 300_000, monnaie_rendue: 0 }],
      },
    });
  });

  it('a sale without a key: one row; refused (no stock) none', async () => {
    const sale = await onlyRowOf(c.t, () =>
      sell(c, { client: null, magasin: c.shopA.id, articles: [{ article: c.laine.id, quantite: 1 }] }),
    );
    expect(sale.row).toMatchObject({ entiteId: String(sale.result.id), idempotencyKey: null });
    expect(sale.row.changements.client).toBeUndefined();
    const refused = await noRowOf(c.t, () =>
      postSale(c, { client: null, magasin: c.shopA.id, articles: [{ article: c.laine.id, quantite: 999 }] }),
    );
    expect(refused.statusCode).toBe(409);
  });

  it('changing the client: modification, client before → after; cancelling: annulation', async () => {
    const sale = await sell(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.laine.id, quantite: 1 }],
    });
    const url = `/api${SALE_PATHS.sale}/${sale.id}`;
    const changed = await onlyRowOf(c.t, () =>
      c.t.inject({ method: 'PUT', url, headers: c.gerant, payload: { client: c.client.id } }),
    );
    expect(changed.result.statusCode, changed.result.body).toBe(200);
    expect(changed.row).toMatchObject({
      action: 'modification',
      entite: 'vente',
      entiteId: String(sale.id),
      entiteLibelle: sale.numero_facture,
      magasinId: c.shopA.id,
    });
    expect(changed.row.changements).toEqual({
      client: { avant: null, apres: { id: c.client.id, nom: `${c.client.prenom} ${c.client.nom}` } },
    });

    const cancelled = await onlyRowOf(c.t, () => c.t.inject({ method: 'DELETE', url, headers: c.direction }));
    expect(cancelled.result.statusCode, cancelled.result.body).toBe(200);
    expect(cancelled.row).toMatchObject({
      action: 'annulation',
      entite: 'vente',
      entiteId: String(sale.id),
      entiteLibelle: sale.numero_facture,
      magasinId: c.shopA.id,
      role: 'direction',
    });
    expect(cancelled.row.changements).toEqual({ statut: { avant: 'validee', apres: 'annulee' } });

    const twice = await noRowOf(c.t, () => c.t.inject({ method: 'DELETE', url, headers: c.direction }));
    expect(twice.statusCode).toBe(409);
    const cancelledEdit = await noRowOf(c.t, () =>
      c.t.inject({ method: 'PUT', url, headers: c.gerant, payload: { client: null } }),
    );
    expect(cancelledEdit.statusCode).toBe(409);
  });
});

describe('reading: a gerant sees their own shop only', () => {
  it("GET /api/Journal/ as the gerant of shop A holds no row of shop B's stock", async () => {
    const page = await c.t.inject({
      method: 'GET',
      url: '/api/Journal/?entite=stock&page_size=100',
      headers: c.gerant,
    });
    expect(page.statusCode, page.body).toBe(200);
    const shops = (page.json() as { results: { magasin: { id: number } | null }[] }).results.map(
      (row) => row.magasin?.id,
    );
    expect(shops.length).toBeGreaterThan(0);
    expect(new Set(shops)).toEqual(new Set([c.shopA.id]));
    const all = await c.t.inject({
      method: 'GET',
      url: '/api/Journal/?entite=stock&page_size=100',
      headers: c.direction,
    });
    const allShops = (all.json() as { results: { magasin: { id: number } | null }[] }).results.map(
      (row) => row.magasin?.id,
    );
    expect(allShops).toContain(c.shopB.id);
  });
});
