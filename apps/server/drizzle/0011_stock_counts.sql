CREATE TYPE "public"."count_status" AS ENUM('en_cours', 'valide', 'annule');--> statement-breakpoint
CREATE TABLE "inventaire_lignes" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventaire_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"bain" text DEFAULT '' NOT NULL,
	"quantite_comptee" integer NOT NULL,
	"quantite_attendue" integer NOT NULL,
	"repere" bigint NOT NULL,
	"compte_par" integer,
	"compte_le" timestamp with time zone DEFAULT now() NOT NULL,
	"motif" text,
	"mouvement_id" bigint,
	CONSTRAINT "inventaire_lignes_article_uq" UNIQUE("inventaire_id","article_id","bain"),
	CONSTRAINT "inventaire_lignes_quantites_ck" CHECK ("inventaire_lignes"."quantite_comptee" >= 0 and "inventaire_lignes"."quantite_attendue" >= 0),
	CONSTRAINT "inventaire_lignes_motif_ck" CHECK ("inventaire_lignes"."motif" is null or "inventaire_lignes"."motif" in ('casse', 'vol', 'erreur_saisie', 'trouve', 'autre'))
);
--> statement-breakpoint
CREATE TABLE "inventaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"magasin_id" integer NOT NULL,
	"type_article" "article_type",
	"statut" "count_status" DEFAULT 'en_cours' NOT NULL,
	"ouvert_par" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valide_par" integer,
	"valide_le" timestamp with time zone,
	"annule_par" integer,
	"annule_le" timestamp with time zone,
	CONSTRAINT "inventaires_etapes_ck" CHECK (("inventaires"."valide_le" is not null) = ("inventaires"."statut" = 'valide') and ("inventaires"."annule_le" is not null) = ("inventaires"."statut" = 'annule'))
);
--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD COLUMN "inventaire_id" integer;--> statement-breakpoint
ALTER TABLE "inventaire_lignes" ADD CONSTRAINT "inventaire_lignes_inventaire_id_inventaires_id_fk" FOREIGN KEY ("inventaire_id") REFERENCES "public"."inventaires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventaire_lignes" ADD CONSTRAINT "inventaire_lignes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventaire_lignes" ADD CONSTRAINT "inventaire_lignes_compte_par_users_id_fk" FOREIGN KEY ("compte_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventaires" ADD CONSTRAINT "inventaires_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventaires" ADD CONSTRAINT "inventaires_ouvert_par_users_id_fk" FOREIGN KEY ("ouvert_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventaires" ADD CONSTRAINT "inventaires_valide_par_users_id_fk" FOREIGN KEY ("valide_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventaires" ADD CONSTRAINT "inventaires_annule_par_users_id_fk" FOREIGN KEY ("annule_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventaire_lignes_article_idx" ON "inventaire_lignes" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventaires_en_cours_uq" ON "inventaires" USING btree ("magasin_id") WHERE "inventaires"."statut" = 'en_cours';--> statement-breakpoint
CREATE INDEX "inventaires_magasin_date_idx" ON "inventaires" USING btree ("magasin_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventaires_date_idx" ON "inventaires" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_inventaire_id_inventaires_id_fk" FOREIGN KEY ("inventaire_id") REFERENCES "public"."inventaires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mouvements_inventaire_idx" ON "mouvements_stock" USING btree ("inventaire_id");