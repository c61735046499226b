import type { Transfer } from '@pelote/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { mouvementsStock, stockBains } from '../../db/schema/stock.ts';
import { transfertLignes, transferts } from '../../db/schema/transfers.ts';
import type { Headers, SalesContext } from '../sales/sales.test-support.ts';
import { useSalesContext } from '../sales/sales.test-support.ts';

/** Calls shared by the transfer tests: the sales tests' context (two shops, a wool, an accessory) and shop B's gerant. */

export type TransferContext = SalesContext & { gerantB: Headers };

export function useTransferContext(): TransferContext {
  const c = useSalesContext() as TransferContext;
  beforeAll(async () => {
    c.gerantB = (await c.t.signedIn('gerant', { magasinId: c.shopB.id })).headers;
  });
  return c;
}

type Options = { headers?: Headers; key?: string };

export function post(c: SalesContext, url: string, payload?: unknown, options: Options = {}) {
  return c.t.inject({
    method: 'POST',
    url: `/api/Transferts${url}`,
    headers: {
      ...(options.headers ?? c.direction),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A draft that must be created. */
export async function draft(
  c: SalesContext,
  lignes: { article: number; quantite: number; bain?: string }[],
  options: Options & { source?: number; destination?: number } = {},
): Promise<Transfer> {
  const response = await post(
    c,
    '/',
    { source: options.source ?? c.shopA.id, destination: options.destination ?? c.shopB.id, lignes },
    options,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Transfer;
}

/** A step that must succeed (expedier, recevoir, annuler). */
export async function step(
  c: SalesContext,
  id: number,
  name: string,
  payload?: unknown,
  options: Options = {},
) {
  const response = await post(c, `/${id}/${name}`, payload, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Transfer;
}

/** The lot's quantity in the shop (0 when absent). */
export async function lotOf(c: Pick<SalesContext, 't'>, magasinId: number, articleId: number, bain = '') {
  const [row] = await c.t.db
    .select({ quantite: stockBains.quantite })
    .from(stockBains)
    .where(
      and(
        eq(stockBains.magasinId, magasinId),
        eq(stockBains.articleId, articleId),
        eq(stockBains.bain, bain),
      ),
    );
  return row?.quantite ?? 0;
}

/** What a refused write must leave as it was. */
export async function transferWrites(c: SalesContext) {
  const n = async (table: typeof transferts | typeof transfertLignes | typeof mouvementsStock) =>
    (await c.t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const states = await c.t.db.select({ id: transferts.id, statut: transferts.statut }).from(transferts);
  return {
    transferts: await n(transferts),
    lignes: await n(transfertLignes),
    mouvements: await n(mouvementsStock),
    statuts: states.map((row) => `${row.id}:${row.statut}`).sort(),
  };
}
