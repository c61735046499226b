import type {
  Movement,
  Paginated,
  StockLinesPage,
  SystemStats,
  Transfer,
  TransferListItem,
} from '@pelote/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { getAs } from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import { transferts } from '../../db/schema/transfers.ts';
import { addStock, sell } from '../sales/sales.test-support.ts';
import { draft, lotOf, post, step, transferWrites, useTransferContext } from './transfers.test-support.ts';

const c = useTransferContext();

const get = async <T>(url: string, headers = c.direction) => {
  const response = await c.t.inject({ method: 'GET', url: `/api${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe('a transfer through every state', () => {
  it('draft, shipped (stock leaves the sender, in transit), received in full (stock enters the receiver)', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 10);
    const before = {
      a: await lotOf(c, c.shopA.id, c.accessoire.id),
      b: await lotOf(c, c.shopB.id, c.accessoire.id),
    };

    const created = await draft(c, [{ article: c.accessoire.id, quantite: 4 }], { headers: c.gerant });
    expect(created).toMatchObject({
      statut: 'brouillon',
      source: { id: c.shopA.id },
      destination: { id: c.shopB.id },
      quantite: 4,
      quantite_recue: null,
      expedie_le: null,
      lignes: [{ article: { id: c.accessoire.id }, bain: '', quantite: 4, quantite_recue: null }],
    });
    // A draft moves nothing.
    expect(await lotOf(c, c.shopA.id, c.accessoire.id)).toBe(before.a);

    const shipped = await step(c, created.id, 'expedier', undefined, { headers: c.gerant });
    expect(shipped.statut).toBe('expedie');
    expect(shipped.expedie_par).not.toBeNull();
    expect(await lotOf(c, c.shopA.id, c.accessoire.id)).toBe(before.a - 4);
    expect(await lotOf(c, c.shopB.id, c.accessoire.id)).toBe(before.b);

    // In transit: the receiver's overview counts it as coming, the sender's as gone.
    const overviewB = await get<StockLinesPage>(`/Magasins/stocks/magasin/${c.shopB.id}`);
    expect(overviewB.totals.en_transit).toEqual({ entrant: 4, sortant: 0 });
    const overviewA = await get<StockLinesPage>(`/Magasins/stocks/magasin/${c.shopA.id}`);
    expect(overviewA.totals.en_transit).toEqual({ entrant: 0, sortant: 4 });
    expect(overviewA.results.find((line) => line.object_id === c.accessoire.id)?.en_transit).toBe(0);

    const received = await step(c, created.id, 'recevoir', { lignes: [] }, { headers: c.gerantB });
    expect(received).toMatchObject({ statut: 'recu', quantite: 4, quantite_recue: 4, manque: 0 });
    expect(await lotOf(c, c.shopB.id, c.accessoire.id)).toBe(before.b + 4);
    expect((await get<StockLinesPage>(`/Magasins/stocks/magasin/${c.shopB.id}`)).totals.en_transit).toEqual({
      entrant: 0,
      sortant: 0,
    });

    const movements = await get<Paginated<Movement>>(
      `/Stocks/mouvements?article=${c.accessoire.id}&page_size=100`,
    );
    const ofTransfer = movements.results.filter((m) => m.transfert_id === created.id);
    expect(ofTransfer.map((m) => [m.kind, m.magasin.id, m.quantite, m.reference])).toEqual([
      ['transfert_entree', c.shopB.id, 4, `Transfert n° ${created.id}`],
      ['transfert_sortie', c.shopA.id, -4, `Transfert n° ${created.id}`],
    ]);

    // Each step left its journal row.
    const rows = await c.t.db
      .select({ action: journal.action, magasinId: journal.magasinId })
      .from(journal)
      .where(and(eq(journal.entite, 'transfert'), eq(journal.entiteId, String(created.id))))
      .orderBy(asc(journal.id));
    expect(rows).toEqual([
      { action: 'creation', magasinId: c.shopA.id },
      { action: 'expedition', magasinId: c.shopA.id },
      { action: 'reception', magasinId: c.shopB.id },
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('refuses to ship more than the sender holds, and writes nothing', async () => {
    const stocked = await lotOf(c, c.shopA.id, c.accessoire.id);
    const transfer = await draft(c, [{ article: c.accessoire.id, quantite: stocked + 1 }]);
    const before = await transferWrites(c);
    const refused = await post(c, `/${transfer.id}/expedier`);
    expect([refused.statusCode, refused.json().detail]).toEqual([
      409,
      `Stock insuffisant (disponible: ${stocked})`,
    ]);
    expect(await transferWrites(c)).toEqual(before);
    expect(await lotOf(c, c.shopA.id, c.accessoire.id)).toBe(stocked);
  });

  it('receives partially: each shortfall keeps its reason, the missing units enter no stock', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 5);
    await addStock(c, c.shopA.id, c.laine.id, 6, 'B7');
    const transfer = await draft(c, [
      { article: c.accessoire.id, quantite: 5 },
      { article: c.laine.id, quantite: 6, bain: 'B7' },
    ]);
    const shipped = await step(c, transfer.id, 'expedier');
    const wool = shipped.lignes.find((line) => line.article.id === c.laine.id);
    const hooks = shipped.lignes.find((line) => line.article.id === c.accessoire.id);
    if (!wool || !hooks) throw new Error('lines missing');
    const before = await transferWrites(c);

    // A shortfall without its reason, more than shipped, 'trouvé' for a loss, the sender's gerant: refused.
    const noReason = await post(c, `/${transfer.id}/recevoir`, {
      lignes: [{ ligne: wool.id, quantite_recue: 4 }],
    });
    expect([noReason.statusCode, noReason.json().detail]).toEqual([
      400,
      'Indiquez le motif de chaque manque',
    ]);
    const tooMany = await post(c, `/${transfer.id}/recevoir`, {
      lignes: [{ ligne: wool.id, quantite_recue: 7 }],
    });
    expect([tooMany.statusCode, tooMany.json().detail]).toEqual([
      400,
      'La quantité reçue ne peut pas dépasser la quantité expédiée (6)',
    ]);
    const found = await post(c, `/${transfer.id}/recevoir`, {
      lignes: [{ ligne: wool.id, quantite_recue: 4, motif: 'trouve' }],
    });
    expect(found.statusCode).toBe(400);
    const sender = await post(c, `/${transfer.id}/recevoir`, { lignes: [] }, { headers: c.gerant });
    expect(sender.statusCode).toBe(403);
    expect(await transferWrites(c)).toEqual(before);

    const woolBefore = await lotOf(c, c.shopB.id, c.laine.id, 'B7');
    const received = await step(
      c,
      transfer.id,
      'recevoir',
      { lignes: [{ ligne: wool.id, quantite_recue: 4, motif: 'Casse', commentaire: 'Sac mouillé' }] },
      { headers: c.gerantB },
    );
    expect(received).toMatchObject({
      statut: 'recu_partiellement',
      quantite: 11,
      quantite_recue: 9,
      manque: 2,
    });
    expect(received.lignes.find((line) => line.id === wool.id)).toMatchObject({
      bain: 'B7',
      quantite: 6,
      quantite_recue: 4,
      manque: 2,
      motif: 'casse',
      commentaire: 'Sac mouillé',
    });
    expect(received.lignes.find((line) => line.id === hooks.id)).toMatchObject({
      quantite_recue: 5,
      manque: 0,
      motif: null,
    });
    // The wool arrives in its lot; the two missing balls are in no shop.
    expect(await lotOf(c, c.shopB.id, c.laine.id, 'B7')).toBe(woolBefore + 4);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);

    // Received is final.
    const again = await post(c, `/${transfer.id}/recevoir`, { lignes: [] });
    expect([again.statusCode, again.json().detail]).toEqual([409, 'Ce transfert a déjà été reçu']);
  });

  it('cancels a draft only: a shipped transfer cannot be cancelled, a cancelled one cannot be shipped', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 2);
    const toCancel = await draft(c, [{ article: c.accessoire.id, quantite: 1 }]);
    const cancelled = await step(c, toCancel.id, 'annuler', undefined, { headers: c.gerant });
    expect(cancelled).toMatchObject({ statut: 'annule', annule_par: expect.any(Object) });
    const ship = await post(c, `/${toCancel.id}/expedier`);
    expect([ship.statusCode, ship.json().detail]).toEqual([409, 'Ce transfert est annulé']);

    const shippedOne = await draft(c, [{ article: c.accessoire.id, quantite: 1 }]);
    await step(c, shippedOne.id, 'expedier');
    const before = await transferWrites(c);
    const late = await post(c, `/${shippedOne.id}/annuler`);
    expect([late.statusCode, late.json().detail]).toEqual([
      409,
      'Un transfert expédié ne peut plus être annulé',
    ]);
    const twice = await post(c, `/${shippedOne.id}/expedier`);
    expect([twice.statusCode, twice.json().detail]).toEqual([409, 'Ce transfert a déjà été expédié']);
    const draftReceived = await draft(c, [{ article: c.accessoire.id, quantite: 1 }]);
    const early = await post(c, `/${draftReceived.id}/recevoir`, { lignes: [] });
    expect([early.statusCode, early.json().detail]).toEqual([
      409,
      "Ce transfert n'a pas été expédié : il ne peut pas être reçu",
    ]);
    const afterDraft = await transferWrites(c);
    expect(afterDraft.mouvements).toBe(before.mouvements);
  });

  it('takes each step once for one Idempotency-Key, and answers the first answer again', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 3);
    const first = await post(
      c,
      '/',
      { source: c.shopA.id, destination: c.shopB.id, lignes: [{ article: c.accessoire.id, quantite: 2 }] },
      { key: 'transfert-cle-1' },
    );
    const again = await post(
      c,
      '/',
      { source: c.shopA.id, destination: c.shopB.id, lignes: [{ article: c.accessoire.id, quantite: 2 }] },
      { key: 'transfert-cle-1' },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect([again.statusCode, again.body]).toEqual([201, first.body]);
    const id = (first.json() as Transfer).id;
    const stocked = await lotOf(c, c.shopA.id, c.accessoire.id);
    const shipped = await post(c, `/${id}/expedier`, undefined, { key: 'expedition-1' });
    const shippedAgain = await post(c, `/${id}/expedier`, undefined, { key: 'expedition-1' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect([shippedAgain.statusCode, shippedAgain.body]).toEqual([200, shipped.body]);
    expect(await lotOf(c, c.shopA.id, c.accessoire.id)).toBe(stocked - 2);
    // Without its key, the step taken twice is refused.
    expect((await post(c, `/${id}/expedier`)).statusCode).toBe(409);
  });
});

describe('lots of a wool', () => {
  it('ships a wool line without a lot from the lots a sale would take, one line per lot', async () => {
    // Shop A's wool: lot B7 all shipped above, L1 with 3 balls, L2 with 5.
    await addStock(c, c.shopA.id, c.laine.id, 3, 'L1');
    await addStock(c, c.shopA.id, c.laine.id, 5, 'L2');
    expect(await lotOf(c, c.shopA.id, c.laine.id, 'B7')).toBe(0);
    const transfer = await draft(c, [{ article: c.laine.id, quantite: 7 }]);
    expect(transfer.lignes).toMatchObject([{ bain: '', quantite: 7 }]);
    const shipped = await step(c, transfer.id, 'expedier');
    // The lot with most stock first, then the next: as a sale without a lot.
    expect(shipped.lignes.map((line) => [line.bain, line.quantite]).sort()).toEqual([
      ['L1', 2],
      ['L2', 5],
    ]);
    expect([
      await lotOf(c, c.shopA.id, c.laine.id, 'L1'),
      await lotOf(c, c.shopA.id, c.laine.id, 'L2'),
    ]).toEqual([1, 0]);
    await step(c, transfer.id, 'recevoir', { lignes: [] });
    expect([
      await lotOf(c, c.shopB.id, c.laine.id, 'L1'),
      await lotOf(c, c.shopB.id, c.laine.id, 'L2'),
    ]).toEqual([2, 5]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('refuses a lot for an article without lots', async () => {
    const refused = await post(c, '/', {
      source: c.shopA.id,
      destination: c.shopB.id,
      lignes: [{ article: c.accessoire.id, quantite: 1, bain: 'B1' }],
    });
    expect([refused.statusCode, refused.json().detail]).toEqual([
      400,
      'Seule une laine a un bain : laissez ce champ vide pour ce produit',
    ]);
  });
});

describe('who may do what', () => {
  it('a gerant creates out of their shop only, ships and cancels their own, receives into their shop only', async () => {
    const before = await transferWrites(c);
    const fromOther = await post(
      c,
      '/',
      { source: c.shopA.id, destination: c.shopB.id, lignes: [{ article: c.accessoire.id, quantite: 1 }] },
      { headers: c.gerantB },
    );
    expect(fromOther.statusCode).toBe(403);
    const same = await post(c, '/', {
      source: c.shopA.id,
      destination: c.shopA.id,
      lignes: [{ article: c.accessoire.id, quantite: 1 }],
    });
    expect([same.statusCode, same.json().detail]).toEqual([
      400,
      "Le magasin d'arrivée doit être différent du magasin de départ",
    ]);
    expect(await transferWrites(c)).toEqual(before);

    const transfer = await draft(c, [{ article: c.accessoire.id, quantite: 1 }]);
    expect((await post(c, `/${transfer.id}/expedier`, undefined, { headers: c.gerantB })).statusCode).toBe(
      403,
    );
    expect((await post(c, `/${transfer.id}/annuler`, undefined, { headers: c.gerantB })).statusCode).toBe(
      403,
    );
    // The receiving shop reads it; a shop on neither side does not.
    expect((await getAs(c, `/api/Transferts/${transfer.id}`, c.gerantB)).statusCode).toBe(200);
    const shopC = await c.t.createShop({ nom: 'Boutique Yopougon', quartier: 'Yopougon' });
    const gerantC = (await c.t.signedIn('gerant', { magasinId: shopC.id })).headers;
    expect(
      (await c.t.inject({ method: 'GET', url: `/api/Transferts/${transfer.id}`, headers: gerantC }))
        .statusCode,
    ).toBe(403);
    const listC = await get<Paginated<TransferListItem>>('/Transferts/', gerantC);
    expect(listC.count).toBe(0);
    expect(
      (await c.t.inject({ method: 'GET', url: `/api/Transferts/?magasin=${c.shopA.id}`, headers: gerantC }))
        .statusCode,
    ).toBe(403);
  });

  it('names every active shop a gerant may send to', async () => {
    const shops = await get<{ id: number; nom: string }[]>('/Transferts/magasins', c.gerant);
    expect(shops.map((shop) => shop.id)).toEqual(expect.arrayContaining([c.shopA.id, c.shopB.id]));
  });

  it('lists the transfers from or to the shop, newest first, by side and status', async () => {
    const listA = await get<Paginated<TransferListItem>>('/Transferts/?page_size=100', c.gerant);
    expect(listA.count).toBeGreaterThan(0);
    for (const row of listA.results) expect([row.source.id, row.destination.id]).toContain(c.shopA.id);
    const incomingB = await get<Paginated<TransferListItem>>(
      `/Transferts/?magasin=${c.shopB.id}&sens=entrant&statut=recu_partiellement`,
    );
    expect(incomingB.count).toBeGreaterThan(0);
    for (const row of incomingB.results) {
      expect(row.destination.id).toBe(c.shopB.id);
      expect(row.statut).toBe('recu_partiellement');
    }
    const outgoingB = await get<Paginated<TransferListItem>>(
      `/Transferts/?magasin=${c.shopB.id}&sens=sortant`,
    );
    expect(outgoingB.count).toBe(0);
    const ids = listA.results.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('in transit for too long', () => {
  it('shows on the dashboard a transfer shipped more than 3 days ago and not received', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 1);
    const transfer = await draft(c, [{ article: c.accessoire.id, quantite: 1 }]);
    await step(c, transfer.id, 'expedier');
    const stats = () => get<SystemStats>(`/Clients/Statistiques/stats-syst%C3%A8me/?magasin=${c.shopB.id}`);
    expect((await stats()).transfertsEnRetard?.map((row) => row.id)).not.toContain(transfer.id);
    await c.t.db
      .update(transferts)
      .set({ expedieLe: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(transferts.id, transfer.id));
    expect((await stats()).transfertsEnRetard).toContainEqual(
      expect.objectContaining({ id: transfer.id, source: { id: c.shopA.id, nom: c.shopA.nom }, quantite: 1 }),
    );
    // A sale cannot take what is in transit; once received it is sold at the receiver.
    await step(c, transfer.id, 'recevoir', { lignes: [] });
    expect((await stats()).transfertsEnRetard?.map((row) => row.id)).not.toContain(transfer.id);
    await sell(c, {
      client: null,
      magasin: c.shopB.id,
      articles: [{ article: c.accessoire.id, quantite: 1 }],
    });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});
