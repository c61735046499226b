import type { Paginated, SaleDetail, TillSession, TillSessionDetail } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/access.ts';
import { userContext } from '../journal/index.ts';
import { createSale } from '../sales/index.ts';
import { addStock, postSale, useSalesContext } from '../sales/sales.test-support.ts';
import {
  closeTill,
  getTill,
  onPostgres,
  opened,
  openTill,
  sellPaid,
  zSequence,
} from './till.test-support.ts';

/**
 * Tills racing: Z numbers without gaps or twins whatever closes at once, one close of a session
 * wins, the first sales of a day end in one session, and a close waits for the sales in flight so
 * each sale is in that Z or in the next session, never lost. Races only mean something on
 * PostgreSQL (PGlite runs one transaction at a time): those are named so and skipped on PGlite.
 */

const c = useSalesContext();
const year = new Date().getUTCFullYear();

const currentSession = async (magasin: number) =>
  ((await getTill(c, `/courante?magasin=${magasin}`)).json() as { session: TillSession | null }).session;

describe(`concurrent till writes (${onPostgres ? 'PostgreSQL, in parallel' : 'PGlite, one at a time'})`, () => {
  it('Z numbers follow each other per shop and year; a refused close takes no number', async () => {
    const shop = await c.t.createShop({ nom: 'Boutique Abobo', quartier: 'Abobo' });
    const first = await opened(c, shop.id, 10_000);
    const z1 = await closeTill(c, first.id, { comptes: { especes: 10_000 } });
    expect(z1.json().numero_z).toBe(`Z-${year}-${shop.code}-000001`);
    const second = await opened(c, shop.id, 10_000);
    const refused = await closeTill(c, second.id, { comptes: { especes: 9_000 } });
    expect(refused.statusCode).toBe(400);
    const z2 = await closeTill(c, second.id, {
      comptes: { especes: 9_000 },
      commentaires: { especes: 'Manque' },
    });
    expect(z2.json().numero_z).toBe(`Z-${year}-${shop.code}-000002`);
  });

  it.runIf(onPostgres)(
    'closes of different shops at once: each its own gapless series, no twin (PostgreSQL)',
    async () => {
      const shops = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          c.t.createShop({ nom: `Boutique Course ${n}`, quartier: 'Adjamé' }),
        ),
      );
      // Two rounds: the second round's numbers are each shop's 2, whatever the order of the closes.
      for (const round of [1, 2]) {
        const sessions = await Promise.all(shops.map((shop) => opened(c, shop.id, 5_000)));
        const answers = await Promise.all(
          sessions.map((session) => closeTill(c, session.id, { comptes: { especes: 5_000 } })),
        );
        const numbers = answers.map((response) => {
          expect(response.statusCode, response.body).toBe(200);
          return (response.json() as TillSession).numero_z;
        });
        expect(numbers).toEqual(shops.map((shop) => `Z-${year}-${shop.code}-00000${round}`));
      }
    },
  );

  it.runIf(onPostgres)('five closes of one session at once: one Z, four 409 (PostgreSQL)', async () => {
    const shop = await c.t.createShop({ nom: 'Boutique Koumassi', quartier: 'Koumassi' });
    const session = await opened(c, shop.id, 0);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => closeTill(c, session.id, { comptes: { especes: 0 } })),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((response) => response.statusCode === 409)) {
      expect(refused.json().detail).toBe('Cette caisse est clôturée');
    }
    const winner = answers.find((response) => response.statusCode === 200)?.json() as TillSession;
    expect(zSequence(winner.numero_z)).toBe(1);
    expect((await getTill(c, `/${session.id}`)).json()).toMatchObject({ numero_z: winner.numero_z });
  });

  it.runIf(onPostgres)('openings of one shop at once: one session, the others 409 (PostgreSQL)', async () => {
    const shop = await c.t.createShop({ nom: 'Boutique Port-Bouët', quartier: 'Port-Bouët' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => openTill(c, shop.id, 0)));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const list = (await getTill(c, `/?magasin=${shop.id}`)).json() as Paginated<TillSession>;
    expect(list.count).toBe(1);
  });

  it.runIf(onPostgres)(
    'the first sales of a day, all at once, open one session together (PostgreSQL)',
    async () => {
      const shop = await c.t.createShop({ nom: 'Boutique Attécoubé', quartier: 'Attécoubé' });
      await addStock(c, shop.id, c.laine.id, 20);
      const sales = await Promise.all(Array.from({ length: 10 }, () => sellPaid(c, shop.id, 1)));
      const sessions = new Set(sales.map((sale) => sale.session_caisse));
      expect(sessions.size).toBe(1);
      const list = (await getTill(c, `/?magasin=${shop.id}`)).json() as Paginated<TillSession>;
      expect(list.count).toBe(1);
      expect(list.results[0]).toMatchObject({ ouverture_auto: true, fond_de_caisse: 0 });
    },
  );

  it.runIf(onPostgres)('a close waits for a sale in flight: the sale is in its Z (PostgreSQL)', async () => {
    const shop = await c.t.createShop({ nom: 'Boutique Songon', quartier: 'Songon' });
    await addStock(c, shop.id, c.laine.id, 5);
    const session = await opened(c, shop.id, 100_000);
    const row = await c.t.createUser({ role: 'direction' });
    const seller: SessionUser = { id: row.id, username: row.username, role: 'direction', magasinId: null };

    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let saleWritten = () => {};
    const written = new Promise<void>((resolve) => {
      saleWritten = resolve;
    });
    // A sale whose transaction stays open until released: it holds its session FOR SHARE.
    const inFlight = c.t.db.transaction(async (tx) => {
      const sale = await createSale(
        { tx, user: seller, journal: userContext(seller), now: new Date() },
        {
          client: null,
          magasin: shop.id,
          articles: [{ article: c.laine.id, quantite: 2 }],
        },
      );
      saleWritten();
      await gate;
      return sale;
    });
    await written;
    let closed = false;
    const closing = closeTill(c, session.id, {
      comptes: { especes: 100_000 },
      commentaires: { especes: 'Vente en cours au moment du comptage' },
    }).then((response) => {
      closed = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(closed).toBe(false);
    release();
    const sale = await inFlight;
    const z = await closing;
    expect(z.statusCode, z.body).toBe(200);
    expect(sale.session_caisse).toBe(session.id);
    expect(z.json()).toMatchObject({
      attendus: { especes: 100_000 + 300_000 },
      ecarts: { especes: -300_000 },
    });
  });

  it.runIf(onPostgres)(
    'sales racing a close: each is in the Z or in the next session, never lost (PostgreSQL)',
    async () => {
      const shop = await c.t.createShop({ nom: 'Boutique Grand-Bassam', quartier: 'Grand-Bassam' });
      await addStock(c, shop.id, c.laine.id, 40);
      const session = await opened(c, shop.id, 0);
      const payload = { client: null, magasin: shop.id, articles: [{ article: c.laine.id, quantite: 1 }] };
      const sales = Array.from({ length: 12 }, () => postSale(c, payload));
      const close = closeTill(c, session.id, {
        comptes: { especes: 0 },
        commentaires: { especes: 'Course' },
      });
      const [answers, z] = await Promise.all([Promise.all(sales), close]);
      expect(z.statusCode, z.body).toBe(200);
      const done = answers.map((response) => {
        expect(response.statusCode, response.body).toBe(201);
        return response.json() as SaleDetail;
      });
      const next = await currentSession(shop.id);
      const inZ = done.filter((sale) => sale.session_caisse === session.id);
      const inNext = done.filter((sale) => sale.session_caisse !== session.id);
      expect(inNext.every((sale) => sale.session_caisse === next?.id)).toBe(true);
      expect(inZ.length + inNext.length).toBe(12);
      expect(z.json().attendus.especes).toBe(inZ.length * 150_000);
      if (next) {
        const report = (await getTill(c, `/${next.id}`)).json() as TillSessionDetail;
        expect(report.rapport.encaissements.especes ?? 0).toBe(inNext.length * 150_000);
      }
    },
  );
});
