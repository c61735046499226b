import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { articles } from '../../db/schema/articles.ts';
import { entreesStock } from '../../db/schema/entries.ts';
import { journal } from '../../db/schema/journal.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import * as support from './purchase-orders.test-support.ts';

/**
 * A purchase order's life on the real server and database: a draft (its price proposed from the
 * article's last delivery), sent (its PDF, its WhatsApp text), received in two parts as stock
 * entries linked to its line, then its remainder closed; the reorder then asks for none of it
 * again. Each step is refused out of order with a French 409, and journalled.
 */

const c = support.useOrdersContext();

describe('a purchase order from draft to closed', () => {
  it('orders 100, receives 40 then 50, closes the rest: stock +90, an exact ledger, and nothing ordered again', async () => {
    const { accessoire, shopA } = c;
    // A min/max makes the reorder ask for 100, and the article's supplier is set by hand.
    const minMax = { magasin: shopA.id, article: accessoire.id, minimum: 10, maximum: 100 };
    expect((await support.put(c, '/api/Reassort/min-max', minMax)).statusCode).toBe(200);
    const settings = { fournisseur: c.supplier.id, colisage: null, stock_securite: null };
    expect((await support.put(c, `/api/Reassort/articles/${accessoire.id}`, settings)).statusCode).toBe(200);
    const [before] = await support.suggestions(c, `magasin=${shopA.id}`);
    expect(before).toMatchObject({ article: { id: accessoire.id }, suggestion: 100, methode: 'min_max' });

    // 'Créer le bon de commande' from the reorder: a draft of the suggestion.
    const created = await support.post(c, '/api/Reassort/bon-de-commande', {
      magasin: shopA.id,
      fournisseur: c.supplier.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      statut: 'brouillon',
      reste: 100,
      lignes: [{ quantite: 100, prix_unitaire: 0 }],
    });
    expect(draft.numero).toMatch(/^BC-\d{4}-\d{6}$/);
    // Direction edits the draft: the price the supplier quoted.
    const edited = await support.put(c, support.orderUrl(draft.id), {
      fournisseur: c.supplier.id,
      magasin: shopA.id,
      lignes: [{ article: accessoire.id, quantite: 100, prix_unitaire: 120000 }],
      note: 'Livrer le matin',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ montant: 12_000_000, note: 'Livrer le matin' });

    const sent = await support.takeStep(c, draft.id, 'envoyer');
    expect(sent).toMatchObject({ statut: 'envoye', en_retard: false });
    expect(sent.whatsapp.url).toMatch(/^https:\/\/wa\.me\/2250708091011\?text=/);
    expect(sent.whatsapp.texte).toContain(`bon de commande ${draft.numero}`);
    expect(sent.whatsapp.texte).toContain('Aiguilles circulaires 4 mm × 100 à 1 200,00 FCFA');
    const pdf = await support.get(c, support.orderUrl(draft.id, 'pdf'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const line = sent.lignes[0]?.id;
    const first = await support.receive(
      c,
      draft.id,
      { lignes: [{ ligne: line, quantite: 40 }] },
      { key: 'r1' },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ statut: 'partiellement_recu', quantite_recue: 40, reste: 60 });
    const second = await support.takeStep(c, draft.id, 'receptions', {
      lignes: [{ ligne: line, quantite: 50 }],
    });
    expect(second).toMatchObject({ statut: 'partiellement_recu', quantite_recue: 90, reste: 10 });
    expect(second.receptions.map((receipt) => receipt.entrees.map((entry) => entry.quantite))).toEqual([
      [40],
      [50],
    ]);
    // Still on order: the 10 to come keep the reorder quiet.
    const [waiting] = await support.suggestions(c, `magasin=${shopA.id}&tous=true`);
    expect(waiting).toMatchObject({ stock: 90, en_commande: 10, suggestion: 0 });

    const closed = await support.takeStep(c, draft.id, 'solder', { motif: 'Rupture chez le fournisseur' });
    expect(closed).toMatchObject({ statut: 'solde', reste: 0, motif_solde: 'Rupture chez le fournisseur' });
    expect(closed.lignes[0]).toMatchObject({ quantite_recue: 90, reste: 0, soldee: 10 });

    expect(await support.stockOf(c, shopA.id, accessoire.id)).toBe(90);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
    const entries = await c.t.db
      .select({ id: entreesStock.id, quantite: entreesStock.quantite, prix: entreesStock.prixUnitaire })
      .from(entreesStock)
      .where(eq(entreesStock.bonCommandeLigneId, line ?? 0));
    expect(entries.map((entry) => [entry.quantite, entry.prix])).toEqual([
      [40, 120000],
      [50, 120000],
    ]);
    const movements = await c.t.db
      .select({
        kind: mouvementsStock.kind,
        quantite: mouvementsStock.quantite,
        reference: mouvementsStock.reference,
      })
      .from(mouvementsStock)
      .where(and(eq(mouvementsStock.articleId, accessoire.id), isNotNull(mouvementsStock.entreeId)));
    expect(movements).toEqual([
      { kind: 'entree', quantite: 40, reference: draft.numero },
      { kind: 'entree', quantite: 50, reference: draft.numero },
    ]);
    // The price moved the article's weighted average cost.
    const [cost] = await c.t.db
      .select({ cout: articles.coutMoyen })
      .from(articles)
      .where(eq(articles.id, accessoire.id));
    expect(Number(cost?.cout)).toBe(120000);
    // The next suggestion does not propose the 100 again.
    expect(await support.suggestions(c, `magasin=${shopA.id}`)).toEqual([]);

    const rows = await c.t.db
      .select({ action: journal.action })
      .from(journal)
      .where(and(eq(journal.entite, 'bon_commande'), eq(journal.entiteId, String(draft.id))));
    expect(rows.map((row) => row.action).sort()).toEqual(
      ['creation', 'envoi', 'modification', 'reception', 'reception', 'solde'].sort(),
    );
  });

  it('refuses a step out of order with a French 409, writing nothing', async () => {
    const draft = await support.draftOrder(c);
    const notSent = await support.receive(c, draft.id, {
      lignes: [{ ligne: draft.lignes[0]?.id, quantite: 1 }],
    });
    expect(notSent.statusCode).toBe(409);
    expect(notSent.json().detail).toBe(
      "Ce bon de commande n'a pas été envoyé : il ne peut pas encore être réceptionné",
    );
    expect((await support.post(c, support.orderUrl(draft.id, 'solder'), { motif: 'x' })).statusCode).toBe(
      409,
    );

    const sent = await support.takeStep(c, draft.id, 'envoyer');
    const again = await support.post(c, support.orderUrl(draft.id, 'envoyer'), {});
    expect(again.statusCode).toBe(409);
    const edit = await support.put(c, support.orderUrl(draft.id), {
      fournisseur: c.supplier.id,
      magasin: c.shopA.id,
      lignes: [{ article: c.accessoire.id, quantite: 1 }],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe('Seul un bon de commande en brouillon peut être modifié ou envoyé');

    await support.takeStep(c, sent.id, 'receptions', {
      lignes: [{ ligne: sent.lignes[0]?.id, quantite: 5 }],
    });
    const before = await support.writes(c);
    const cancel = await support.post(c, support.orderUrl(sent.id, 'annuler'), {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().detail).toBe(
      'Ce bon de commande a déjà reçu une livraison : il ne peut plus être annulé. Soldez le reliquat.',
    );
    expect(await support.writes(c)).toEqual(before);
  });

  it('cancels a draft or a sent order before any receipt', async () => {
    const draft = await support.draftOrder(c);
    expect(await support.takeStep(c, draft.id, 'annuler')).toMatchObject({ statut: 'annule', reste: 0 });
    const sent = await support.sentOrder(c);
    expect(await support.takeStep(c, sent.id, 'annuler')).toMatchObject({ statut: 'annule' });
    const late = await support.post(c, support.orderUrl(sent.id, 'envoyer'), {});
    expect(late.json().detail).toBe('Ce bon de commande est annulé');
    const [row] = await c.t.db
      .select({ changements: journal.changements })
      .from(journal)
      .where(
        and(
          eq(journal.entite, 'bon_commande'),
          eq(journal.action, 'annulation'),
          eq(journal.entiteId, String(sent.id)),
        ),
      );
    expect(row?.changements).toEqual({ statut: { avant: 'envoye', apres: 'annule' } });
  });

  it('proposes the last delivery price, refuses unknown parties, and lists with filters and as CSV', async () => {
    await support.post(c, '/api/Mouvements/entrees/create-entree/', {
      produit_id: c.laine.id,
      magasin_id: c.shopB.id,
      quantite: 3,
      prix_unitaire: 95000,
      fournisseur: 'Marché de Treichville',
      date_entree: new Date().toISOString().slice(0, 10),
    });
    const draft = await support.draftOrder(c, {
      magasin: c.shopB.id,
      lignes: [{ article: c.laine.id, quantite: 12 }],
    });
    expect(draft.lignes[0]).toMatchObject({ prix_unitaire: 95000, montant: 1_140_000 });

    const unknown = await support.post(c, support.LIST_URL, { ...draftBody(), fournisseur: 999_999 });
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, 'Fournisseur non trouvé']);
    const twice = await support.post(c, support.LIST_URL, {
      ...draftBody(),
      lignes: [
        { article: c.laine.id, quantite: 1 },
        { article: c.laine.id, quantite: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);

    const list = await support.get(c, `${support.LIST_URL}?magasin=${c.shopB.id}&statut=brouillon`);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: draft.id, nb_lignes: 1, quantite: 12 }] });
    const bySupplier = await support.get(c, `${support.LIST_URL}?fournisseur=${c.supplier.id}&page_size=100`);
    expect(bySupplier.json().count).toBeGreaterThan(1);
    const csv = await support.get(c, `${support.LIST_URL}?magasin=${c.shopB.id}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Numéro;Statut;Fournisseur;Magasin');
    expect(csv.body).toContain(`${draft.numero};Brouillon;Filature du Bandama;Boutique Plateau`);
  });
});

function draftBody() {
  return {
    fournisseur: c.supplier.id,
    magasin: c.shopA.id,
    lignes: [{ article: c.accessoire.id, quantite: 1 }],
  };
}
