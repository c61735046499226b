import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/types.ts';

/**
 * Test support: the rows where the daily sums differ from the same sums computed again from the
 * validated sales and, on their own days, the credit notes that take lines back off, in both
 * directions (rows of zeros left by cancellations are not differences), and the rows of the
 * margins' roll-up that differ from the sums of their month's daily rows up to its `jusqu_au`, the
 * last day rolled up (a month row exists only for a month rolled up). An empty answer means the
 * statistics read exactly what the sales and returns say.
 */
/** The rows of `computed` missing from `stored` and those of `stored` missing from `computed`. */
const difference = (label: string, computed: string, stored: string) => sql`
  select ${label}::text as tableau, to_jsonb(x) as ligne from (
    (select * from ${sql.raw(computed)} except select * from ${sql.raw(stored)})
    union all (select * from ${sql.raw(stored)} except select * from ${sql.raw(computed)})
  ) x`;

export async function summaryDrift(db: DbOrTx): Promise<Record<string, unknown>[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    with kept as (select * from ventes where statut = 'validee'),
    returned as (
      select (r.created_at at time zone 'UTC')::date as jour, r.magasin_id, rl.article_id,
        l.article_type, rl.quantite, rl.prix_total
      from retours r join retour_lignes rl on rl.retour_id = r.id
      join vente_lignes l on l.id = rl.vente_ligne_id
    ),
    days as (
      select jour, magasin_id, sum(ventes)::int as ventes, sum(chiffre_affaire)::bigint as chiffre_affaire
      from (
        select (date_vente at time zone 'UTC')::date as jour, magasin_id, 1 as ventes, total as chiffre_affaire
        from kept
        union all select jour, magasin_id, 0, -prix_total from returned
      ) d group by 1, 2
      having sum(ventes) <> 0 or sum(chiffre_affaire) <> 0
    ),
    types as (
      select jour, magasin_id, article_type, sum(ventes)::int as ventes, sum(quantite)::int as quantite,
        sum(chiffre_affaire)::bigint as chiffre_affaire
      from (
        select (v.date_vente at time zone 'UTC')::date as jour, v.magasin_id, l.article_type,
          count(distinct v.id) as ventes, sum(l.quantite) as quantite, sum(l.prix_total) as chiffre_affaire
        from kept v join vente_lignes l on l.vente_id = v.id group by 1, 2, 3
        union all select jour, magasin_id, article_type, 0, -quantite, -prix_total from returned
      ) t group by 1, 2, 3
      having sum(ventes) <> 0 or sum(quantite) <> 0 or sum(chiffre_affaire) <> 0
    ),
    arts as (
      select jour, magasin_id, article_id, sum(quantite)::int as quantite,
        sum(chiffre_affaire)::bigint as chiffre_affaire
      from (
        select (v.date_vente at time zone 'UTC')::date as jour, v.magasin_id, l.article_id,
          l.quantite, l.prix_total as chiffre_affaire
        from kept v join vente_lignes l on l.vente_id = v.id
        union all select jour, magasin_id, article_id, -quantite, -prix_total from returned
      ) a group by 1, 2, 3
      having sum(quantite) <> 0 or sum(chiffre_affaire) <> 0
    ),
    stored_days as (
      select jour, magasin_id, ventes, chiffre_affaire from stats_ventes_jour
      where ventes <> 0 or chiffre_affaire <> 0
    ),
    stored_types as (
      select jour, magasin_id, article_type, ventes, quantite, chiffre_affaire
      from stats_types_jour where ventes <> 0 or quantite <> 0 or chiffre_affaire <> 0
    ),
    stored_arts as (
      select jour, magasin_id, article_id, quantite, chiffre_affaire
      from stats_articles_jour where quantite <> 0 or chiffre_affaire <> 0
    ),
    months as (
      select k.mois, d.article_id, sum(d.quantite)::int as quantite,
        sum(d.chiffre_affaire)::bigint as chiffre_affaire, sum(d.cout_ventes) as cout_ventes,
        sum(d.chiffre_affaire_cout_inconnu)::bigint as ca_inconnu, sum(d.quantite_cout_inconnu)::int as q_inconnu
      from stats_articles_jour d join stats_mois_clos k on d.jour between k.mois and k.jusqu_au
      group by 1, 2
    ),
    stored_months as (
      select mois, article_id, quantite, chiffre_affaire, cout_ventes,
        chiffre_affaire_cout_inconnu as ca_inconnu, quantite_cout_inconnu as q_inconnu
      from stats_articles_mois
    )
    ${difference('jour', 'days', 'stored_days')}
    union all ${difference('type', 'types', 'stored_types')}
    union all ${difference('article', 'arts', 'stored_arts')}
    union all ${difference('mois', 'months', 'stored_months')}
    where x.quantite <> 0 or x.chiffre_affaire <> 0 or x.cout_ventes <> 0 or x.ca_inconnu <> 0 or x.q_inconnu <> 0`);
  return Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
}
