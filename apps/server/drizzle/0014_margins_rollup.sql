CREATE TABLE "stocks_fin_mois" (
	"mois" date NOT NULL,
	"magasin_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"quantite" integer NOT NULL,
	CONSTRAINT "stocks_fin_mois_mois_magasin_id_article_id_pk" PRIMARY KEY("mois","magasin_id","article_id"),
	CONSTRAINT "stocks_fin_mois_premier_ck" CHECK (extract(day from "stocks_fin_mois"."mois") = 1)
);
--> statement-breakpoint
CREATE TABLE "stocks_mois_clos" (
	"mois" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stocks_mois_clos_premier_ck" CHECK (extract(day from "stocks_mois_clos"."mois") = 1)
);
--> statement-breakpoint
CREATE TABLE "stats_articles_mois" (
	"mois" date NOT NULL,
	"article_id" integer NOT NULL,
	"quantite" integer NOT NULL,
	"chiffre_affaire" bigint NOT NULL,
	"cout_ventes" numeric(24, 4) DEFAULT 0 NOT NULL,
	"chiffre_affaire_cout_inconnu" bigint DEFAULT 0 NOT NULL,
	"quantite_cout_inconnu" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_articles_mois_mois_article_id_pk" PRIMARY KEY("mois","article_id"),
	CONSTRAINT "stats_articles_mois_premier_ck" CHECK (extract(day from "stats_articles_mois"."mois") = 1)
);
--> statement-breakpoint
CREATE TABLE "stats_mois_clos" (
	"mois" date PRIMARY KEY NOT NULL,
	"jusqu_au" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_mois_clos_premier_ck" CHECK (extract(day from "stats_mois_clos"."mois") = 1),
	CONSTRAINT "stats_mois_clos_jusqu_au_ck" CHECK ("stats_mois_clos"."jusqu_au" >= "stats_mois_clos"."mois" and "stats_mois_clos"."jusqu_au" < "stats_mois_clos"."mois" + interval '1 month')
);
--> statement-breakpoint
ALTER TABLE "stocks_fin_mois" ADD CONSTRAINT "stocks_fin_mois_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks_fin_mois" ADD CONSTRAINT "stocks_fin_mois_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_articles_mois" ADD CONSTRAINT "stats_articles_mois_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A month's roll-up stays the sum of its days up to `jusqu_au` (docs/decisions/009-cost-price.md):
-- every statement that inserts, changes or deletes rows of stats_articles_jour adds the difference it
-- made (its new rows minus its old ones) on the days already rolled up, those from a month's first
-- day to its `jusqu_au`, to their month rows, in its own transaction. One call per statement, on that
-- statement's rows only; today is never rolled up (the current month is, up to yesterday), so a sale
-- of the day writes no month row and waits on none.
-- A builder of months locks stats_articles_jour first (costs/month-rollup.ts): a change made before
-- it reads is read by it, a change made after finds `jusqu_au` moved and comes through here.
CREATE FUNCTION "stats_articles_mois_ajouter"(nouvelles stats_articles_jour[], anciennes stats_articles_jour[])
RETURNS void LANGUAGE sql AS $$
  WITH changes AS (
    SELECT n.jour, n.article_id, n.quantite, n.chiffre_affaire, n.cout_ventes,
      n.chiffre_affaire_cout_inconnu, n.quantite_cout_inconnu
    FROM unnest(nouvelles) n
    UNION ALL
    SELECT o.jour, o.article_id, -o.quantite, -o.chiffre_affaire, -o.cout_ventes,
      -o.chiffre_affaire_cout_inconnu, -o.quantite_cout_inconnu
    FROM unnest(anciennes) o
  )
  INSERT INTO stats_articles_mois AS m (mois, article_id, quantite, chiffre_affaire, cout_ventes,
    chiffre_affaire_cout_inconnu, quantite_cout_inconnu)
  SELECT k.mois, c.article_id, sum(c.quantite), sum(c.chiffre_affaire), sum(c.cout_ventes),
    sum(c.chiffre_affaire_cout_inconnu), sum(c.quantite_cout_inconnu)
  FROM changes c
  JOIN stats_mois_clos k ON c.jour BETWEEN k.mois AND k.jusqu_au
  GROUP BY k.mois, c.article_id
  ORDER BY k.mois, c.article_id
  ON CONFLICT (mois, article_id) DO UPDATE SET
    quantite = m.quantite + excluded.quantite,
    chiffre_affaire = m.chiffre_affaire + excluded.chiffre_affaire,
    cout_ventes = m.cout_ventes + excluded.cout_ventes,
    chiffre_affaire_cout_inconnu = m.chiffre_affaire_cout_inconnu + excluded.chiffre_affaire_cout_inconnu,
    quantite_cout_inconnu = m.quantite_cout_inconnu + excluded.quantite_cout_inconnu;
$$;--> statement-breakpoint
CREATE FUNCTION "stats_articles_mois_suivre"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nothing rolled up (a new database, the bulk rebuilds once they cleared it): nothing to follow.
  IF NOT EXISTS (SELECT 1 FROM stats_mois_clos) THEN
    RETURN NULL;
  END IF;
  -- A sale's statement touches today only, after every `jusqu_au`: one look-up, nothing written.
  -- The days rolled up cannot change meanwhile: a builder waits for this transaction's lock.
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM nouvelles n JOIN stats_mois_clos k ON n.jour BETWEEN k.mois AND k.jusqu_au) THEN
      PERFORM stats_articles_mois_ajouter(ARRAY(SELECT ROW(n.*)::stats_articles_jour FROM nouvelles n), '{}');
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT 1 FROM nouvelles n JOIN stats_mois_clos k ON n.jour BETWEEN k.mois AND k.jusqu_au)
      OR EXISTS (SELECT 1 FROM anciennes o JOIN stats_mois_clos k ON o.jour BETWEEN k.mois AND k.jusqu_au) THEN
      PERFORM stats_articles_mois_ajouter(ARRAY(SELECT ROW(n.*)::stats_articles_jour FROM nouvelles n),
        ARRAY(SELECT ROW(o.*)::stats_articles_jour FROM anciennes o));
    END IF;
  ELSIF EXISTS (SELECT 1 FROM anciennes o JOIN stats_mois_clos k ON o.jour BETWEEN k.mois AND k.jusqu_au) THEN
    PERFORM stats_articles_mois_ajouter('{}', ARRAY(SELECT ROW(o.*)::stats_articles_jour FROM anciennes o));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stats_articles_mois_insert" AFTER INSERT ON "stats_articles_jour"
  REFERENCING NEW TABLE AS nouvelles FOR EACH STATEMENT EXECUTE FUNCTION "stats_articles_mois_suivre"();--> statement-breakpoint
CREATE TRIGGER "stats_articles_mois_update" AFTER UPDATE ON "stats_articles_jour"
  REFERENCING OLD TABLE AS anciennes NEW TABLE AS nouvelles FOR EACH STATEMENT EXECUTE FUNCTION "stats_articles_mois_suivre"();--> statement-breakpoint
CREATE TRIGGER "stats_articles_mois_delete" AFTER DELETE ON "stats_articles_jour"
  REFERENCING OLD TABLE AS anciennes FOR EACH STATEMENT EXECUTE FUNCTION "stats_articles_mois_suivre"();--> statement-breakpoint
-- A month-end stock is the sum of the movements written before that month's end. A movement is
-- written at its transaction's time (created_at defaults to now()), after every month end already
-- built (they are built a day late, costs/stock-snapshots.ts), so it never changes one. Only a
-- movement dated earlier (data written in bulk, a correction by hand) or changed or deleted
-- afterwards can: its quantity then goes into, or comes off, every month end built after its date.
CREATE FUNCTION "stocks_fin_mois_ajouter"(lignes mouvements_stock[], signe int)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO stocks_fin_mois AS s (mois, magasin_id, article_id, quantite)
  SELECT c.mois, l.magasin_id, l.article_id, signe * sum(l.quantite)
  FROM unnest(lignes) l
  JOIN stocks_mois_clos c ON l.created_at < ((c.mois + interval '1 month') AT TIME ZONE 'UTC')
  GROUP BY c.mois, l.magasin_id, l.article_id
  ORDER BY c.mois, l.magasin_id, l.article_id
  ON CONFLICT (mois, magasin_id, article_id) DO UPDATE SET quantite = s.quantite + excluded.quantite;
$$;--> statement-breakpoint
CREATE FUNCTION "stocks_fin_mois_suivre"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A sale's or a delivery's movement is dated now(): nothing to do, and no lock taken.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM nouveaux n WHERE n.created_at < now()) THEN
      RETURN NULL;
    END IF;
  END IF;
  -- The month ends' lock first, then what is built: a builder either waits for this transaction
  -- (and reads its movements) or committed before this look-up (which then sees its month).
  LOCK TABLE stocks_fin_mois IN ROW EXCLUSIVE MODE;
  IF NOT EXISTS (SELECT 1 FROM stocks_mois_clos) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM stocks_fin_mois_ajouter(
      ARRAY(SELECT ROW(n.*)::mouvements_stock FROM nouveaux n WHERE n.created_at < now()), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stocks_fin_mois_ajouter(ARRAY(SELECT ROW(o.*)::mouvements_stock FROM anciens o), -1);
  ELSE
    PERFORM stocks_fin_mois_ajouter(ARRAY[OLD], -1);
    PERFORM stocks_fin_mois_ajouter(ARRAY[NEW], 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stocks_fin_mois_insert" AFTER INSERT ON "mouvements_stock"
  REFERENCING NEW TABLE AS nouveaux FOR EACH STATEMENT EXECUTE FUNCTION "stocks_fin_mois_suivre"();--> statement-breakpoint
CREATE TRIGGER "stocks_fin_mois_delete" AFTER DELETE ON "mouvements_stock"
  REFERENCING OLD TABLE AS anciens FOR EACH STATEMENT EXECUTE FUNCTION "stocks_fin_mois_suivre"();--> statement-breakpoint
-- Row by row, for the columns that count only: the invoice numbering updates every sale's movements.
CREATE TRIGGER "stocks_fin_mois_update" AFTER UPDATE OF "created_at", "quantite", "magasin_id", "article_id"
  ON "mouvements_stock" FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.quantite IS DISTINCT FROM NEW.quantite
    OR OLD.magasin_id IS DISTINCT FROM NEW.magasin_id OR OLD.article_id IS DISTINCT FROM NEW.article_id)
  EXECUTE FUNCTION "stocks_fin_mois_suivre"();
