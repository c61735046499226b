import type { SaleDetail, TillSession } from '@pelote/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { postAs } from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import { type Headers, type SalesContext, sell } from '../sales/sales.test-support.ts';

/** Calls shared by the till's API tests (on top of the sales tests' context: two shops, articles). */

export const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';

type Options = { headers?: Headers; key?: string };

export const openTill = (c: SalesContext, magasin: number, fond: number, options: Options = {}) =>
  postAs(c, '/api/Caisses/ouvrir', { magasin, fond_de_caisse: fond }, options);

/** Opens the shop's till, which must succeed, and answers the session. */
export async function opened(c: SalesContext, magasin: number, fond: number): Promise<TillSession> {
  const response = await openTill(c, magasin, fond);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TillSession;
}

export const moveCash = (
  c: SalesContext,
  session: number,
  body: { sens: string; montant: number; motif: string },
  options: Options = {},
) => postAs(c, `/api/Caisses/${session}/mouvements`, body, options);

export const closeTill = (
  c: SalesContext,
  session: number,
  body: { comptes: Record<string, number>; commentaires?: Record<string, string> },
  options: Options = {},
) => postAs(c, `/api/Caisses/${session}/cloturer`, body, options);

export const getTill = (c: SalesContext, url: string, headers?: Headers) =>
  c.t.inject({ method: 'GET', url: `/api/Caisses${url}`, headers: headers ?? c.direction });

type Payment = { methode: string; montant: number; montant_recu?: number; reference?: string };

/** A sale of `quantite` wools (1 500,00 FCFA each) paid as told, which must succeed. */
export function sellPaid(
  c: SalesContext,
  magasin: number,
  quantite: number,
  paiements?: Payment[],
  headers?: Headers,
): Promise<SaleDetail> {
  const sale = { client: null, magasin, articles: [{ article: c.laine.id, quantite }] };
  return sell(c, paiements ? { ...sale, paiements } : sale, headers);
}

export const cancel = (c: SalesContext, saleId: number) =>
  c.t.inject({ method: 'DELETE', url: `/api/Ventes/${saleId}`, headers: c.direction });

/** The journal rows of a session, oldest first. */
export const journalRowsOf = (c: SalesContext, sessionId: number) =>
  c.t.db
    .select({
      action: journal.action,
      entiteLibelle: journal.entiteLibelle,
      changements: journal.changements,
    })
    .from(journal)
    .where(and(eq(journal.entite, 'caisse'), eq(journal.entiteId, String(sessionId))))
    .orderBy(journal.id);

/** The sequence of a Z number: 'Z-2026-M01-000007' → 7. */
export const zSequence = (numero: string | null) => Number(numero?.split('-').at(-1));
