ALTER TYPE "public"."movement_kind" ADD VALUE 'regularisation';--> statement-breakpoint
CREATE TABLE "couts_articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"entree_id" integer,
	"quantite_avant" integer NOT NULL,
	"quantite" integer NOT NULL,
	"prix_unitaire" bigint NOT NULL,
	"cout_avant" numeric(20, 4),
	"cout_apres" numeric(20, 4) NOT NULL,
	"estime" boolean DEFAULT false NOT NULL,
	"valable_depuis" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couts_articles_quantites_ck" CHECK ("couts_articles"."quantite" > 0 and "couts_articles"."quantite_avant" >= 0),
	CONSTRAINT "couts_articles_cout_ck" CHECK ("couts_articles"."cout_apres" >= 0 and "couts_articles"."prix_unitaire" >= 0)
);
--> statement-breakpoint
CREATE TABLE "references_mobile_money" (
	"methode" text NOT NULL,
	"reference" text NOT NULL,
	"vente_id" integer,
	"compte_mouvement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "references_mobile_money_methode_reference_pk" PRIMARY KEY("methode","reference")
);
--> statement-breakpoint
CREATE TABLE "regularisations_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"magasin_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"bain" text DEFAULT '' NOT NULL,
	"vente_id" integer NOT NULL,
	"quantite" integer NOT NULL,
	"quantite_restante" integer NOT NULL,
	"regularisee_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regularisations_quantites_ck" CHECK ("regularisations_stock"."quantite" > 0 and "regularisations_stock"."quantite_restante" >= 0 and "regularisations_stock"."quantite_restante" <= "regularisations_stock"."quantite"),
	CONSTRAINT "regularisations_reglee_ck" CHECK (("regularisations_stock"."quantite_restante" = 0) = ("regularisations_stock"."regularisee_le" is not null))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cout_moyen" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "compte_client_mouvements" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "cout_unitaire" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "cout_estime" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ventes" ADD COLUMN "hors_ligne" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ventes" ADD COLUMN "date_appareil" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ventes" ADD COLUMN "ticket_provisoire" text;--> statement-breakpoint
ALTER TABLE "ventes" ADD COLUMN "recue_apres_cloture" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ventes" ADD COLUMN "plafond_depasse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_articles_jour" ADD COLUMN "cout_ventes" numeric(24, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_articles_jour" ADD COLUMN "chiffre_affaire_cout_inconnu" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_articles_jour" ADD COLUMN "quantite_cout_inconnu" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_types_jour" ADD COLUMN "cout_ventes" numeric(24, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_types_jour" ADD COLUMN "chiffre_affaire_cout_inconnu" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_types_jour" ADD COLUMN "quantite_cout_inconnu" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_ventes_jour" ADD COLUMN "cout_ventes" numeric(24, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_ventes_jour" ADD COLUMN "chiffre_affaire_cout_inconnu" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_ventes_jour" ADD COLUMN "quantite_cout_inconnu" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD COLUMN "regularisation_id" integer;--> statement-breakpoint
ALTER TABLE "couts_articles" ADD CONSTRAINT "couts_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couts_articles" ADD CONSTRAINT "couts_articles_entree_id_entrees_stock_id_fk" FOREIGN KEY ("entree_id") REFERENCES "public"."entrees_stock"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "references_mobile_money" ADD CONSTRAINT "references_mobile_money_vente_id_ventes_id_fk" FOREIGN KEY ("vente_id") REFERENCES "public"."ventes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regularisations_stock" ADD CONSTRAINT "regularisations_stock_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regularisations_stock" ADD CONSTRAINT "regularisations_stock_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regularisations_stock" ADD CONSTRAINT "regularisations_stock_vente_id_ventes_id_fk" FOREIGN KEY ("vente_id") REFERENCES "public"."ventes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "couts_articles_article_date_idx" ON "couts_articles" USING btree ("article_id","valable_depuis" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "couts_articles_entree_idx" ON "couts_articles" USING btree ("entree_id");--> statement-breakpoint
CREATE INDEX "regularisations_ouvertes_idx" ON "regularisations_stock" USING btree ("magasin_id","article_id","created_at") WHERE "regularisations_stock"."quantite_restante" > 0;--> statement-breakpoint
CREATE INDEX "regularisations_vente_idx" ON "regularisations_stock" USING btree ("vente_id");--> statement-breakpoint
ALTER TABLE "compte_client_mouvements" ADD CONSTRAINT "compte_client_mouvements_session_id_caisse_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."caisse_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_regularisation_id_regularisations_stock_id_fk" FOREIGN KEY ("regularisation_id") REFERENCES "public"."regularisations_stock"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mouvements_regularisation_idx" ON "mouvements_stock" USING btree ("regularisation_id");--> statement-breakpoint
ALTER TABLE "ventes" ADD CONSTRAINT "ventes_hors_ligne_ck" CHECK ("ventes"."hors_ligne" or ("ventes"."date_appareil" is null and "ventes"."ticket_provisoire" is null and not "ventes"."recue_apres_cloture" and not "ventes"."plafond_depasse"));--> statement-breakpoint
-- Every mobile-money reference already accepted, from sales then instalments (the first use wins).
INSERT INTO "references_mobile_money" ("methode", "reference", "vente_id", "created_at")
  SELECT "methode", "reference", "vente_id", "created_at" FROM "paiements"
  WHERE "reference" IS NOT NULL ORDER BY "id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "references_mobile_money" ("methode", "reference", "compte_mouvement_id", "created_at")
  SELECT "methode", "reference", "id", "created_at" FROM "compte_client_mouvements"
  WHERE "kind" = 'versement' AND "reference" IS NOT NULL
    AND "methode" IN ('orange_money', 'wave', 'mtn_momo', 'moov_money')
  ORDER BY "id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The cost history is append-only, like the journal: a cost of the past never changes.
CREATE FUNCTION "couts_articles_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'L''historique des coûts ne se modifie pas' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "couts_articles_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "couts_articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "couts_articles_refuse_change"();
