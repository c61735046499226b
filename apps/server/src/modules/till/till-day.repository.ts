import {
  type AmountsByMethod,
  type Deposit,
  EXPENSE_CATEGORIES,
  TILL_METHODS,
  type TillDay,
  type TillDayShop,
  type TillDayState,
  UNCLASSIFIED,
} from '@pelote/shared';
import { and, asc, count, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { paiements } from '../../db/schema/payments.ts';
import { retours } from '../../db/schema/returns.ts';
import { ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import { caisseMouvements, caisseSessions, isExpenseMovement } from '../../db/schema/till.ts';
import type { DbOrTx } from '../../db/types.ts';
import { reconciliationOfDay } from '../reconciliation/index.ts';
import { addInTransit, depositsOfDay, inTransitByShop, noneInTransit } from './deposits.repository.ts';
import { inMethodOrder } from './till.repository.ts';

/**
 * Direction's 'Journée': each shop's day read at once, in a few grouped queries over every shop
 * (never one query per shop). A day is Abidjan's, which is UTC.
 */

type Day = { from: Date; to: Date };

/** The instants a 'yyyy-mm-dd' day starts and ends. */
export const dayBounds = (day: string): Day => {
  const from = new Date(`${day}T00:00:00.000Z`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
};

/** The sessions open at some time that day, oldest first. */
function sessionsOf(db: DbOrTx, day: Day) {
  return db
    .select()
    .from(caisseSessions)
    .where(
      and(
        lt(caisseSessions.ouverteAt, day.to),
        or(isNull(caisseSessions.clotureeAt), gte(caisseSessions.clotureeAt, day.from)),
      ),
    )
    .orderBy(asc(caisseSessions.ouverteAt), asc(caisseSessions.id));
}

/** The day's validated sales per shop, and their payments per shop and money method. */
async function salesOf(db: DbOrTx, day: Day) {
  const ofDay = and(
    eq(ventes.statut, 'validee'),
    gte(ventes.dateVente, day.from),
    lt(ventes.dateVente, day.to),
  );
  const sales = await db
    .select({ magasinId: ventes.magasinId, n: count() })
    .from(ventes)
    .where(ofDay)
    .groupBy(ventes.magasinId);
  const paid = await db
    .select({
      magasinId: ventes.magasinId,
      methode: paiements.methode,
      montant: sql<string>`sum(${paiements.montant})`,
    })
    .from(paiements)
    .innerJoin(ventes, eq(ventes.id, paiements.venteId))
    .where(and(ofDay, inArray(paiements.methode, [...TILL_METHODS])))
    .groupBy(ventes.magasinId, paiements.methode);
  const refunded = await db
    .select({
      magasinId: retours.magasinId,
      methode: retours.methodeRemboursement,
      montant: sql<string>`sum(${retours.montant})`,
    })
    .from(retours)
    .where(
      and(
        gte(retours.createdAt, day.from),
        lt(retours.createdAt, day.to),
        ne(retours.methodeRemboursement, 'avoir_client'),
      ),
    )
    .groupBy(retours.magasinId, retours.methodeRemboursement);
  return { sales, paid, refunded };
}

/** The day's expenses per shop and category ('non_classee' for those without one). */
function expensesOf(db: DbOrTx, day: Day) {
  return db
    .select({
      magasinId: caisseSessions.magasinId,
      categorie: caisseMouvements.categorie,
      montant: sql<string>`sum(${caisseMouvements.montant})`,
    })
    .from(caisseMouvements)
    .innerJoin(caisseSessions, eq(caisseSessions.id, caisseMouvements.sessionId))
    .where(
      and(
        isExpenseMovement,
        gte(caisseMouvements.createdAt, day.from),
        lt(caisseMouvements.createdAt, day.to),
      ),
    )
    .groupBy(caisseSessions.magasinId, caisseMouvements.categorie);
}

/** Adds `montant` to `amounts[key]`. */
function add(amounts: AmountsByMethod, key: string, montant: number) {
  amounts[key] = (amounts[key] ?? 0) + montant;
}

const CATEGORY_ORDER: readonly string[] = [...EXPENSE_CATEGORIES, UNCLASSIFIED];
const inCategoryOrder = (amounts: AmountsByMethod) =>
  Object.fromEntries(
    Object.entries(amounts).sort(([a], [b]) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b)),
  );

function stateOf(sessions: TillDayShop['sessions']): TillDayState {
  if (sessions.some((session) => session.statut === 'ouverte')) return 'ouverte';
  return sessions.length > 0 ? 'cloturee' : 'aucune';
}

/** Every shop's day (`yyyy-mm-dd`), shops by name. */
export async function tillDay(db: DbOrTx, date: string, now: Date): Promise<TillDay> {
  const day = dayBounds(date);
  // One after the other: `db` may be a transaction, whose connection runs one query at a time.
  const shops = await db
    .select({ id: magasins.id, nom: magasins.nom })
    .from(magasins)
    .orderBy(asc(magasins.nom));
  const sessions = await sessionsOf(db, day);
  const { sales, paid, refunded } = await salesOf(db, day);
  const expenses = await expensesOf(db, day);
  const deposits = await depositsOfDay(db, day, now);
  const inTransit = await inTransitByShop(db, null, day.to < now ? day.to : now);
  const reconciled = await reconciliationOfDay(db, day);

  const byShop = new Map<number, TillDayShop>(
    shops.map((shop) => [
      shop.id,
      {
        magasin: shop,
        caisse: 'aucune',
        sessions: [],
        ecart_z: null,
        nombre_ventes: 0,
        encaissements: {},
        depenses: 0,
        depenses_par_categorie: {},
        depots: [] as Deposit[],
        en_transit: inTransit.get(shop.id) ?? noneInTransit(),
        rapprochement: reconciled.get(shop.id) ?? {},
      },
    ]),
  );
  for (const s of sessions) {
    const shop = byShop.get(s.magasinId);
    if (!shop) continue;
    shop.sessions.push({
      id: s.id,
      statut: s.clotureeAt ? 'cloturee' : 'ouverte',
      ouverte_at: s.ouverteAt.toISOString(),
      cloturee_at: s.clotureeAt?.toISOString() ?? null,
      numero_z: s.numeroZ,
      ecarts: s.ecarts && inMethodOrder(s.ecarts),
      commentaires: s.commentaires && inMethodOrder(s.commentaires),
    });
    if (s.clotureeAt && s.clotureeAt >= day.from && s.clotureeAt < day.to && s.ecarts) {
      const gap = Object.values(s.ecarts).reduce((sum, ecart) => sum + ecart, 0);
      shop.ecart_z = (shop.ecart_z ?? 0) + gap;
    }
  }
  for (const row of sales) {
    const shop = byShop.get(row.magasinId);
    if (shop) shop.nombre_ventes = row.n;
  }
  for (const row of paid) {
    const shop = byShop.get(row.magasinId);
    if (shop) add(shop.encaissements, row.methode, Number(row.montant));
  }
  for (const row of refunded) {
    const shop = byShop.get(row.magasinId);
    if (shop) add(shop.encaissements, row.methode, -Number(row.montant));
  }
  for (const row of expenses) {
    const shop = byShop.get(row.magasinId);
    if (!shop) continue;
    add(shop.depenses_par_categorie, row.categorie ?? UNCLASSIFIED, Number(row.montant));
    shop.depenses += Number(row.montant);
  }
  for (const deposit of deposits) byShop.get(deposit.magasin.id)?.depots.push(deposit);

  const magasinsOfDay = [...byShop.values()].map((shop) => ({
    ...shop,
    caisse: stateOf(shop.sessions),
    encaissements: inMethodOrder(shop.encaissements),
    depenses_par_categorie: inCategoryOrder(shop.depenses_par_categorie),
  }));
  const encaissements: AmountsByMethod = {};
  for (const shop of magasinsOfDay)
    for (const [method, amount] of Object.entries(shop.encaissements)) add(encaissements, method, amount);
  return {
    date,
    magasins: magasinsOfDay,
    totaux: {
      encaissements: inMethodOrder(encaissements),
      depenses: magasinsOfDay.reduce((sum, shop) => sum + shop.depenses, 0),
      en_transit: addInTransit(magasinsOfDay.map((shop) => shop.en_transit)),
    },
  };
}
