import { LAYAWAY_PATHS, type Layaway, type TillReport } from '@pelote/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getAs, postAs } from '../../../test/shop-context.test-support.ts';
import { clients } from '../../db/schema/clients.ts';
import { misesDeCote } from '../../db/schema/layaways.ts';
import { stockBains } from '../../db/schema/stock.ts';
import { caisseSessions } from '../../db/schema/till.ts';
import { addStock, type Headers, type SalesContext } from '../sales/sales.test-support.ts';

/** Set-up and calls shared by the layaway API tests. */

export const LIST_URL = `/api${LAYAWAY_PATHS.list}`;
export const oneUrl = (id: number, step = '') =>
  `/api${LAYAWAY_PATHS.layaway}/${id}${step ? `/${step}` : ''}`;

/** Cash of `montant` handed over exactly. */
export const cash = (montant: number) => ({ methode: 'especes', montant, montant_recu: montant });

/** Sets `lines` aside for the client in `magasin`, its deposit paid as given; answers the raw reply. */
export function postLayaway(
  c: SalesContext,
  body: {
    magasin: number;
    lignes: { article: number; quantite: number; bain?: string }[];
    paiements: unknown[];
  } & Record<string, unknown>,
  options: { headers?: Headers; key?: string } = {},
) {
  return postAs(c, LIST_URL, { client: c.client.id, ...body }, { key: crypto.randomUUID(), ...options });
}

/** A layaway that must be created. */
export async function setAside(c: SalesContext, body: Parameters<typeof postLayaway>[1], headers?: Headers) {
  const response = await postLayaway(c, body, headers ? { headers } : {});
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Layaway;
}

/** A step of a layaway (versements, retrait, annuler, prolonger) that must succeed. */
export async function step<T = Layaway>(
  c: SalesContext,
  id: number,
  name: string,
  body: unknown,
  status = 201,
) {
  const response = await postAs(c, oneUrl(id, name), body, { key: crypto.randomUUID() });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

export async function readLayaway(c: SalesContext, id: number) {
  const response = await getAs(c, oneUrl(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Layaway;
}

/** The lot's stock and the units layaways hold of it. */
export async function lotOf(c: SalesContext, magasin: number, article: number, bain: string) {
  const [row] = await c.t.db
    .select({ quantite: stockBains.quantite, reserve: stockBains.reserve })
    .from(stockBains)
    .where(
      and(eq(stockBains.magasinId, magasin), eq(stockBains.articleId, article), eq(stockBains.bain, bain)),
    );
  return row ?? { quantite: 0, reserve: 0 };
}

/** The X report of the shop's open till. */
export async function xReport(c: SalesContext, magasin: number): Promise<TillReport> {
  const [session] = await c.t.db
    .select({ id: caisseSessions.id })
    .from(caisseSessions)
    .where(eq(caisseSessions.magasinId, magasin));
  if (!session) throw new Error('no till session');
  const response = await getAs(c, `/api/Caisses/${session.id}/rapport-x`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TillReport;
}

/** The dashboard's turnover of the shop. */
export async function turnover(c: SalesContext, magasin: number): Promise<number> {
  const response = await getAs(c, `/api/Clients/Statistiques/stats-système/?magasin=${magasin}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { chiffreAffaire: number }).chiffreAffaire;
}

export async function creditBalance(c: SalesContext, clientId: number) {
  const [row] = await c.t.db
    .select({ avoir: clients.soldeAvoir })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.avoir ?? 0;
}

/** Moves the layaway's due date `days` days back (past its grace, for an expiry run). */
export async function dueDaysAgo(c: SalesContext, id: number, days: number) {
  const due = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  await c.t.db.update(misesDeCote).set({ echeance: due }).where(eq(misesDeCote.id, id));
}

/** `quantite` units of the article put on the shelf and set aside with `deposit` in cash, due a month ago. */
export async function overdueLayaway(
  c: SalesContext,
  {
    magasin,
    article,
    quantite,
    deposit,
  }: { magasin: number; article: number; quantite: number; deposit: number },
) {
  await addStock(c, magasin, article, quantite);
  const layaway = await setAside(c, {
    magasin,
    lignes: [{ article, quantite }],
    paiements: [cash(deposit)],
  });
  await dueDaysAgo(c, layaway.id, 30);
  return layaway;
}
