import { ARTICLE_KINDS, ENTRY_MESSAGES as M, todayIso, UNKNOWN_SUPPLIER } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { changeStock } from '../stock/index.ts';
import {
  daysAgo,
  formPayload,
  movementsOfEntry,
  postEntry,
  stockOf,
  useEntriesContext,
  writes,
} from './entries.test-support.ts';

const c = useEntriesContext();

type EntryBody = {
  id: number;
  produit: { id: number; nom: string; type: string; prix_unitaire: number } | null;
  magasin: { id: number; nom: string };
  quantite: number;
  prix_unitaire: number;
  prix_total: number;
  fournisseur: string;
  reference_commande: string | null;
  date_entree: string;
  commentaire: string | null;
  type_entree: string;
  article_nom: string;
  article_type: string;
  utilisateur: { id: number; username: string } | null;
};

describe('POST /Mouvements/entrees/create-entree/ (the form payload)', () => {
  it('records the entry, adds to the stock line and writes its movement, all balanced', async () => {
    const before = await stockOf(c, c.shopA.id, c.laine.id);
    const day = daysAgo(3);
    const response = await postEntry(
      c,
      formPayload(c, { fournisseur: '  Filature du Bandama  ', date_entree: day }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json() as EntryBody;
    expect(entry).toMatchObject({
      produit: { id: c.laine.id, nom: 'Mérinos bleu nuit', type: 'laine', prix_unitaire: 150000 },
      magasin: { id: c.shopA.id, nom: 'Boutique Cocody' },
      quantite: 12,
      prix_unitaire: 120050,
      // Computed by the server: the sent prix_total (1) is ignored.
      prix_total: 12 * 120050,
      fournisseur: 'Filature du Bandama',
      reference_commande: 'BC-0042',
      date_entree: `${day}T00:00:00.000Z`,
      commentaire: 'Cartons en bon état',
      type_entree: 'livraison',
      article_nom: 'Mérinos bleu nuit',
      article_type: 'laine',
    });
    expect(entry.utilisateur?.username).toBeTruthy();
    expect(await stockOf(c, c.shopA.id, c.laine.id)).toBe((before ?? 0) + 12);
    const movements = await movementsOfEntry(c, entry.id);
    expect(movements).toEqual([
      expect.objectContaining({
        kind: 'entree',
        quantite: 12,
        magasinId: c.shopA.id,
        articleId: c.laine.id,
        reference: 'BC-0042',
      }),
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('creates the stock line when the shop had none, and adds up on later entries', async () => {
    expect(await stockOf(c, c.shopB.id, c.accessoire.id)).toBeNull();
    const first = await postEntry(
      c,
      formPayload(c, {
        produit_id: c.accessoire.id,
        produit_type: 'accessoires',
        magasin_id: c.shopB.id,
        quantite: 4,
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(await stockOf(c, c.shopB.id, c.accessoire.id)).toBe(4);
    const second = await postEntry(
      c,
      formPayload(c, { produit_id: c.accessoire.id, produit_type: '', magasin_id: c.shopB.id, quantite: 3 }),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(await stockOf(c, c.shopB.id, c.accessoire.id)).toBe(7);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it("dates an entry of today at the moment it is recorded, and accepts 'autre_type'", async () => {
    const start = Date.now();
    const response = await postEntry(
      c,
      formPayload(c, { date_entree: todayIso(), type_entree: 'autre_type' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json() as EntryBody;
    expect(entry.type_entree).toBe('autre_type');
    expect(new Date(entry.date_entree).getTime()).toBeGreaterThanOrEqual(start - 1000);
    expect(new Date(entry.date_entree).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ['the product', { produit_id: undefined }, 'produit_id', M.productRequired],
    ['a product id', { produit_id: 'abc' }, 'produit_id', M.productRequired],
    ['the shop', { magasin_id: null }, 'magasin_id', M.shopRequired],
    ['a zero quantity', { quantite: 0 }, 'quantite', M.quantityAboveZero],
    ['a negative quantity', { quantite: -3 }, 'quantite', M.quantityAboveZero],
    ['a fractional quantity', { quantite: 1.5 }, 'quantite', M.quantityAboveZero],
    ['a quantity as text', { quantite: '3' }, 'quantite', M.quantityAboveZero],
    ['a huge quantity', { quantite: 1_000_001 }, 'quantite', M.quantityTooLarge],
    ['a zero price', { prix_unitaire: 0 }, 'prix_unitaire', M.priceAboveZero],
    ['a missing price', { prix_unitaire: undefined }, 'prix_unitaire', M.priceAboveZero],
    ['a blank supplier', { fournisseur: '   ' }, 'fournisseur', M.supplierRequired],
    ['a missing supplier', { fournisseur: undefined }, 'fournisseur', M.supplierRequired],
    ['an empty date', { date_entree: '' }, 'date_entree', M.dateRequired],
    ['a missing date', { date_entree: undefined }, 'date_entree', M.dateRequired],
    ['an impossible date', { date_entree: '2025-02-30' }, 'date_entree', M.dateInvalid],
    ['a date in the future', { date_entree: daysAgo(-2) }, 'date_entree', M.dateFuture],
    ['an unknown entry type', { type_entree: 'retour' }, 'type_entree', M.typeInvalid],
    ['a NUL character', { fournisseur: 'Fil\u0000' }, 'fournisseur', M.textInvalid],
  ])('refuses %s with its French message and writes nothing', async (_case, changes, field, message) => {
    const before = await writes(c);
    const stock = await stockOf(c, c.shopA.id, c.laine.id);
    const response = await postEntry(c, formPayload(c, changes));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ detail: message, errors: { [field]: message } });
    expect(await writes(c)).toEqual(before);
    expect(await stockOf(c, c.shopA.id, c.laine.id)).toBe(stock);
  });

  it('refuses an empty body with the first rule of the form', async () => {
    const response = await postEntry(c, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: M.productRequired });
  });

  it("answers 404 'Produit non trouvé' for an unknown, deleted or mistyped article", async () => {
    const before = await writes(c);
    const unknown = await postEntry(c, formPayload(c, { produit_id: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: M.productNotFound });
    const mistyped = await postEntry(c, formPayload(c, { produit_type: 'machine' }));
    expect(mistyped.statusCode).toBe(404);
    expect(mistyped.json()).toEqual({ detail: M.productNotFound });

    const created = await c.t.inject({
      method: 'POST',
      url: `/api${ARTICLE_KINDS.laine.api.create}`,
      headers: c.direction,
      payload: { nom: 'Laine retirée', prix_unitaire: 90000 },
    });
    const { id } = created.json() as { id: number };
    const removed = await c.t.inject({
      method: 'PATCH',
      url: `/api${ARTICLE_KINDS.laine.api.delete}/${id}`,
      headers: c.direction,
    });
    expect(removed.statusCode).toBe(200);
    const deleted = await postEntry(c, formPayload(c, { produit_id: id }));
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual({ detail: M.productNotFound });
    expect(await writes(c)).toEqual(before);
  });

  it("answers 404 'Magasin non trouvé' for an unknown shop", async () => {
    const before = await writes(c);
    const response = await postEntry(c, formPayload(c, { magasin_id: 999_999 }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: M.shopNotFound });
    expect(await writes(c)).toEqual(before);
  });
});

describe('POST /Mouvements/entrees/create-entree/ (the alternative payload)', () => {
  it("takes the catalogue price, the supplier 'Non renseigné', today and 'livraison' by default", async () => {
    const stock = (await stockOf(c, c.shopA.id, c.accessoire.id)) ?? 0;
    const response = await postEntry(c, { article: c.accessoire.id, magasin: c.shopA.id, quantite: 5 });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json() as EntryBody;
    expect(entry).toMatchObject({
      produit: { id: c.accessoire.id, type: 'accessoire' },
      magasin: { id: c.shopA.id },
      quantite: 5,
      prix_unitaire: 250000,
      prix_total: 5 * 250000,
      fournisseur: UNKNOWN_SUPPLIER,
      reference_commande: null,
      commentaire: null,
      type_entree: 'livraison',
    });
    expect(entry.date_entree.slice(0, 10)).toBe(todayIso());
    expect(await stockOf(c, c.shopA.id, c.accessoire.id)).toBe(stock + 5);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('honours its type and comment, and any price or supplier sent along', async () => {
    const response = await postEntry(c, {
      article: c.laine.id,
      magasin: c.shopB.id,
      quantite: 2,
      bain: 'B7',
      type: 'autre_type',
      commentaire: 'Retour atelier',
      prix_unitaire: 1000,
      fournisseur: 'Atelier',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      type_entree: 'autre_type',
      commentaire: 'Retour atelier',
      prix_unitaire: 1000,
      prix_total: 2000,
      fournisseur: 'Atelier',
    });
  });

  it('applies the same rules and messages', async () => {
    const before = await writes(c);
    for (const [payload, message] of [
      [{ magasin: c.shopA.id, quantite: 1 }, M.productRequired],
      [{ article: c.laine.id, quantite: 1 }, M.shopRequired],
      [{ article: c.laine.id, magasin: c.shopA.id, quantite: 0 }, M.quantityAboveZero],
      [{ article: c.laine.id, magasin: c.shopA.id, quantite: 1, type: 'don' }, M.typeInvalid],
      [{ article: c.laine.id, magasin: c.shopA.id, quantite: 1, prix_unitaire: 0 }, M.priceAboveZero],
    ] as const) {
      const response = await postEntry(c, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ detail: message });
    }
    expect(await writes(c)).toEqual(before);
  });
});

describe('gerant scope', () => {
  it('lets the gerant record entries for their own shop only (403 for another, nothing written)', async () => {
    const own = await postEntry(c, formPayload(c, { quantite: 1 }), { headers: c.gerant });
    expect(own.statusCode, own.body).toBe(201);
    const before = await writes(c);
    for (const payload of [
      formPayload(c, { magasin_id: c.shopB.id }),
      { article: c.laine.id, magasin: c.shopB.id, quantite: 1 },
    ]) {
      const response = await postEntry(c, payload, { headers: c.gerant });
      expect(response.statusCode).toBe(403);
      expect((response.json() as { detail: string }).detail).toMatch(/permissions/);
    }
    expect(await writes(c)).toEqual(before);
  });
});

describe('one transaction', () => {
  it('leaves neither the entry nor the stock when the stock change fails', async () => {
    // A line near the integer limit (set through the ledger, the only way): adding more overflows.
    const shop = await c.t.createShop({ nom: 'Boutique Marcory' });
    await c.t.db.transaction((tx) =>
      changeStock(tx, {
        magasinId: shop.id,
        articleId: c.laine.id,
        quantite: 2_147_000_000,
        kind: 'ajustement',
        userId: null,
        motif: 'Préparation du test',
      }),
    );
    const before = await writes(c);
    const response = await postEntry(c, formPayload(c, { magasin_id: shop.id, quantite: 1_000_000 }));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((response.json() as { detail: string }).detail).toBeTruthy();
    expect(await writes(c)).toEqual(before);
    expect(await stockOf(c, shop.id, c.laine.id)).toBe(2_147_000_000);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('records a retried entry once and answers the same entry again', async () => {
    const before = await writes(c);
    const stock = await stockOf(c, c.shopA.id, c.laine.id);
    const payload = formPayload(c, { quantite: 6, reference_commande: 'BC-RETRY' });
    const first = await postEntry(c, payload, { key: 'entree-retry-1' });
    const again = await postEntry(c, payload, { key: 'entree-retry-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await writes(c)).toEqual({ entries: before.entries + 1, movements: before.movements + 1 });
    expect(await stockOf(c, c.shopA.id, c.laine.id)).toBe((stock ?? 0) + 6);
  });

  it('refuses the same key with another body (409), writing nothing', async () => {
    const first = await postEntry(c, formPayload(c, { quantite: 2 }), { key: 'entree-retry-2' });
    expect(first.statusCode).toBe(201);
    const before = await writes(c);
    const other = await postEntry(c, formPayload(c, { quantite: 3 }), { key: 'entree-retry-2' });
    expect(other.statusCode).toBe(409);
    expect((other.json() as { detail: string }).detail).toMatch(/Idempotency-Key/);
    expect(await writes(c)).toEqual(before);
  });

  it('records twin requests sent at the same time once', async () => {
    const before = await writes(c);
    const payload = formPayload(c, { quantite: 1, reference_commande: 'BC-TWIN' });
    const answers = await Promise.all([
      postEntry(c, payload, { key: 'entree-twin' }),
      postEntry(c, payload, { key: 'entree-twin' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect(await writes(c)).toEqual({ entries: before.entries + 1, movements: before.movements + 1 });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});
