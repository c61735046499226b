import type { SaleDetail } from '@pelote/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journal } from '../../db/schema/journal.ts';
import { paiements } from '../../db/schema/payments.ts';
import { ventes } from '../../db/schema/sales.ts';
import { withoutCosts } from '../costs/index.ts';
import { addStock, postSale, sell, stockThenSell, useSalesContext, writes } from './sales.test-support.ts';

/**
 * Payments of a sale through the API: split between mobile money and cash, the change the server
 * computes, the refusals (cash short, reference missing, sum different, reference already used —
 * each writing nothing), a sale without payments paid in cash, and an idempotent retry.
 * The wool costs 1 500,00 FCFA, the accessory 2 500,00 FCFA.
 */

const c = useSalesContext();

const woolSale = (quantite: number, paiementsGiven?: Record<string, unknown>[]) => ({
  client: null,
  magasin: c.shopA.id,
  articles: [{ article: c.laine.id, quantite }],
  ...(paiementsGiven ? { paiements: paiementsGiven } : {}),
});

async function storedPayments(venteId: number) {
  return c.t.db
    .select({
      methode: paiements.methode,
      montant: paiements.montant,
      montantRecu: paiements.montantRecu,
      monnaieRendue: paiements.monnaieRendue,
      reference: paiements.reference,
      sessionId: paiements.sessionId,
      magasinId: paiements.magasinId,
    })
    .from(paiements)
    .where(eq(paiements.venteId, venteId))
    .orderBy(asc(paiements.id));
}

async function refused(payload: unknown, status: number, detail: string) {
  const before = await writes(c);
  const response = await postSale(c, payload);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().detail).toBe(detail);
  expect(await writes(c)).toEqual(before);
}

describe('payments of a sale', () => {
  it('splits a sale between Orange Money and cash, computes the change, files both in the till session', async () => {
    await addStock(c, c.shopA.id, c.laine.id, 50);
    const sale = await sell(
      c,
      woolSale(2, [
        { methode: 'orange_money', montant: 200_000, reference: '  OM-2026-0001 ' },
        { methode: 'especes', montant: 100_000, montant_recu: 150_000 },
      ]),
    );
    expect(sale.total).toBe(300_000);
    expect(sale.paiements).toEqual([
      {
        id: expect.any(Number),
        methode: 'orange_money',
        montant: 200_000,
        montant_recu: null,
        monnaie_rendue: 0,
        reference: 'OM-2026-0001',
      },
      {
        id: expect.any(Number),
        methode: 'especes',
        montant: 100_000,
        montant_recu: 150_000,
        monnaie_rendue: 50_000,
        reference: null,
      },
    ]);
    expect(sale.monnaie_rendue).toBe(50_000);
    expect(sale.modes_paiement).toEqual(['especes', 'orange_money']);
    expect(sale.session_caisse).toEqual(expect.any(Number));

    // The detail reads back what the creation answered.
    const detail = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/vente-detail/${sale.id}/`,
      headers: c.gerant,
    });
    expect(detail.statusCode).toBe(200);
    // A gerant reads it without its costs (direction's only).
    expect(detail.json()).toEqual(withoutCosts(sale));

    // The sale and both payments sit in the shop's session.
    const [row] = await c.t.db
      .select({ sessionId: ventes.sessionId })
      .from(ventes)
      .where(eq(ventes.id, sale.id));
    expect(row?.sessionId).toBe(sale.session_caisse);
    const stored = await storedPayments(sale.id);
    expect(stored.map((p) => [p.methode, p.sessionId, p.magasinId])).toEqual([
      ['orange_money', sale.session_caisse, c.shopA.id],
      ['especes', sale.session_caisse, c.shopA.id],
    ]);

    // The sale's journal row carries its payments.
    const [logged] = await c.t.db
      .select({ changements: journal.changements })
      .from(journal)
      .where(
        and(
          eq(journal.entite, 'vente'),
          eq(journal.entiteId, String(sale.id)),
          eq(journal.action, 'creation'),
        ),
      );
    expect(logged?.changements.paiements?.apres).toEqual([
      { methode: 'orange_money', montant: 200_000, reference: 'OM-2026-0001' },
      { methode: 'especes', montant: 100_000, montant_recu: 150_000, monnaie_rendue: 50_000 },
    ]);
  });

  it('gives the change of a cash payment, and takes the exact amount with none', async () => {
    const change = await sell(
      c,
      woolSale(1, [{ methode: 'especes', montant: 150_000, montant_recu: 200_000 }]),
    );
    expect(change.paiements).toMatchObject([
      { methode: 'especes', montant_recu: 200_000, monnaie_rendue: 50_000 },
    ]);
    expect(change.monnaie_rendue).toBe(50_000);
    const exact = await sell(
      c,
      woolSale(1, [{ methode: 'especes', montant: 150_000, montant_recu: 150_000 }]),
    );
    expect(exact.monnaie_rendue).toBe(0);
  });

  it('pays a sale given without payments in cash for its total', async () => {
    const sale = await sell(c, woolSale(3));
    expect(sale.paiements).toEqual([
      {
        id: expect.any(Number),
        methode: 'especes',
        montant: 450_000,
        montant_recu: 450_000,
        monnaie_rendue: 0,
        reference: null,
      },
    ]);
    expect(sale.modes_paiement).toEqual(['especes']);
    expect(await storedPayments(sale.id)).toHaveLength(1);
  });

  it('refuses cash received below its amount, in French, writing nothing', async () => {
    await refused(
      woolSale(1, [{ methode: 'especes', montant: 150_000, montant_recu: 100_000 }]),
      400,
      'Le montant reçu doit couvrir le montant en espèces',
    );
    await refused(
      woolSale(1, [{ methode: 'especes', montant: 150_000 }]),
      400,
      'Le montant reçu doit couvrir le montant en espèces',
    );
  });

  it('refuses mobile money without its reference, a blank one too', async () => {
    await refused(
      woolSale(1, [{ methode: 'wave', montant: 150_000 }]),
      400,
      'La référence de la transaction est obligatoire',
    );
    await refused(
      woolSale(1, [{ methode: 'mtn_momo', montant: 150_000, reference: '   ' }]),
      400,
      'La référence de la transaction est obligatoire',
    );
  });

  it('refuses payments whose sum is not the total, and an unknown method', async () => {
    const mismatch = 'Le total des paiements ne correspond pas au montant de la vente';
    await refused(
      woolSale(1, [{ methode: 'especes', montant: 100_000, montant_recu: 200_000 }]),
      400,
      mismatch,
    );
    await refused(
      woolSale(1, [
        { methode: 'especes', montant: 100_000, montant_recu: 100_000 },
        { methode: 'wave', montant: 100_000, reference: 'W-TROP' },
      ]),
      400,
      mismatch,
    );
    await refused(woolSale(1, []), 400, mismatch);
    await refused(woolSale(1, [{ methode: 'cheque', montant: 150_000 }]), 400, 'Mode de paiement invalide');
  });

  it('refuses a reference already used, even in another shop, naming the first invoice; another operator may use it', async () => {
    const first = await stockThenSell(c, c.shopB.id, c.accessoire.id, 1, {
      stocked: 5,
      paiements: [{ methode: 'wave', montant: 250_000, reference: 'WAVE-777' }],
    });
    await refused(
      woolSale(1, [{ methode: 'wave', montant: 150_000, reference: 'WAVE-777' }]),
      409,
      `Référence déjà utilisée pour la facture ${first.numero_facture}`,
    );
    // Unique per operator: the same text from Moov Money is another transaction.
    const moov = await sell(
      c,
      woolSale(1, [{ methode: 'moov_money', montant: 150_000, reference: 'WAVE-777' }]),
    );
    expect(moov.paiements[0]?.reference).toBe('WAVE-777');
  });

  it('answers a retried sale with payments once: one sale, one set of payments, the same answer', async () => {
    const before = await writes(c);
    const payload = woolSale(2, [
      { methode: 'mtn_momo', montant: 100_000, reference: 'MOMO-RETRY-1' },
      { methode: 'especes', montant: 200_000, montant_recu: 250_000 },
    ]);
    const first = await postSale(c, payload, { key: 'vente-paiements-retry-1' });
    const second = await postSale(c, payload, { key: 'vente-paiements-retry-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const sale = first.json() as SaleDetail;
    expect(sale.monnaie_rendue).toBe(50_000);
    const after = await writes(c);
    expect(after.ventes).toBe(before.ventes + 1);
    expect(after.paiements).toBe(before.paiements + 2);
    expect(await storedPayments(sale.id)).toHaveLength(2);
  });
});

describe(`one reference, two sales at once (${process.env.PELOTE_TEST_DB === 'postgres' ? 'PostgreSQL, in parallel' : 'PGlite, one at a time: the race is proven on PostgreSQL'})`, () => {
  it('lets one sale win, the others answer 409 with the winner’s invoice number and write nothing', async () => {
    await addStock(c, c.shopA.id, c.laine.id, 5);
    await addStock(c, c.shopB.id, c.laine.id, 5);
    const before = await writes(c);
    // Ten tills of two shops confirm one Orange Money transaction at once.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => (n % 2 ? c.shopA.id : c.shopB.id)).map((magasin) =>
        postSale(c, {
          client: null,
          magasin,
          articles: [{ article: c.laine.id, quantite: 1 }],
          paiements: [{ methode: 'orange_money', montant: 150_000, reference: 'OM-RACE-42' }],
        }),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 201);
    const lost = answers.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    const winner = won[0]?.json() as SaleDetail;
    for (const answer of lost) {
      expect(answer.json().detail).toBe(`Référence déjà utilisée pour la facture ${winner.numero_facture}`);
    }
    const after = await writes(c);
    expect(after.ventes).toBe(before.ventes + 1);
    expect(after.paiements).toBe(before.paiements + 1);
  });
});
