import { type ReconciliationPage, SALE_PATHS, type StatementImport } from '@pelote/shared';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect } from 'vitest';
import { multipart } from '../../../test/matrix-harness.ts';
import { type Headers, type ShopContext, setUpShopContext } from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import { rapprochements } from '../../db/schema/reconciliation.ts';

/** Set-up and calls shared by the reconciliation API tests. */

/** One unit of the context's wool: 1 000,00 FCFA. */
export const UNIT = 100_000;

export function useReconciliationContext(): ShopContext {
  const context = {} as ShopContext;
  beforeAll(async () => {
    await setUpShopContext(context, { laine: UNIT });
  });
  afterAll(() => context.t?.close());
  return context;
}

let shops = 0;

/** A new shop, with plenty of the context's wool, for a test of its own. */
export async function freshShop(c: ShopContext): Promise<number> {
  shops += 1;
  const shop = await c.t.createShop({ nom: `Boutique rapprochement ${shops}` });
  await stockUp(c, shop.id);
  return shop.id;
}

/** Plenty of the context's wool in `shop`. */
export async function stockUp(c: ShopContext, shop: number): Promise<void> {
  const added = await c.t.inject({
    method: 'POST',
    url: '/api/Magasins/stocks/add',
    headers: c.direction,
    payload: { magasin: shop, produit_id: c.laine.id, quantite: 500, bain: 'B100' },
  });
  expect(added.statusCode, added.body).toBe(201);
}

/** A sale of `units` of the wool in `shop`, paid by `methode` with `reference`; answers the payment's sale id. */
export async function typedPayment(
  c: ShopContext,
  shop: number,
  reference: string,
  units: number,
  methode = 'orange_money',
): Promise<number> {
  const sold = await c.t.inject({
    method: 'POST',
    url: `/api${SALE_PATHS.create}`,
    headers: c.direction,
    payload: {
      client: null,
      magasin: shop,
      articles: [{ article: c.laine.id, quantite: units, bain: 'B100' }],
      paiements: [{ methode, montant: units * UNIT, reference }],
    },
  });
  expect(sold.statusCode, sold.body).toBe(201);
  return (sold.json() as { id: number }).id;
}

/** 'JJ/MM/AAAA HH:MM:SS' of a moment `minutes` from now (the shops' time zone is UTC). */
export function frenchTime(minutesFromNow: number, now = new Date()): string {
  const at = new Date(now.getTime() + minutesFromNow * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`;
}

export type Line = { reference: string; units: number; minutes?: number; frais?: number; sens?: string };

/** An Orange Money statement (its own layout, UTF-8 with a BOM, ';') of these incoming lines. */
export function orangeStatement(lines: readonly Line[]): Buffer {
  const rows = lines.map(
    (l) =>
      `${l.reference};${frenchTime(l.minutes ?? 0)};${(l.units * UNIT) / 100};${(l.frais ?? 0) / 100};0707070707;${l.sens ?? 'Crédit'}`,
  );
  return Buffer.from(
    `\uFEFFRéférence;Date;Montant;Frais;Numéro client;Sens\r\n${rows.join('\r\n')}\r\n`,
    'utf8',
  );
}

/** A workbook of these rows (the first is the header); `formula` puts a formula in C2. */
export async function workbook(rows: (string | number)[][], formula = false): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Relevé');
  for (const row of rows) sheet.addRow(row);
  if (formula) sheet.getCell('C2').value = { formula: 'B2*2', result: 0 } as ExcelJS.CellFormulaValue;
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function importStatement(
  c: ShopContext,
  bytes: Buffer,
  fields: Record<string, string | number>,
  options: { headers?: Headers; key?: string; dryRun?: boolean; filename?: string } = {},
) {
  const body = multipart({
    field: 'fichier',
    filename: options.filename ?? 'releve.csv',
    contentType: 'text/csv',
    bytes,
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  });
  return c.t.inject({
    method: 'POST',
    url: `/api/Rapprochements/import${options.dryRun ? '?dry_run=true' : ''}`,
    headers: {
      ...(options.headers ?? c.direction),
      'content-type': body.contentType,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: body.payload,
  });
}

/** An import that must be accepted: its answer. */
export async function imported(
  c: ShopContext,
  bytes: Buffer,
  shop: number,
  options: { dryRun?: boolean; operateur?: string; headers?: Headers } = {},
): Promise<StatementImport> {
  const response = await importStatement(
    c,
    bytes,
    { operateur: options.operateur ?? 'orange_money', magasin: shop },
    options,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StatementImport;
}

export async function pageOf(c: ShopContext, query: string, headers?: Headers): Promise<ReconciliationPage> {
  const response = await c.t.inject({
    method: 'GET',
    url: `/api/Rapprochements/?page_size=100${query}`,
    headers: headers ?? c.direction,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReconciliationPage;
}

/** The shop's saved rows, in id order. */
export const rowsOf = (c: ShopContext, shop: number) =>
  c.t.db.select().from(rapprochements).where(eq(rapprochements.magasinId, shop)).orderBy(rapprochements.id);

/** Every saved row and journal row: what a refused or dry-run import must leave as it was. */
export async function writes(c: ShopContext) {
  const [rows] = await c.t.db.select({ n: count() }).from(rapprochements);
  const [journalled] = await c.t.db.select({ n: count() }).from(journal);
  return { rapprochements: rows?.n ?? 0, journal: journalled?.n ?? 0 };
}
