import {
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
  type Margins,
  type TillDay,
  type TillReport,
  type TillSessionDetail,
  UNCLASSIFIED,
} from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordSale, sessionUser, stockUp } from '../../../test/recorded-sales.ts';
import { useTwoShops } from '../../../test/shop-context.test-support.ts';
import { articles } from '../../db/schema/articles.ts';
import type { SessionUser } from '../../lib/access.ts';
import { userContext } from '../journal/index.ts';
import { addMovement, closeSession, openSession } from './till.service.ts';

/**
 * A month of two shops' tills, drawn at random from a fixed seed: each day a till opened, sales,
 * cash-outs of every category (and some without one), a close. Then, for every session, the Z's
 * cash-outs by category add up to its cash-out; each day's 'Journée' gives each shop's expenses by
 * category and its deposits (that day's and those still in transit at its end); and each shop's
 * monthly result is its margin less its expenses.
 */

const c = useTwoShops();
const MONTH = '2026-10';
const DAYS = 31;

/** mulberry32: the same month on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seeded(20261031);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

type Out = { categorie: ExpenseCategory | null; montant: number; id: number };
type Session = { id: number; magasin: number; day: string; outs: Out[] };

const sessions: Session[] = [];
const dayOf = (n: number) => `${MONTH}-${String(n).padStart(2, '0')}`;
const at = (day: string, hour: number, minute = 0) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);

function asService<T>(
  user: SessionUser,
  now: Date,
  run: (ctx: Parameters<typeof openSession>[0]) => Promise<T>,
) {
  return c.t.db.transaction((tx) => run({ tx, user, journal: userContext(user), now }));
}

async function tillDay(boss: SessionUser, magasin: number, day: string, wool: typeof articles.$inferSelect) {
  const session = await asService(boss, at(day, 8), (ctx) =>
    openSession(ctx, { magasin, fond_de_caisse: 10_000_000 }),
  );
  const record: Session = { id: session.id, magasin, day, outs: [] };
  for (let n = between(0, 3); n > 0; n -= 1) {
    const lines = [{ article: wool, quantite: between(1, 3) }];
    await stockUp(c.t.db, magasin, lines);
    await recordSale(c.t.db, boss, { magasin, client: null, lines }, at(day, 9 + n));
  }
  for (let n = between(0, 4); n > 0; n -= 1) {
    const categorie = random() < 0.15 ? null : pick(EXPENSE_CATEGORIES);
    const montant = between(1, 500) * 1_000;
    const motif = categorie === null || categorie === 'autre' ? 'Divers' : '';
    const movement = await asService(boss, at(day, 12, n), (ctx) =>
      addMovement(ctx, session.id, { sens: 'sortie', montant, motif, ...(categorie ? { categorie } : {}) }),
    );
    record.outs.push({ categorie, montant, id: movement.id });
  }
  const x = (
    await c.t.inject({ method: 'GET', url: `/api/Caisses/${session.id}/rapport-x`, headers: c.direction })
  ).json() as TillReport;
  await asService(boss, at(day, 19), (ctx) =>
    closeSession({ ...ctx, claimed: null }, session.id, { comptes: x.attendus }),
  );
  sessions.push(record);
}

const isExpense = (out: Out) => out.categorie !== 'depot_banque' && out.categorie !== 'depot_siege';
const sumOf = (outs: Out[]) => outs.reduce((sum, out) => sum + out.montant, 0);
function byCategory(outs: Out[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const out of outs) {
    const key = out.categorie ?? UNCLASSIFIED;
    sums[key] = (sums[key] ?? 0) + out.montant;
  }
  return sums;
}

beforeAll(async () => {
  const boss = sessionUser((await c.t.signedIn('direction')).user);
  const [wool] = await c.t.db
    .insert(articles)
    .values({ type: 'accessoire', nom: 'Pelote test', prixUnitaire: 150_000, coutMoyen: 90_000 })
    .returning();
  if (!wool) throw new Error('article not created');
  for (let n = 1; n <= DAYS; n += 1) {
    for (const magasin of [c.shopA.id, c.shopB.id]) {
      if (random() < 0.2) continue;
      await tillDay(boss, magasin, dayOf(n), wool);
    }
  }
  expect(await c.t.db.select().from(articles).where(eq(articles.id, wool.id))).toHaveLength(1);
}, 240_000);

describe('a month of cash-outs', () => {
  it("gives every session's Z its cash-outs by category, adding up to its cash-out", async () => {
    expect(sessions.length).toBeGreaterThan(30);
    for (const session of sessions) {
      const detail = (
        await c.t.inject({ method: 'GET', url: `/api/Caisses/${session.id}`, headers: c.direction })
      ).json() as TillSessionDetail;
      expect(detail.numero_z).not.toBeNull();
      const z = detail.rapport;
      const byCategories = Object.values(z.sorties_par_categorie ?? {}).reduce(
        (sum, amount) => sum + amount,
        0,
      );
      expect(byCategories).toBe(z.sorties);
      expect(z.sorties).toBe(sumOf(session.outs));
      expect(z.sorties_par_categorie).toEqual(byCategory(session.outs));
    }
  });

  it("gives each day's Journée each shop's Z, expenses by category and deposits", async () => {
    for (let n = 1; n <= DAYS; n += 1) {
      const day = dayOf(n);
      const answer = await c.t.inject({
        method: 'GET',
        url: `/api/Caisses/journee?date=${day}`,
        headers: c.direction,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const journee = answer.json() as TillDay;
      for (const magasin of [c.shopA.id, c.shopB.id]) {
        const shop = journee.magasins.find((row) => row.magasin.id === magasin);
        const session = sessions.find((row) => row.day === day && row.magasin === magasin);
        const outs = session?.outs ?? [];
        expect(shop?.caisse).toBe(session ? 'cloturee' : 'aucune');
        expect(shop?.ecart_z).toBe(session ? 0 : null);
        expect(shop?.depenses).toBe(sumOf(outs.filter(isExpense)));
        expect(shop?.depenses_par_categorie).toEqual(byCategory(outs.filter(isExpense)));
        // The day's deposits and the earlier ones, none confirmed: all in transit at the day's end.
        const deposits = sessions
          .filter((row) => row.magasin === magasin && row.day <= day)
          .flatMap((row) => row.outs.filter((out) => !isExpense(out)));
        expect(shop?.depots.map((deposit) => deposit.id).sort()).toEqual(
          deposits.map((out) => out.id).sort(),
        );
        const inTransit = (to: string) => sumOf(deposits.filter((out) => out.categorie === to));
        expect(shop?.en_transit).toEqual({
          depot_banque: inTransit('depot_banque'),
          depot_siege: inTransit('depot_siege'),
        });
      }
    }
  });

  it("gives each shop's monthly result as its margin less its expenses", async () => {
    const answer = await c.t.inject({
      method: 'GET',
      url: `/api/Statistiques/marges?date_debut=${MONTH}-01&date_fin=${MONTH}-31&groupe=magasin`,
      headers: c.direction,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const margins = answer.json() as Margins;
    for (const magasin of [c.shopA.id, c.shopB.id]) {
      const result = margins.resultats.find((row) => row.magasin.id === magasin);
      const margin = margins.lignes.find((row) => row.cle === String(magasin))?.marge ?? 0;
      const spent = sumOf(
        sessions.filter((row) => row.magasin === magasin).flatMap((row) => row.outs.filter(isExpense)),
      );
      expect(margin).toBeGreaterThan(0);
      expect(result).toEqual({
        mois: MONTH,
        magasin: expect.objectContaining({ id: magasin }),
        marge: margin,
        depenses: spent,
        resultat: margin - spent,
      });
    }
  });
});
