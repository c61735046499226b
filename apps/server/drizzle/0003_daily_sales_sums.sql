CREATE TABLE "stats_articles_jour" (
	"jour" date NOT NULL,
	"magasin_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"quantite" integer NOT NULL,
	"chiffre_affaire" bigint NOT NULL,
	CONSTRAINT "stats_articles_jour_jour_magasin_id_article_id_pk" PRIMARY KEY("jour","magasin_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "stats_types_jour" (
	"jour" date NOT NULL,
	"magasin_id" integer NOT NULL,
	"article_type" "article_type" NOT NULL,
	"ventes" integer NOT NULL,
	"quantite" integer NOT NULL,
	"chiffre_affaire" bigint NOT NULL,
	CONSTRAINT "stats_types_jour_jour_magasin_id_article_type_pk" PRIMARY KEY("jour","magasin_id","article_type")
);
--> statement-breakpoint
CREATE TABLE "stats_ventes_jour" (
	"jour" date NOT NULL,
	"magasin_id" integer NOT NULL,
	"ventes" integer NOT NULL,
	"chiffre_affaire" bigint NOT NULL,
	CONSTRAINT "stats_ventes_jour_jour_magasin_id_pk" PRIMARY KEY("jour","magasin_id")
);
--> statement-breakpoint
ALTER TABLE "stats_articles_jour" ADD CONSTRAINT "stats_articles_jour_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_articles_jour" ADD CONSTRAINT "stats_articles_jour_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_types_jour" ADD CONSTRAINT "stats_types_jour_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_ventes_jour" ADD CONSTRAINT "stats_ventes_jour_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The sales already recorded, summed once; from here on each sale and cancellation keeps the sums.
INSERT INTO "stats_ventes_jour" ("jour", "magasin_id", "ventes", "chiffre_affaire")
SELECT ("date_vente" AT TIME ZONE 'UTC')::date, "magasin_id", count(*), sum("total")
FROM "ventes" WHERE "statut" = 'validee'
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "stats_types_jour" ("jour", "magasin_id", "article_type", "ventes", "quantite", "chiffre_affaire")
SELECT (v."date_vente" AT TIME ZONE 'UTC')::date, v."magasin_id", l."article_type",
  count(DISTINCT v."id"), sum(l."quantite"), sum(l."prix_total")
FROM "ventes" v JOIN "vente_lignes" l ON l."vente_id" = v."id"
WHERE v."statut" = 'validee'
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "stats_articles_jour" ("jour", "magasin_id", "article_id", "quantite", "chiffre_affaire")
SELECT (v."date_vente" AT TIME ZONE 'UTC')::date, v."magasin_id", l."article_id",
  sum(l."quantite"), sum(l."prix_total")
FROM "ventes" v JOIN "vente_lignes" l ON l."vente_id" = v."id"
WHERE v."statut" = 'validee'
GROUP BY 1, 2, 3;
