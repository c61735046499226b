import type { CatalogueType, Valuation } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { rowsOf } from './cost.ts';

/**
 * The stock at the end of a day valued at the CMP of then. Each line's quantity then comes from
 * the ledger (every line is the sum of its movements): today's minus the movements written since,
 * or the movements up to then, whichever side is shorter; each article's cost then is the last row of its cost history at or
 * before that moment (one index range per article). Units of an article whose cost was still
 * unknown are counted apart, never valued at zero silently.
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
 * How the quantities of then are read: today's stock minus the movements since ('since', cheap for
 * a recent day), or the sum of the movements up to then ('until', cheap for a day near the first
 * movement); 'auto' takes the side of the ledger that holds fewer days.
 */
export type ValuationReading = 'auto' | 'since' | 'until';

async function readingFor(db: DbOrTx, end: Date, reading: ValuationReading): Promise<'since' | 'until'> {
  if (reading !== 'auto') return reading;
  const [first] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`select min(created_at) as at from mouvements_stock`),
  );
  if (!first?.at) return 'since';
  const start = new Date(first.at).getTime();
  return end.getTime() - start < Date.now() - end.getTime() ? 'until' : 'since';
}

export async function valuation(
  db: DbOrTx,
  options: { day: string; end: Date; magasin: number | null; reading?: ValuationReading },
): Promise<Valuation> {
  const end = options.end.toISOString();
  const shop = (column: string) =>
    options.magasin === null ? sql`` : sql`and ${sql.raw(column)} = ${options.magasin}`;
  const held =
    (await readingFor(db, options.end, options.reading ?? 'auto')) === 'since'
      ? sql`
        select s.magasin_id, s.article_id, s.quantite - coalesce(l.quantite, 0) as quantite
        from stocks s
        left join (
          select magasin_id, article_id, sum(quantite) as quantite
          from mouvements_stock
          where created_at >= ${end}::timestamptz ${shop('magasin_id')}
          group by magasin_id, article_id
        ) l on l.magasin_id = s.magasin_id and l.article_id = s.article_id
        where true ${shop('s.magasin_id')}`
      : sql`
        select magasin_id, article_id, sum(quantite) as quantite
        from mouvements_stock
        where created_at < ${end}::timestamptz ${shop('magasin_id')}
        group by magasin_id, article_id`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with held as (${held}),
      cost as (
        select distinct on (article_id) article_id, cout_apres
        from couts_articles
        where valable_depuis < ${end}::timestamptz
        order by article_id, valable_depuis desc, id desc
      )
      select h.magasin_id, m.nom as magasin_nom, a.type::text as type,
        coalesce(sum(h.quantite), 0) as quantite,
        round(coalesce(sum(h.quantite * c.cout_apres), 0))::bigint as valeur,
        coalesce(sum(h.quantite) filter (where c.cout_apres is null), 0) as q_inconnu
      from held h
      join articles a on a.id = h.article_id
      join magasins m on m.id = h.magasin_id
      left join cost c on c.article_id = h.article_id
      where h.quantite <> 0
      group by grouping sets ((h.magasin_id, m.nom), (a.type), ())`),
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
