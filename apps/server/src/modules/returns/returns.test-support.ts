import type { Client, CreditNote, SaleDetail } from '@pelote/shared';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pdfPageTexts } from '../../../test/pdf-text.test-support.ts';
import { compteClientMouvements } from '../../db/schema/client-accounts.ts';
import { clients } from '../../db/schema/clients.ts';
import { compteursAvoirs, retourLignes, retours } from '../../db/schema/returns.ts';
import { type Headers, type SalesContext, writes } from '../sales/sales.test-support.ts';

/** Calls shared by the returns API tests (on top of the sales tests' context: two shops, articles, a client). */

export const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';

type Options = { headers?: Headers; key?: string };
export type ReturnBody = {
  lignes: { ligne: number; quantite: number; etat: string; motif: string }[];
  remboursement: { methode: string; reference?: string };
};

export const returnUrl = (saleId: number) => `/api/Mouvements/ventes/${saleId}/retours/`;

export const postReturn = (c: SalesContext, saleId: number, body: unknown, options: Options = {}) =>
  c.t.inject({
    method: 'POST',
    url: returnUrl(saleId),
    headers: {
      ...(options.headers ?? c.direction),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: body as Record<string, unknown>,
  });

/** A return that must succeed: its credit note. */
export async function returned(
  c: SalesContext,
  saleId: number,
  body: ReturnBody,
  options: Options = {},
): Promise<CreditNote> {
  const response = await postReturn(c, saleId, body, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreditNote;
}

/** The body returning `quantite` units of the sale's line `n` (0 for its first), cash refund by default. */
export function lineBack(
  sale: SaleDetail,
  quantite: number,
  options: { n?: number; etat?: string; motif?: string; remboursement?: ReturnBody['remboursement'] } = {},
): ReturnBody {
  const line = sale.items[options.n ?? 0];
  if (!line) throw new Error('no such line');
  return {
    lignes: [
      {
        ligne: line.id,
        quantite,
        etat: options.etat ?? 'revendable',
        motif: options.motif ?? 'Mauvaise couleur',
      },
    ],
    remboursement: options.remboursement ?? { methode: 'especes' },
  };
}

export const getJson = async <T>(c: SalesContext, url: string, headers?: Headers): Promise<T> => {
  const response = await c.t.inject({ method: 'GET', url, headers: headers ?? c.direction });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

/** The client as its detail answers it now, read as direction unless `headers` say who. */
export const clientNow = (c: SalesContext, clientId: number, headers?: Headers) =>
  getJson<Client>(c, `/api/Clients/clients-particuliers/detail/${clientId}`, headers);

/** The sale as its detail answers it now. */
export const saleNow = (c: SalesContext, saleId: number) =>
  getJson<SaleDetail>(c, `/api/Mouvements/vente-detail/${saleId}/`);

/** The number part of a credit note or invoice number (AV-2026-M01-000042 → 42). */
export const sequenceOf = (numero: string) => Number(numero.slice(-6));

/** What a refused return must leave as it was: the sales' tables and the returns' own. */
export async function returnWrites(c: SalesContext) {
  const n = async (table: typeof retours | typeof retourLignes | typeof compteClientMouvements) =>
    (await c.t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const counters = await c.t.db.select().from(compteursAvoirs);
  return {
    ...(await writes(c)),
    retours: await n(retours),
    retourLignes: await n(retourLignes),
    compte: await n(compteClientMouvements),
    compteursAvoirs: counters.map((row) => `${row.magasinId}/${row.annee}=${row.dernierNumero}`).sort(),
  };
}

/** The client's two balances as the clients table mirrors them. */
export async function balancesOf(c: SalesContext, clientId: number) {
  const [row] = await c.t.db
    .select({ du: clients.soldeDu, avoir: clients.soldeAvoir })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? null;
}

/** The text of each page of a PDF, as a reader extracts it, any space read as a plain one. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  return (await pdfPageTexts(bytes)).map((page) => page.replace(/[\u00A0\u202F]/g, ' '));
}
