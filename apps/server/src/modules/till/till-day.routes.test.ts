import { type TillDay, todayIso } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { addStock, useSalesContext } from '../sales/sales.test-support.ts';
import { cashOut, confirm, openTillOf } from './deposits.test-support.ts';
import { closeTill, sellPaid } from './till.test-support.ts';

/**
 * Direction's 'Journée': per shop, the till's state and Z, the Z's difference, the takings per
 * method, the expenses by category and the deposits of the day; a gerant is refused.
 */

const c = useSalesContext();

const journee = async (query = '', headers = c.direction) =>
  c.t.inject({ method: 'GET', url: `/api/Caisses/journee${query}`, headers });

describe('the Journée', () => {
  it("gives today each shop's till, Z difference, takings per method, expenses and deposits", async () => {
    await addStock(c, c.shopA.id, c.laine.id, 10);
    await openTillOf(c, c.shopA.id, 1_000_000);
    await sellPaid(c, c.shopA.id, 2, [
      { methode: 'especes', montant: 200_000, montant_recu: 200_000 },
      { methode: 'wave', montant: 100_000, reference: 'WAVE-JOUR-1' },
    ]);
    await cashOut(c, c.shopA.id, { montant: 20_000, categorie: 'transport' });
    await cashOut(c, c.shopA.id, { montant: 5_000, motif: 'Sacs' });
    const deposit = await cashOut(c, c.shopA.id, { montant: 100_000, categorie: 'depot_banque' });
    const confirmed = await confirm(c, deposit.id, {
      montant_recu: 95_000,
      reference_bordereau: 'BRD-1',
      date: todayIso(),
      commentaire: 'Frais retenus',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const b = await openTillOf(c, c.shopB.id, 500_000);
    const closed = await closeTill(c, b.id, {
      comptes: { especes: 490_000 },
      commentaires: { especes: 'Pièce perdue' },
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const answer = await journee();
    expect(answer.statusCode, answer.body).toBe(200);
    const day = answer.json() as TillDay;
    expect(day.date).toBe(todayIso());
    const a = day.magasins.find((shop) => shop.magasin.id === c.shopA.id);
    expect(a).toMatchObject({
      caisse: 'ouverte',
      ecart_z: null,
      nombre_ventes: 1,
      encaissements: { especes: 200_000, wave: 100_000 },
      depenses: 25_000,
      depenses_par_categorie: { transport: 20_000, non_classee: 5_000 },
      en_transit: { depot_banque: 0, depot_siege: 0 },
    });
    expect(a?.depots).toEqual([
      expect.objectContaining({
        id: deposit.id,
        statut: 'confirme',
        confirmation: expect.objectContaining({
          montant_recu: 95_000,
          ecart: -5_000,
          commentaire: 'Frais retenus',
        }),
      }),
    ]);
    const shopB = day.magasins.find((shop) => shop.magasin.id === c.shopB.id);
    expect(shopB).toMatchObject({ caisse: 'cloturee', ecart_z: -10_000, nombre_ventes: 0, depenses: 0 });
    expect(shopB?.sessions).toEqual([
      expect.objectContaining({ id: b.id, statut: 'cloturee', numero_z: expect.stringMatching(/^Z-/) }),
    ]);
    expect(day.totaux).toEqual({
      encaissements: { especes: 200_000, wave: 100_000 },
      depenses: 25_000,
      en_transit: { depot_banque: 0, depot_siege: 0 },
    });
  });

  it('gives a day without activity every shop with nothing, and refuses a bad date and a gerant', async () => {
    const empty = (await journee('?date=2020-02-29')).json() as TillDay;
    expect(empty.magasins.map((shop) => shop.caisse)).toEqual(empty.magasins.map(() => 'aucune'));
    expect(empty.totaux.depenses).toBe(0);
    const bad = await journee('?date=2020-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Date invalide (AAAA-MM-JJ)');
    expect((await journee('', c.gerant)).statusCode).toBe(403);
  });
});
