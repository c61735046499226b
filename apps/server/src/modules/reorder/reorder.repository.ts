import type { CatalogueType } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { rowsOf } from '../costs/index.ts';

/**
 * The figures of the reorder, per (shop, article), in one statement (docs/decisions/018):
 * - the candidates: the shop's stock lines and the articles given a min/max there, live and active;
 * - units sold over the window, from the daily sums (`stats_articles_jour`, net of returns);
 * - days in stock: a day counts when the article had stock at some moment of it — stock at its
 *   start above 0 (the line's quantity now less the movements since that day began), or stock came
 *   in that day, or something sold. Only the days a line moved or sold are walked: between two of
 *   them (and after the last) the stock at each day's start is the same, so those days count
 *   together, all or none. A line that did not move counts every day when it holds stock, none
 *   when it holds none;
 * - on order: the open orders' remainders (drafts included); in transit: shipped transfers to the
 *   shop;
 * - the min/max, the article's settings, its supplier (its settings', else its last delivery's) and
 *   that supplier's lead time, and its last delivery price (looked up once per article, however
 *   many shops stock it).
 * Days are those of the shops' time zone, UTC.
 */

export type ReorderScope = {
  /** One shop, or null for every shop. */
  magasin: number | null;
  fournisseur: number | null;
  /** Only these articles (null: all). */
  articles: number[] | null;
  jours: number;
  /** Today, 'yyyy-mm-dd' (the window is the `jours` days ending today). */
  today: string;
};

export type ReorderRow = {
  magasin_id: number;
  magasin_nom: string;
  article_id: number;
  article_nom: string;
  article_type: CatalogueType;
  code_barre: string;
  stock: number;
  ventes: number;
  jours_en_stock: number;
  en_commande: number;
  en_transit: number;
  minimum: number | null;
  maximum: number | null;
  colisage: number | null;
  stock_securite: number | null;
  fournisseur_id: number | null;
  fournisseur_nom: string | null;
  delai_livraison: number | null;
  prix_unitaire: number | null;
};

const firstDay = (today: string, jours: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - (jours - 1) * 86_400_000).toISOString().slice(0, 10);

export async function reorderRows(db: DbOrTx, scope: ReorderScope): Promise<ReorderRow[]> {
  const shop = scope.magasin;
  const first = firstDay(scope.today, scope.jours);
  const articleFilter = scope.articles
    ? sql`and c.article_id = any(${`{${scope.articles.join(',')}}`}::int[])`
    : sql``;
  const result = await db.execute(sql`
    with cand as (
      select magasin_id, article_id from stocks where (${shop}::int is null or magasin_id = ${shop}::int)
      union
      select magasin_id, article_id from reassort_min_max where (${shop}::int is null or magasin_id = ${shop}::int)
    ),
    lignes as (
      select c.magasin_id, c.article_id, coalesce(s.quantite, 0) as stock
      from cand c
      join articles a on a.id = c.article_id and a.deleted_at is null and a.is_active
      left join stocks s on s.magasin_id = c.magasin_id and s.article_id = c.article_id
      where true ${articleFilter}
    ),
    vendu as (
      select j.magasin_id, j.article_id, j.jour, j.quantite
      from stats_articles_jour j join lignes l using (magasin_id, article_id)
      where j.jour between ${first}::date and ${scope.today}::date
    ),
    ventes as (
      select magasin_id, article_id, sum(quantite)::int as ventes from vendu group by 1, 2
    ),
    mv as (
      select m.magasin_id, m.article_id, (m.created_at at time zone 'UTC')::date as jour,
        sum(m.quantite)::int as net, bool_or(m.quantite > 0) as entree
      from mouvements_stock m join lignes l using (magasin_id, article_id)
      where m.created_at >= (${first}::date)::timestamp at time zone 'UTC'
      group by 1, 2, 3
    ),
    jours_actifs as (
      select coalesce(mv.magasin_id, v.magasin_id) as magasin_id,
        coalesce(mv.article_id, v.article_id) as article_id, coalesce(mv.jour, v.jour) as jour,
        coalesce(mv.net, 0) as net, coalesce(mv.entree, false) as entree, v.jour is not null as a_vendu
      from mv
      full join (select * from vendu where quantite > 0) v
        on v.magasin_id = mv.magasin_id and v.article_id = mv.article_id and v.jour = mv.jour
    ),
    debuts as (
      select j.magasin_id, j.article_id, j.jour, j.entree, j.a_vendu, l.stock,
        l.stock - (sum(j.net) over tout - sum(j.net) over avant + j.net) as debut,
        j.jour - coalesce(lag(j.jour) over avant, ${first}::date - 1) - 1 as creux
      from jours_actifs j join lignes l using (magasin_id, article_id)
      window tout as (partition by j.magasin_id, j.article_id),
        avant as (partition by j.magasin_id, j.article_id order by j.jour)
    ),
    en_stock as (
      select magasin_id, article_id,
        (count(*) filter (where debut > 0 or entree or a_vendu)
          + coalesce(sum(creux) filter (where debut > 0), 0)
          + case when max(stock) > 0 then ${scope.today}::date - max(jour) else 0 end)::int as jours_en_stock
      from debuts group by 1, 2
    ),
    commandes as (
      select bc.magasin_id, bl.article_id,
        sum(greatest(bl.quantite - bl.quantite_recue, 0))::int as reste
      from bon_commande_lignes bl
      join bons_commande bc on bc.id = bl.bon_commande_id
      join lignes l on l.magasin_id = bc.magasin_id and l.article_id = bl.article_id
      where bc.statut in ('brouillon', 'envoye', 'partiellement_recu')
      group by 1, 2
    ),
    livraisons as (
      select d.article_id, derniere.fournisseur_id, prix.prix_unitaire
      from (select distinct article_id from lignes) d
      left join lateral (
        select e.fournisseur_id from entrees_stock e
        where e.article_id = d.article_id and e.fournisseur_id is not null
        order by e.date_entree desc, e.id desc limit 1
      ) derniere on true
      left join lateral (
        select e.prix_unitaire from entrees_stock e
        where e.article_id = d.article_id and e.type_entree = 'livraison' and e.prix_unitaire > 0
        order by e.date_entree desc, e.id desc limit 1
      ) prix on true
    ),
    transit as (
      select t.destination_id as magasin_id, tl.article_id, sum(tl.quantite)::int as quantite
      from transfert_lignes tl
      join transferts t on t.id = tl.transfert_id
      join lignes l on l.magasin_id = t.destination_id and l.article_id = tl.article_id
      where t.statut = 'expedie'
      group by 1, 2
    )
    select l.magasin_id, mg.nom as magasin_nom, l.article_id, a.nom as article_nom,
      a.type as article_type, a.code_barre, l.stock,
      coalesce(v.ventes, 0) as ventes,
      coalesce(es.jours_en_stock, case when l.stock > 0 then ${scope.jours}::int else 0 end) as jours_en_stock,
      coalesce(c.reste, 0) as en_commande, coalesce(t.quantite, 0) as en_transit,
      mm.minimum, mm.maximum, ra.colisage, ra.stock_securite,
      f.id as fournisseur_id, f.nom as fournisseur_nom, f.delai_livraison,
      dl.prix_unitaire::bigint as prix_unitaire
    from lignes l
    join articles a on a.id = l.article_id
    join magasins mg on mg.id = l.magasin_id
    left join ventes v on v.magasin_id = l.magasin_id and v.article_id = l.article_id
    left join en_stock es on es.magasin_id = l.magasin_id and es.article_id = l.article_id
    left join commandes c on c.magasin_id = l.magasin_id and c.article_id = l.article_id
    left join transit t on t.magasin_id = l.magasin_id and t.article_id = l.article_id
    left join reassort_min_max mm on mm.magasin_id = l.magasin_id and mm.article_id = l.article_id
    left join reassort_articles ra on ra.article_id = l.article_id
    left join livraisons dl on dl.article_id = l.article_id
    left join fournisseurs f on f.id = coalesce(ra.fournisseur_id, dl.fournisseur_id) and f.deleted_at is null
    where (${scope.fournisseur}::int is null or f.id = ${scope.fournisseur}::int)
    order by f.nom nulls last, f.id, a.nom, a.id, mg.nom, mg.id
  `);
  return rowsOf<ReorderRow>(result).map((row) => ({
    ...row,
    prix_unitaire: row.prix_unitaire === null ? null : Number(row.prix_unitaire),
  }));
}
