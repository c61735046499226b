CREATE TYPE "public"."purchase_order_status" AS ENUM('brouillon', 'envoye', 'partiellement_recu', 'solde', 'annule');--> statement-breakpoint
CREATE TABLE "bon_commande_lignes" (
	"id" serial PRIMARY KEY NOT NULL,
	"bon_commande_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"quantite" integer NOT NULL,
	"prix_unitaire" bigint NOT NULL,
	"quantite_recue" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bon_commande_lignes_article_uq" UNIQUE("bon_commande_id","article_id"),
	CONSTRAINT "bon_commande_lignes_quantite_ck" CHECK ("bon_commande_lignes"."quantite" > 0 and "bon_commande_lignes"."quantite_recue" >= 0),
	CONSTRAINT "bon_commande_lignes_prix_ck" CHECK ("bon_commande_lignes"."prix_unitaire" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bons_commande" (
	"id" serial PRIMARY KEY NOT NULL,
	"fournisseur_id" integer NOT NULL,
	"magasin_id" integer NOT NULL,
	"statut" "purchase_order_status" DEFAULT 'brouillon' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cree_par" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"envoye_par" integer,
	"envoye_le" timestamp with time zone,
	"solde_par" integer,
	"solde_le" timestamp with time zone,
	"motif_solde" text,
	"annule_par" integer,
	"annule_le" timestamp with time zone,
	CONSTRAINT "bons_commande_etapes_ck" CHECK (("bons_commande"."statut" = 'annule' or ("bons_commande"."envoye_le" is not null) = ("bons_commande"."statut" <> 'brouillon'))
        and ("bons_commande"."solde_le" is not null) = ("bons_commande"."statut" = 'solde')
        and ("bons_commande"."annule_le" is not null) = ("bons_commande"."statut" = 'annule')
        and ("bons_commande"."motif_solde" is null or "bons_commande"."statut" = 'solde'))
);
--> statement-breakpoint
CREATE TABLE "reassort_articles" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"fournisseur_id" integer,
	"colisage" integer,
	"stock_securite" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reassort_articles_ck" CHECK (("reassort_articles"."colisage" is null or "reassort_articles"."colisage" > 0) and ("reassort_articles"."stock_securite" is null or "reassort_articles"."stock_securite" >= 0))
);
--> statement-breakpoint
CREATE TABLE "reassort_min_max" (
	"magasin_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"minimum" integer NOT NULL,
	"maximum" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reassort_min_max_magasin_id_article_id_pk" PRIMARY KEY("magasin_id","article_id"),
	CONSTRAINT "reassort_min_max_ck" CHECK ("reassort_min_max"."minimum" >= 0 and "reassort_min_max"."maximum" > 0 and "reassort_min_max"."minimum" <= "reassort_min_max"."maximum")
);
--> statement-breakpoint
CREATE TABLE "receptions_commande" (
	"id" serial PRIMARY KEY NOT NULL,
	"bon_commande_id" integer NOT NULL,
	"motif" text,
	"recu_par" integer,
	"recu_le" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entrees_stock" ADD COLUMN "bon_commande_ligne_id" integer;--> statement-breakpoint
ALTER TABLE "entrees_stock" ADD COLUMN "reception_id" integer;--> statement-breakpoint
ALTER TABLE "bon_commande_lignes" ADD CONSTRAINT "bon_commande_lignes_bon_commande_id_bons_commande_id_fk" FOREIGN KEY ("bon_commande_id") REFERENCES "public"."bons_commande"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bon_commande_lignes" ADD CONSTRAINT "bon_commande_lignes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bons_commande" ADD CONSTRAINT "bons_commande_fournisseur_id_fournisseurs_id_fk" FOREIGN KEY ("fournisseur_id") REFERENCES "public"."fournisseurs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bons_commande" ADD CONSTRAINT "bons_commande_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bons_commande" ADD CONSTRAINT "bons_commande_cree_par_users_id_fk" FOREIGN KEY ("cree_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bons_commande" ADD CONSTRAINT "bons_commande_envoye_par_users_id_fk" FOREIGN KEY ("envoye_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bons_commande" ADD CONSTRAINT "bons_commande_solde_par_users_id_fk" FOREIGN KEY ("solde_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bons_commande" ADD CONSTRAINT "bons_commande_annule_par_users_id_fk" FOREIGN KEY ("annule_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassort_articles" ADD CONSTRAINT "reassort_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassort_articles" ADD CONSTRAINT "reassort_articles_fournisseur_id_fournisseurs_id_fk" FOREIGN KEY ("fournisseur_id") REFERENCES "public"."fournisseurs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassort_min_max" ADD CONSTRAINT "reassort_min_max_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassort_min_max" ADD CONSTRAINT "reassort_min_max_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptions_commande" ADD CONSTRAINT "receptions_commande_bon_commande_id_bons_commande_id_fk" FOREIGN KEY ("bon_commande_id") REFERENCES "public"."bons_commande"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptions_commande" ADD CONSTRAINT "receptions_commande_recu_par_users_id_fk" FOREIGN KEY ("recu_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bon_commande_lignes_article_idx" ON "bon_commande_lignes" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "bons_commande_date_idx" ON "bons_commande" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bons_commande_magasin_date_idx" ON "bons_commande" USING btree ("magasin_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bons_commande_fournisseur_idx" ON "bons_commande" USING btree ("fournisseur_id");--> statement-breakpoint
CREATE INDEX "bons_commande_ouverts_idx" ON "bons_commande" USING btree ("magasin_id","envoye_le") WHERE "bons_commande"."statut" in ('brouillon', 'envoye', 'partiellement_recu');--> statement-breakpoint
CREATE INDEX "receptions_commande_bon_idx" ON "receptions_commande" USING btree ("bon_commande_id");--> statement-breakpoint
ALTER TABLE "entrees_stock" ADD CONSTRAINT "entrees_stock_bon_commande_ligne_id_bon_commande_lignes_id_fk" FOREIGN KEY ("bon_commande_ligne_id") REFERENCES "public"."bon_commande_lignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrees_stock" ADD CONSTRAINT "entrees_stock_reception_id_receptions_commande_id_fk" FOREIGN KEY ("reception_id") REFERENCES "public"."receptions_commande"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entrees_article_date_idx" ON "entrees_stock" USING btree ("article_id","date_entree" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "entrees_bon_commande_ligne_idx" ON "entrees_stock" USING btree ("bon_commande_ligne_id");--> statement-breakpoint
CREATE INDEX "entrees_reception_idx" ON "entrees_stock" USING btree ("reception_id");