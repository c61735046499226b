-- The cost history of the data recorded before costs existed (docs/decisions/009-cost-price.md):
-- every entry with a price, in the order they were recorded, moves its article's weighted average
-- cost (CMP): (Q × CMP + q × p) / (Q + q), Q being the units on hand in every shop just before it
-- (the sum of the article's stock movements written before the entry's own), or p when Q is zero
-- or the cost still unknown. Each change is a row of couts_articles marked estime; the sale lines
-- then take the cost of their article at their sale's time (cout_estime), and the daily sums of
-- the statistics the cost of their lines, net of returns as the sums are.
-- apps/server/src/modules/costs/cost-history.ts runs these same statements for data written in bulk.
DO $$
DECLARE
  e record;
  previous numeric(20, 4);
  next numeric(20, 4);
BEGIN
  FOR e IN
    WITH before_each AS (
      SELECT m.id, m.entree_id,
        sum(m.quantite) OVER (PARTITION BY m.article_id ORDER BY m.id) - m.quantite AS avant
      FROM mouvements_stock m
    ),
    entry_movement AS (
      SELECT DISTINCT ON (entree_id) entree_id, avant FROM before_each
      WHERE entree_id IS NOT NULL ORDER BY entree_id, id
    )
    SELECT es.id, es.article_id, es.quantite, es.prix_unitaire, es.created_at,
      greatest(coalesce(
        b.avant,
        (SELECT sum(m.quantite) FROM mouvements_stock m
          WHERE m.article_id = es.article_id AND m.created_at < es.created_at),
        0), 0)::int AS avant
    FROM entrees_stock es LEFT JOIN entry_movement b ON b.entree_id = es.id
    WHERE es.prix_unitaire > 0
    ORDER BY es.created_at, es.id
  LOOP
    SELECT cout_moyen INTO previous FROM articles WHERE id = e.article_id;
    IF previous IS NULL OR e.avant = 0 THEN
      next := e.prix_unitaire;
    ELSE
      next := round((e.avant * previous + e.quantite * e.prix_unitaire::numeric) / (e.avant + e.quantite), 4);
    END IF;
    INSERT INTO couts_articles
      (article_id, entree_id, quantite_avant, quantite, prix_unitaire, cout_avant, cout_apres, estime, valable_depuis)
    VALUES (e.article_id, e.id, e.avant, e.quantite, e.prix_unitaire, previous, next, true, e.created_at);
    UPDATE articles SET cout_moyen = next WHERE id = e.article_id;
  END LOOP;
END
$$;--> statement-breakpoint
-- Each sale line: the cost of its article at its sale's time, when there was one.
UPDATE vente_lignes l SET cout_unitaire = c.cout, cout_estime = true
FROM (
  SELECT l2.id, (
    SELECT ca.cout_apres FROM couts_articles ca
    WHERE ca.article_id = l2.article_id AND ca.valable_depuis <= v.date_vente
    ORDER BY ca.valable_depuis DESC, ca.id DESC LIMIT 1
  ) AS cout
  FROM vente_lignes l2 JOIN ventes v ON v.id = l2.vente_id
) c
WHERE c.id = l.id AND c.cout IS NOT NULL;--> statement-breakpoint
-- The cost of every line sold (validated sales on their day) and returned (on the return's day).
CREATE TEMPORARY TABLE couts_lignes_jour AS
SELECT jour, magasin_id, article_id, article_type,
  sum(cout) AS cout, sum(ca_inconnu)::bigint AS ca_inconnu, sum(q_inconnu)::int AS q_inconnu
FROM (
  SELECT (v.date_vente AT TIME ZONE 'UTC')::date AS jour, v.magasin_id, l.article_id, l.article_type,
    coalesce(l.quantite * l.cout_unitaire, 0) AS cout,
    CASE WHEN l.cout_unitaire IS NULL THEN l.prix_total ELSE 0 END AS ca_inconnu,
    CASE WHEN l.cout_unitaire IS NULL THEN l.quantite ELSE 0 END AS q_inconnu
  FROM ventes v JOIN vente_lignes l ON l.vente_id = v.id
  WHERE v.statut = 'validee'
  UNION ALL
  SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.magasin_id, rl.article_id, l.article_type,
    -coalesce(rl.quantite * l.cout_unitaire, 0),
    CASE WHEN l.cout_unitaire IS NULL THEN -rl.prix_total ELSE 0 END,
    CASE WHEN l.cout_unitaire IS NULL THEN -rl.quantite ELSE 0 END
  FROM retours r JOIN retour_lignes rl ON rl.retour_id = r.id JOIN vente_lignes l ON l.id = rl.vente_ligne_id
) lignes
GROUP BY jour, magasin_id, article_id, article_type;--> statement-breakpoint
UPDATE stats_articles_jour s
SET cout_ventes = x.cout, chiffre_affaire_cout_inconnu = x.ca_inconnu, quantite_cout_inconnu = x.q_inconnu
FROM (
  SELECT jour, magasin_id, article_id, sum(cout) AS cout, sum(ca_inconnu) AS ca_inconnu, sum(q_inconnu) AS q_inconnu
  FROM couts_lignes_jour GROUP BY jour, magasin_id, article_id
) x
WHERE s.jour = x.jour AND s.magasin_id = x.magasin_id AND s.article_id = x.article_id;--> statement-breakpoint
UPDATE stats_types_jour s
SET cout_ventes = x.cout, chiffre_affaire_cout_inconnu = x.ca_inconnu, quantite_cout_inconnu = x.q_inconnu
FROM (
  SELECT jour, magasin_id, article_type, sum(cout) AS cout, sum(ca_inconnu) AS ca_inconnu, sum(q_inconnu) AS q_inconnu
  FROM couts_lignes_jour GROUP BY jour, magasin_id, article_type
) x
WHERE s.jour = x.jour AND s.magasin_id = x.magasin_id AND s.article_type = x.article_type;--> statement-breakpoint
UPDATE stats_ventes_jour s
SET cout_ventes = x.cout, chiffre_affaire_cout_inconnu = x.ca_inconnu, quantite_cout_inconnu = x.q_inconnu
FROM (
  SELECT jour, magasin_id, sum(cout) AS cout, sum(ca_inconnu) AS ca_inconnu, sum(q_inconnu) AS q_inconnu
  FROM couts_lignes_jour GROUP BY jour, magasin_id
) x
WHERE s.jour = x.jour AND s.magasin_id = x.magasin_id;--> statement-breakpoint
DROP TABLE couts_lignes_jour;
