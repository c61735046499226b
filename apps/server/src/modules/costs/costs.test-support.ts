import { ARTICLE_KINDS, ENTRY_PATHS, type Margins, todayIso } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { Headers, SalesContext } from '../sales/sales.test-support.ts';
import { rowsOf } from './cost.ts';

/** Calls shared by the cost API tests (on top of the sales tests' context). */

export const today = todayIso();

/** A new accessory (no lots) at `prix` hundredths, so each test has its own cost history. */
export async function newArticle(c: SalesContext, nom: string, prix = 250_000) {
  const response = await c.t.inject({
    method: 'POST',
    url: `/api${ARTICLE_KINDS.accessoire.api.create}`,
    headers: c.direction,
    payload: { ...ARTICLE_BODIES.accessoire, nom, prix_unitaire: prix },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; nom: string };
}

export function postDelivery(
  c: SalesContext,
  body: { article: number; magasin: number; quantite: number; prix: number | null; type?: string },
  headers?: Headers,
) {
  return c.t.inject({
    method: 'POST',
    url: `/api${ENTRY_PATHS.create}`,
    headers: headers ?? c.direction,
    payload:
      body.prix === null
        ? { article: body.article, magasin: body.magasin, quantite: body.quantite }
        : {
            produit_id: body.article,
            magasin_id: body.magasin,
            quantite: body.quantite,
            prix_unitaire: body.prix,
            fournisseur: 'Filature du Bandama',
            date_entree: today,
            type_entree: body.type ?? 'livraison',
          },
  });
}

/** A delivery that must succeed. */
export async function deliver(
  c: SalesContext,
  magasin: number,
  article: number,
  quantite: number,
  prix: number,
) {
  const response = await postDelivery(c, { article, magasin, quantite, prix });
  expect(response.statusCode, response.body).toBe(201);
}

/** The article's CMP as its detail answers it to direction. */
export async function costOf(c: SalesContext, articleId: number): Promise<number | null> {
  const response = await c.t.inject({
    method: 'GET',
    url: `/api${ARTICLE_KINDS.accessoire.api.detail}/${articleId}`,
    headers: c.direction,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().cout_moyen;
}

export async function marginsOf(c: SalesContext, query = ''): Promise<Margins> {
  const response = await c.t.inject({
    method: 'GET',
    url: `/api/Statistiques/marges?date_debut=${today}&date_fin=${today}${query}`,
    headers: c.direction,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Margins;
}

/** The margins line of one article today. */
export async function articleMargin(c: SalesContext, articleId: number) {
  return (await marginsOf(c)).lignes.find((line) => line.cle === String(articleId));
}

/**
 * The (day, shop, article) rows and (day, shop) rows whose cost sums differ from the same sums
 * computed again from the sale lines' frozen costs (validated sales on their day, returns on
 * theirs). Empty: the margins read exactly what the lines say.
 */
export async function costDrift(db: DbOrTx): Promise<Record<string, unknown>[]> {
  const lines = sql`
    select (v.date_vente at time zone 'UTC')::date as jour, v.magasin_id, l.article_id,
      coalesce(l.quantite * l.cout_unitaire, 0) as cout,
      case when l.cout_unitaire is null then l.prix_total else 0 end as ca_inconnu,
      case when l.cout_unitaire is null then l.quantite else 0 end as q_inconnu
    from ventes v join vente_lignes l on l.vente_id = v.id where v.statut = 'validee'
    union all
    select (r.created_at at time zone 'UTC')::date, r.magasin_id, rl.article_id,
      -coalesce(rl.quantite * l.cout_unitaire, 0),
      case when l.cout_unitaire is null then -rl.prix_total else 0 end,
      case when l.cout_unitaire is null then -rl.quantite else 0 end
    from retours r join retour_lignes rl on rl.retour_id = r.id join vente_lignes l on l.id = rl.vente_ligne_id`;
  const result = await db.execute<Record<string, unknown>>(sql`
    with lines as (${lines}),
    articles_expected as (
      select jour, magasin_id, article_id, sum(cout) as cout, sum(ca_inconnu) as ca_inconnu, sum(q_inconnu) as q_inconnu
      from lines group by 1, 2, 3
    ),
    days_expected as (
      select jour, magasin_id, sum(cout) as cout, sum(ca_inconnu) as ca_inconnu, sum(q_inconnu) as q_inconnu
      from lines group by 1, 2
    )
    select 'articles' as sums, jour::text as jour, magasin_id, article_id
    from stats_articles_jour s full join articles_expected e using (jour, magasin_id, article_id)
    where coalesce(s.cout_ventes, 0) <> coalesce(e.cout, 0)
      or coalesce(s.chiffre_affaire_cout_inconnu, 0) <> coalesce(e.ca_inconnu, 0)
      or coalesce(s.quantite_cout_inconnu, 0) <> coalesce(e.q_inconnu, 0)
    union all
    select 'jours', jour::text, magasin_id, null
    from stats_ventes_jour s full join days_expected e using (jour, magasin_id)
    where coalesce(s.cout_ventes, 0) <> coalesce(e.cout, 0)
      or coalesce(s.chiffre_affaire_cout_inconnu, 0) <> coalesce(e.ca_inconnu, 0)
      or coalesce(s.quantite_cout_inconnu, 0) <> coalesce(e.q_inconnu, 0)`);
  return rowsOf<Record<string, unknown>>(result);
}
