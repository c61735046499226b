import { RECONCILIATION_MESSAGES, type ReconciliationLine, type TillDay, todayIso } from '@pelote/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCsvAnswer } from '../../../test/csv-answer.ts';
import { postAs } from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import {
  freshShop,
  imported,
  orangeStatement,
  pageOf,
  stockUp,
  typedPayment,
  useReconciliationContext,
} from './reconciliation.test-support.ts';

/**
 * The saved rows: their list by shop, operator, days and state with the count per state and the
 * CSV; a flagged row resolved by hand with a comment, journalled, once; a gerant's shop only.
 */

const c = useReconciliationContext();
const M = RECONCILIATION_MESSAGES;
const resolve = (id: number, body: unknown, headers = c.direction) =>
  postAs(c, `/api/Rapprochements/${id}/resoudre`, body, { headers });

/** The count per state of `threeRows`. */
const THREE_ROWS = {
  rapproche: 1,
  montant_different: 0,
  encaisse_non_saisi: 1,
  absent_du_releve: 1,
  resolus: 0,
  frais: 50,
};

/** A shop with one matched line, one received but not typed, and one typed but absent. */
async function threeRows(shop: number, tag: string) {
  await typedPayment(c, shop, `${tag}-1`, 1);
  await typedPayment(c, shop, `${tag}-FAUX`, 7);
  await imported(
    c,
    orangeStatement([
      { reference: `${tag}-1`, units: 1, frais: 50 },
      { reference: `${tag}-2`, units: 2 },
    ]),
    shop,
  );
}

describe('the reconciliation list', () => {
  it('filters by shop, operator, state and days, counts per state, and exports CSV', async () => {
    const shop = await freshShop(c);
    await threeRows(shop, 'LST');
    const all = await pageOf(c, `&magasin=${shop}`);
    expect(all.count).toBe(3);
    expect(all.resume).toEqual(THREE_ROWS);
    const absent = await pageOf(c, `&magasin=${shop}&etat=absent_du_releve`);
    expect(absent.results.map((r) => [r.etat, r.paiement?.reference])).toEqual([
      ['absent_du_releve', 'LST-FAUX'],
    ]);
    expect(absent.resume).toEqual(all.resume);
    expect((await pageOf(c, `&magasin=${shop}&operateur=wave`)).count).toBe(0);
    expect((await pageOf(c, `&magasin=${shop}&date_debut=${todayIso()}&date_fin=${todayIso()}`)).count).toBe(
      3,
    );
    expect((await pageOf(c, `&magasin=${shop}&date_fin=2020-01-01`)).count).toBe(0);

    const csv = await c.t.inject({
      method: 'GET',
      url: `/api/Rapprochements/?magasin=${shop}&format=csv`,
      headers: c.direction,
    });
    const { header, rows } = readCsvAnswer(csv, 'rapprochements');
    expect(header).toContain('État');
    expect(rows.map((row) => row[header.indexOf('État')]).sort()).toEqual([
      'Absent du relevé',
      'Encaissé non saisi',
      'Rapproché',
    ]);
  });

  it("gives the Journée each operator's count per state for the day", async () => {
    const shop = await freshShop(c);
    await threeRows(shop, 'DAY');
    const day = await c.t.inject({
      method: 'GET',
      url: `/api/Caisses/journee?date=${todayIso()}`,
      headers: c.direction,
    });
    expect(day.statusCode, day.body).toBe(200);
    const ofShop = (day.json() as TillDay).magasins.find((m) => m.magasin.id === shop);
    expect(ofShop?.rapprochement).toEqual({ orange_money: THREE_ROWS });
  });

  it('keeps a gerant to their own shop', async () => {
    await stockUp(c, c.shopA.id);
    await threeRows(c.shopA.id, 'GRT');
    const own = await pageOf(c, '', c.gerant);
    expect(own.results.every((r) => r.magasin.id === c.shopA.id)).toBe(true);
    expect(own.count).toBeGreaterThanOrEqual(3);
    const other = await freshShop(c);
    const refused = await c.t.inject({
      method: 'GET',
      url: `/api/Rapprochements/?magasin=${other}`,
      headers: c.gerant,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('resolving a row by hand', () => {
  it('keeps who, when and why, journals it, and resolves once', async () => {
    const shop = await freshShop(c);
    await threeRows(shop, 'RES');
    const page = await pageOf(c, `&magasin=${shop}`);
    const absent = page.results.find((r) => r.etat === 'absent_du_releve') as ReconciliationLine;
    const matched = page.results.find((r) => r.etat === 'rapproche') as ReconciliationLine;

    expect((await resolve(absent.id, { commentaire: '  ' })).json()).toMatchObject({
      detail: M.commentRequired,
    });
    const done = await resolve(absent.id, { commentaire: 'Faux SMS de paiement : plainte déposée' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      id: absent.id,
      etat: 'absent_du_releve',
      resolution: {
        commentaire: 'Faux SMS de paiement : plainte déposée',
        par: { username: expect.any(String) },
      },
    });
    const [row] = await c.t.db
      .select()
      .from(journal)
      .where(and(eq(journal.entite, 'rapprochement'), eq(journal.entiteId, String(absent.id))));
    expect(row).toMatchObject({ action: 'resolution', magasinId: shop });

    const again = await resolve(absent.id, { commentaire: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: M.alreadyResolved });
    expect((await resolve(matched.id, { commentaire: 'Rien' })).json()).toEqual({ detail: M.notFlagged });
    expect((await pageOf(c, `&magasin=${shop}`)).resume.resolus).toBe(1);
    expect((await resolve(999_999, { commentaire: 'Rien' })).statusCode).toBe(404);
  });

  it('resolves once per Idempotency-Key: the same answer again', async () => {
    const shop = await freshShop(c);
    await threeRows(shop, 'KEY');
    const line = (await pageOf(c, `&magasin=${shop}&etat=encaisse_non_saisi`))
      .results[0] as ReconciliationLine;
    const send = () =>
      postAs(
        c,
        `/api/Rapprochements/${line.id}/resoudre`,
        { commentaire: 'Vente saisie' },
        { key: `res-${line.id}` },
      );
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const second = await send();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it("lets the shop's gerant resolve their rows, not another shop's", async () => {
    const other = await freshShop(c);
    await threeRows(other, 'OTH');
    const theirs = (await pageOf(c, `&magasin=${other}&etat=encaisse_non_saisi`))
      .results[0] as ReconciliationLine;
    expect((await resolve(theirs.id, { commentaire: 'Non' }, c.gerant)).statusCode).toBe(403);

    await stockUp(c, c.shopA.id);
    await threeRows(c.shopA.id, 'OWN');
    const mine = (await pageOf(c, `&magasin=${c.shopA.id}&etat=encaisse_non_saisi`))
      .results[0] as ReconciliationLine;
    const done = await resolve(mine.id, { commentaire: 'Vente saisie en espèces par erreur' }, c.gerant);
    expect(done.statusCode, done.body).toBe(200);
  });
});
