import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/types.ts';

/**
 * Test support: the rows where the daily sums differ from the same sums computed again from the
 * validated sales, in both directions (rows of zeros left by cancellations are not differences).
 * An empty answer means the statistics read exactly what the sales say.
 */
export async function summaryDrift(db: DbOrTx): Promise<Record<string, unknown>[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    with kept as (select * from ventes where statut = 'validee'),
    days as (
      select (date_vente at time zone 'UTC')::date as jour, magasin_id, count(*)::int as ventes,
        sum(total)::bigint as chiffre_affaire
      from kept group by 1, 2
    ),
    types as (
      select (v.date_vente at time zone 'UTC')::date as jour, v.magasin_id, l.article_type,
        count(distinct v.id)::int as ventes, sum(l.quantite)::int as quantite,
        sum(l.prix_total)::bigint as chiffre_affaire
      from kept v join vente_lignes l on l.vente_id = v.id group by 1, 2, 3
    ),
    arts as (
      select (v.date_vente at time zone 'UTC')::date as jour, v.magasin_id, l.article_id,
        sum(l.quantite)::int as quantite, sum(l.prix_total)::bigint as chiffre_affaire
      from kept v join vente_lignes l on l.vente_id = v.id group by 1, 2, 3
    ),
    stored_days as (
      select jour, magasin_id, ventes, chiffre_affaire from stats_ventes_jour where ventes <> 0
    ),
    stored_types as (
      select jour, magasin_id, article_type, ventes, quantite, chiffre_affaire
      from stats_types_jour where ventes <> 0
    ),
    stored_arts as (
      select jour, magasin_id, article_id, quantite, chiffre_affaire
      from stats_articles_jour where quantite <> 0
    )
    select 'jour' as tableau, to_jsonb(d) as ligne from (
      (select * from days except select * from stored_days)
      union all (select * from stored_days except select * from days)
    ) d
    union all
    select 'type', to_jsonb(t) from (
      (select * from types except select * from stored_types)
      union all (select * from stored_types except select * from types)
    ) t
    union all
    select 'article', to_jsonb(a) from (
      (select * from arts except select * from stored_arts)
      union all (select * from stored_arts except select * from arts)
    ) a`);
  return Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
}
