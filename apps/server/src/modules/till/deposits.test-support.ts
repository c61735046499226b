import type { Deposit, DepositPage, TillMovement, TillSession } from '@pelote/shared';
import { expect } from 'vitest';
import { type Headers, postAs, type TwoShops } from '../../../test/shop-context.test-support.ts';

/** Calls shared by the deposits' and the Journée's API tests, on a TwoShops context. */

/** The shop's open till (opened with `fond` when none is open). */
export async function openTillOf(c: TwoShops, magasin: number, fond = 10_000_000): Promise<TillSession> {
  const current = await c.t.inject({
    method: 'GET',
    url: `/api/Caisses/courante?magasin=${magasin}`,
    headers: c.direction,
  });
  const open = (current.json() as { session: TillSession | null }).session;
  if (open) return open;
  const opened = await postAs(c, '/api/Caisses/ouvrir', { magasin, fond_de_caisse: fond });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json() as TillSession;
}

/** A cash-out of the shop's open till, which must be accepted. */
export async function cashOut(
  c: TwoShops,
  magasin: number,
  body: { montant: number; categorie?: string; motif?: string },
  headers: Headers = c.direction,
): Promise<TillMovement> {
  const session = await openTillOf(c, magasin);
  const out = await postAs(
    c,
    `/api/Caisses/${session.id}/mouvements`,
    { sens: 'sortie', ...body },
    { headers },
  );
  expect(out.statusCode, out.body).toBe(201);
  return out.json() as TillMovement;
}

export const confirm = (
  c: TwoShops,
  id: number,
  body: Record<string, unknown>,
  options: { headers?: Headers; key?: string } = {},
) => postAs(c, `/api/Caisses/depots/${id}/confirmer`, body, options);

export async function depositsPage(
  c: TwoShops,
  query = '',
  headers: Headers = c.direction,
): Promise<DepositPage> {
  const response = await c.t.inject({
    method: 'GET',
    url: `/api/Caisses/depots/?page_size=100${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DepositPage;
}

export const depositIn = (page: DepositPage, id: number): Deposit | undefined =>
  page.results.find((deposit) => deposit.id === id);
