import type { CatalogueType, Valuation } from '@pelote/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { rowsOf } from './cost.ts';
import { monthEndInstant } from './stock-snapshots.ts';

/**
 * The stock at the end of a day valued at the CMP of then. Each line's quantity then comes from
 * the ledger (every line is the sum of its movements), from the nearest of three starting points:
 * a month end already built (stock-snapshots.ts) plus or minus the movements between it and then,
 * today's stock minus the movements written since, or the movements up to then. Each article's
 * cost then is the last row of its cost history at or before that moment (one index range per
 * article). Units of an article whose cost was still unknown are counted apart, never valued at
 * zero silently.
 */

type Row = {
  magasin_id: number | null;
  magasin_nom: string | null;
  type: CatalogueType | null;
  quantite: string | number;
  valeur: string | number;
  q_inconnu: string | number;
};

/**
 * How the quantities of then are read: from a month end ('snapshot', the nearest built), today's
 * stock minus the movements since ('since'), or the sum of the movements up to then ('until');
 * 'auto' takes whichever leaves the fewest days of movements to add up. 'since' and 'until' read
 * the ledger alone: they are the reference the month ends are checked against.
 */
export type ValuationReading = 'auto' | 'since' | 'until' | 'snapshot';

export type ValuationStart =
  | { kind: 'since' }
  | { kind: 'until' }
  | { kind: 'snapshot'; month: string; at: Date };

/** Where the quantities at `end` are read from (see ValuationReading). */
export async function valuationStart(
  db: DbOrTx,
  end: Date,
  reading: ValuationReading = 'auto',
): Promise<ValuationStart> {
  if (reading === 'since' || reading === 'until') return { kind: reading };
  const [state] = rowsOf<{ first: string | Date | null; months: string | null }>(
    await db.execute(sql`
      select (select min(created_at) from mouvements_stock) as first,
        (select string_agg(mois::text, ',' order by mois) from stocks_mois_clos) as months`),
  );
  const distance = (at: number) => Math.abs(end.getTime() - at);
  const snapshots = (state?.months ? state.months.split(',') : [])
    .map((month) => ({ kind: 'snapshot' as const, month, at: monthEndInstant(month) }))
    .sort((a, b) => distance(a.at.getTime()) - distance(b.at.getTime()));
  const nearest = snapshots[0];
  if (reading === 'snapshot') {
    if (!nearest) throw new Error('valuation: no month end built');
    return nearest;
  }
  const candidates: { start: ValuationStart; distance: number }[] = [
    { start: { kind: 'since' }, distance: distance(Date.now()) },
  ];
  if (state?.first)
    candidates.push({ start: { kind: 'until' }, distance: distance(new Date(state.first).getTime()) });
  if (nearest) candidates.push({ start: nearest, distance: distance(nearest.at.getTime()) });
  candidates.sort((a, b) => a.distance - b.distance);
  return candidates[0]?.start ?? { kind: 'since' };
}

/** The quantities per (shop, article) at `end`, from the start chosen. */
function heldAt(start: ValuationStart, end: string, shop: (column: string) => SQL): SQL {
  if (start.kind === 'since') {
    return sql`
      select s.magasin_id, s.article_id, s.quantite - coalesce(l.quantite, 0) as quantite
      from stocks s
      left join (
        select magasin_id, article_id, sum(quantite) as quantite
        from mouvements_stock
        where created_at >= ${end}::timestamptz ${shop('magasin_id')}
        group by magasin_id, article_id
      ) l on l.magasin_id = s.magasin_id and l.article_id = s.article_id
      where true ${shop('s.magasin_id')}`;
  }
  if (start.kind === 'until') {
    return sql`
      select magasin_id, article_id, sum(quantite) as quantite
      from mouvements_stock
      where created_at < ${end}::timestamptz ${shop('magasin_id')}
      group by magasin_id, article_id`;
  }
  // From the month end: the movements between it and then, added when it is before, taken off after.
  const at = start.at.toISOString();
  const before = at <= end;
  return sql`
    select magasin_id, article_id, sum(quantite) as quantite
    from (
      select magasin_id, article_id, quantite from stocks_fin_mois
      where mois = ${start.month}::date ${shop('magasin_id')}
      union all
      select magasin_id, article_id, ${before ? sql`quantite` : sql`-quantite`}
      from mouvements_stock
      where created_at >= ${before ? at : end}::timestamptz and created_at < ${before ? end : at}::timestamptz
        ${shop('magasin_id')}
    ) moved
    group by magasin_id, article_id`;
}

export async function valuation(
  db: DbOrTx,
  options: { day: string; end: Date; magasin: number | null; reading?: ValuationReading },
): Promise<Valuation> {
  const end = options.end.toISOString();
  const shop = (column: string) =>
    options.magasin === null ? sql`` : sql`and ${sql.raw(column)} = ${options.magasin}`;
  const held = heldAt(await valuationStart(db, options.end, options.reading), end, shop);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with held as (${held}),
      -- Once per article held (an index range each), not per line: then joined by hashing.
      priced as materialized (
        select a.id, a.type, (
          select c.cout_apres from couts_articles c
          where c.article_id = a.id and c.valable_depuis < ${end}::timestamptz
          order by c.valable_depuis desc, c.id desc limit 1
        ) as cout
        from articles a
        where a.id in (select article_id from held where quantite <> 0)
      )
      select h.magasin_id, m.nom as magasin_nom, p.type::text as type,
        coalesce(sum(h.quantite), 0) as quantite,
        round(coalesce(sum(h.quantite * p.cout), 0))::bigint as valeur,
        coalesce(sum(h.quantite) filter (where p.cout is null), 0) as q_inconnu
      from held h
      join priced p on p.id = h.article_id
      join magasins m on m.id = h.magasin_id
      where h.quantite <> 0
      group by grouping sets ((h.magasin_id, m.nom), (p.type), ())`),
  );
  const figures = (row: Row) => ({
    quantite: Number(row.quantite),
    valeur: Number(row.valeur),
    quantite_cout_inconnu: Number(row.q_inconnu),
  });
  const total = rows.find((row) => row.magasin_id === null && row.type === null);
  return {
    date: options.day,
    total: total ? figures(total) : { quantite: 0, valeur: 0, quantite_cout_inconnu: 0 },
    par_magasin: rows
      .filter((row) => row.magasin_id !== null)
      .map((row) => ({
        magasin: { id: Number(row.magasin_id), nom: row.magasin_nom ?? '' },
        ...figures(row),
      }))
      .sort((a, b) => b.valeur - a.valeur || a.magasin.nom.localeCompare(b.magasin.nom)),
    par_type: rows
      .filter((row) => row.type !== null)
      .map((row) => ({ type: row.type as CatalogueType, ...figures(row) }))
      .sort((a, b) => b.valeur - a.valeur || a.type.localeCompare(b.type)),
  };
}
