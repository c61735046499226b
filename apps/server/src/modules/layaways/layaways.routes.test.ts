import { type LayawayPickupAnswer, OFFLINE_PATHS, type SaleDetail } from '@pelote/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { getAs, postAs } from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import { misesDeCote } from '../../db/schema/layaways.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import { addStock, postSale, TEST_LOT, turnoverOf, useSalesContext } from '../sales/sales.test-support.ts';
import {
  cash,
  LIST_URL,
  lotOf,
  postLayaway,
  readLayaway,
  setAside,
  step,
  turnover,
  xReport,
} from './layaways.test-support.ts';

/**
 * A layaway from the deposit to the pickup, over HTTP: units held (not moved), sellable nowhere,
 * the deposit owed to the client (not turnover, 'Acomptes reçus' in the till), the pickup one sale
 * at the full price paid by the deposit and the balance.
 */

const c = useSalesContext();
const movements = async () => (await c.t.db.select({ n: count() }).from(mouvementsStock))[0]?.n ?? 0;

describe('a layaway of 8 skeins of one lot, from the deposit to the pickup', () => {
  let id = 0;

  it('deposit day: the units are held, not moved; the turnover does not move; the X shows the deposit', async () => {
    await addStock(c, c.shopA.id, c.laine.id, 10);
    const before = { movements: await movements(), turnover: await turnover(c, c.shopA.id) };
    const layaway = await setAside(c, {
      magasin: c.shopA.id,
      lignes: [{ article: c.laine.id, quantite: 8, bain: TEST_LOT }],
      paiements: [cash(500_000)],
      note: 'Pull torsadé',
    });
    id = layaway.id;
    expect(layaway).toMatchObject({
      statut: 'en_cours',
      quantite: 8,
      quantite_reservee: 8,
      acompte: 500_000,
      acompte_disponible: 500_000,
      note: 'Pull torsadé',
      lignes: [{ bain: TEST_LOT, quantite: 8, quantite_retiree: 0, quantite_reservee: 8 }],
    });
    expect(await lotOf(c, c.shopA.id, c.laine.id, TEST_LOT)).toEqual({ quantite: 10, reserve: 8 });
    expect(await movements()).toBe(before.movements);
    expect(await turnover(c, c.shopA.id)).toBe(before.turnover);
    expect(await turnoverOf(c, c.client.id)).toBe(0);
    const x = await xReport(c, c.shopA.id);
    expect(x.acomptes_recus).toEqual({ especes: 500_000 });
    expect(x.nombre_ventes).toBe(0);
    expect(x.attendus.especes).toBe(500_000);

    const stock = await getAs(c, `/api/Magasins/stocks/magasin/${c.shopA.id}`);
    const line = (
      stock.json() as { results: { object_id: number; quantite: number; reserve?: number }[] }
    ).results.find((row) => row.object_id === c.laine.id);
    expect(line).toMatchObject({ quantite: 10, reserve: 8 });
  });

  it('the held units are refused to a sale, and absent from the offline copy', async () => {
    const refused = await postSale(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.laine.id, quantite: 3 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Quantité réservée : 2 disponible(s)');
    const sold = await postSale(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.laine.id, quantite: 2 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);

    const copy = await getAs(c, `/api${OFFLINE_PATHS.snapshot(c.shopA.id)}`);
    expect(copy.statusCode).toBe(200);
    const wool = (
      copy.json() as { articles: { id: number; quantite: number; bains: unknown[] }[] }
    ).articles.find((article) => article.id === c.laine.id);
    expect(wool).toMatchObject({ quantite: 0, bains: [] });
  });

  it('an offline sale that needs held units is not refused: à régulariser, the hold intact', async () => {
    const response = await postSale(
      c,
      {
        client: null,
        magasin: c.shopA.id,
        articles: [{ article: c.laine.id, quantite: 1 }],
        hors_ligne: true,
        date_appareil: new Date(Date.now() - 60_000).toISOString(),
        ticket_provisoire: 'T-M01-1',
      },
      { key: crypto.randomUUID() },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as SaleDetail).a_regulariser).toHaveLength(1);
    expect(await lotOf(c, c.shopA.id, c.laine.id, TEST_LOT)).toEqual({ quantite: 8, reserve: 8 });
    expect((await readLayaway(c, id)).quantite_reservee).toBe(8);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('an instalment adds to the deposit, with the sale’s payment rules', async () => {
    const bad = await postLayaway(c, {
      magasin: c.shopA.id,
      lignes: [{ article: c.accessoire.id, quantite: 1 }],
      paiements: [{ methode: 'credit_client', montant: 1000, echeance: null }],
    });
    expect(bad.statusCode).toBe(400);
    const after = await step(c, id, 'versements', {
      paiements: [{ methode: 'wave', montant: 200_000, reference: 'WV-LAYAWAY-1' }],
    });
    expect(after.acompte).toBe(700_000);
    expect((await xReport(c, c.shopA.id)).acomptes_recus).toEqual({ especes: 500_000, wave: 200_000 });
  });

  it('partial pickup: one sale at the full price paid by the deposit; the rest stays held', async () => {
    const takings = (await xReport(c, c.shopA.id)).encaissements;
    const ca = await turnover(c, c.shopA.id);
    const line = (await readLayaway(c, id)).lignes[0];
    const answer = await step<LayawayPickupAnswer>(c, id, 'retrait', {
      lignes: [{ ligne: line?.id, quantite: 3 }],
    });
    expect(answer.vente.total).toBe(450_000);
    expect(answer.vente.paiements.map((p) => [p.methode, p.montant])).toEqual([['acompte', 450_000]]);
    expect(answer.mise_de_cote).toMatchObject({
      statut: 'en_cours',
      quantite_reservee: 5,
      acompte_utilise: 450_000,
      acompte_disponible: 250_000,
    });
    expect(await lotOf(c, c.shopA.id, c.laine.id, TEST_LOT)).toEqual({ quantite: 5, reserve: 5 });
    expect((await xReport(c, c.shopA.id)).encaissements).toEqual(takings);
    expect(await turnover(c, c.shopA.id)).toBe(ca + 450_000);
  });

  it('pickup day: invoice for the full price, the till takes only the balance, turnover counted once', async () => {
    const before = await xReport(c, c.shopA.id);
    const ca = await turnover(c, c.shopA.id);
    const short = await postLayaway(c, { magasin: c.shopA.id, lignes: [], paiements: [] });
    expect(short.statusCode).toBe(400);
    const answer = await step<LayawayPickupAnswer>(c, id, 'retrait', { paiements: [cash(500_000)] });
    expect(answer.vente.total).toBe(750_000);
    expect(answer.vente.paiements.map((p) => [p.methode, p.montant])).toEqual([
      ['acompte', 250_000],
      ['especes', 500_000],
    ]);
    expect(answer.mise_de_cote).toMatchObject({
      statut: 'retiree',
      quantite_reservee: 0,
      acompte_disponible: 0,
    });
    expect(answer.mise_de_cote.ventes).toHaveLength(2);
    const after = await xReport(c, c.shopA.id);
    expect((after.encaissements.especes ?? 0) - (before.encaissements.especes ?? 0)).toBe(500_000);
    expect(after.acomptes_recus).toEqual(before.acomptes_recus);
    expect(await turnover(c, c.shopA.id)).toBe(ca + 750_000);
    expect(await lotOf(c, c.shopA.id, c.laine.id, TEST_LOT)).toEqual({ quantite: 0, reserve: 0 });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
    expect(await refusedExtension(id)).toBe("Cette mise de côté n'est plus en cours");
  });

  it('every step left a journal row; the list finds it by client and status, and as CSV', async () => {
    const rows = await c.t.db
      .select({ action: journal.action })
      .from(journal)
      .where(and(eq(journal.entite, 'mise_de_cote'), eq(journal.entiteId, String(id))))
      .orderBy(asc(journal.id));
    expect(rows.map((row) => row.action)).toEqual(['creation', 'versement', 'retrait', 'retrait']);
    const list = await getAs(c, `${LIST_URL}?client=${c.client.id}&statut=retiree`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { results: { id: number }[] }).results.map((row) => row.id)).toEqual([id]);
    const csv = await getAs(c, `${LIST_URL}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Retirée');
    expect((await readLayaway(c, id)).historique.map((event) => event.evenement)).toEqual([
      'creation',
      'versement',
      'retrait',
      'retrait',
    ]);
  });
});

/** Extending a closed layaway: 409, its message. */
async function refusedExtension(id: number) {
  const response = await c.t.inject({
    method: 'POST',
    url: `/api/MisesDeCote/${id}/prolonger`,
    headers: c.direction,
    payload: { echeance: '2099-01-01' },
  });
  expect(response.statusCode).toBe(409);
  return response.json().detail as string;
}

describe('creating a layaway', () => {
  it('refuses more than is available (409) and writes nothing', async () => {
    await addStock(c, c.shopB.id, c.accessoire.id, 2);
    const before = (await c.t.db.select({ n: count() }).from(misesDeCote))[0]?.n;
    const response = await postLayaway(c, {
      magasin: c.shopB.id,
      lignes: [{ article: c.accessoire.id, quantite: 3 }],
      paiements: [cash(10_000)],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Stock insuffisant (disponible: 2)');
    expect((await c.t.db.select({ n: count() }).from(misesDeCote))[0]?.n).toBe(before);
  });

  it('answers a repeated key once, and keeps a gerant to their own shop', async () => {
    const key = crypto.randomUUID();
    const body = {
      magasin: c.shopB.id,
      lignes: [{ article: c.accessoire.id, quantite: 1 }],
      paiements: [cash(10_000)],
    };
    const first = await postLayaway(c, body, { key });
    const second = await postLayaway(c, body, { key });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await lotOf(c, c.shopB.id, c.accessoire.id, '')).toEqual({ quantite: 2, reserve: 1 });
    const other = await postLayaway(c, body, { headers: c.gerant });
    expect(other.statusCode).toBe(403);
    const read = await getAs(c, `/api/MisesDeCote/${first.json().id}`, c.gerant);
    expect(read.statusCode).toBe(403);
  });

  it('a transfer may not ship the held units', async () => {
    const draft = await postAs(c, '/api/Transferts/', {
      source: c.shopB.id,
      destination: c.shopA.id,
      lignes: [{ article: c.accessoire.id, quantite: 2 }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const shipped = await postAs(c, `/api/Transferts/${draft.json().id}/expedier`, {});
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().detail).toBe('Quantité réservée : 1 disponible(s)');
    expect(await lotOf(c, c.shopB.id, c.accessoire.id, '')).toEqual({ quantite: 2, reserve: 1 });
  });
});
