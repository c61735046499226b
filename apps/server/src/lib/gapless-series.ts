import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/types.ts';

/** The gapless yearly series of a shop, by the letters that open their numbers, and their counters. */
const COUNTERS = { FAC: 'compteurs_factures', AV: 'compteurs_avoirs', Z: 'compteurs_z' } as const;

/** The number being given, for the statements that write it on their rows. */
export const SERIES_NUMBER = sql`(select numero from numbered)`;

/** Where the other expressions of the statement read the number (the journal row, the kept answer). */
export const NUMBERED = { from: 'numbered', value: 'numero' } as const;

/**
 * Takes the next number of a shop's yearly series, `FAC-2026-M03-000001`, in one statement of the
 * caller's transaction: the counter row (one per shop and year) is created or incremented, and the
 * number is written by `stamps`, common table expressions by name that use `SERIES_NUMBER`. The
 * counter row stays locked until commit, so a transaction rolled back gives its number back and
 * the series stays gapless; `also` adds more expressions to the same statement, which read the
 * number from `NUMBERED`. Callers make it their last statement, so the lock is held for one round
 * trip only.
 */
export async function takeSeriesNumber(
  tx: Tx,
  series: {
    letters: keyof typeof COUNTERS;
    shop: { id: number; code: string | null };
    year: number;
    stamps: Record<string, SQL>;
    also?: SQL;
  },
): Promise<string> {
  const counter = sql.identifier(COUNTERS[series.letters]);
  const prefix = `${series.letters}-${series.year}-${shopCode(series.shop)}-`;
  const stamps = Object.entries(series.stamps).map(
    ([name, statement]) => sql`${sql.identifier(name)} as (${statement})`,
  );
  const result = await tx.execute<{ numero: string }>(sql`
    with counter as (
      insert into ${counter} (magasin_id, annee, dernier_numero)
      values (${series.shop.id}, ${series.year}, 1)
      on conflict (magasin_id, annee)
      do update set dernier_numero = ${counter}.dernier_numero + 1
      returning dernier_numero
    ),
    numbered as (
      select ${prefix}::text || lpad(dernier_numero::text, 6, '0') as numero from counter
    ),
    ${sql.join(series.also ? [...stamps, series.also] : stamps, sql`,`)}
    select numero from numbered`);
  const rows = Array.isArray(result) ? result : (result as { rows: { numero: string }[] }).rows;
  const numero = rows[0]?.numero;
  if (!numero) throw new Error(`takeSeriesNumber: no ${series.letters} number given`);
  return numero;
}

/** A document numbered from its shop's yearly series: its row, its shop and its year. */
export type SeriesDocument = { id: number; shop: { id: number; code: string | null }; year: number };

/**
 * Numbers a document with `takeSeriesNumber` and writes the number on its row (`column` of `table`)
 * and as the reference of its stock movements (those whose `movementKey` is its id).
 */
export function numberDocument(
  tx: Tx,
  letters: keyof typeof COUNTERS,
  document: SeriesDocument,
  row: { table: string; column: string; movementKey: string },
  also?: SQL,
): Promise<string> {
  const { table, column, movementKey } = row;
  return takeSeriesNumber(tx, {
    letters,
    shop: document.shop,
    year: document.year,
    stamps: {
      on_document: sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${SERIES_NUMBER} where id = ${document.id}`,
      on_movements: sql`update mouvements_stock set reference = ${SERIES_NUMBER} where ${sql.identifier(movementKey)} = ${document.id}`,
    },
    also,
  });
}

/** A shop created before codes existed gets the code its id gives (M01, M02, ...). */
export const shopCode = (shop: { id: number; code: string | null }) =>
  shop.code ?? `M${String(shop.id).padStart(2, '0')}`;
