ALTER TYPE "public"."compte_client_kind" ADD VALUE 'mise_de_cote';--> statement-breakpoint
CREATE TABLE "mise_de_cote_acomptes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mise_de_cote_id" integer NOT NULL,
	"magasin_id" integer NOT NULL,
	"session_id" integer,
	"kind" text NOT NULL,
	"methode" text,
	"montant" bigint NOT NULL,
	"montant_recu" bigint,
	"monnaie_rendue" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"vente_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mise_de_cote_acomptes_kind_ck" CHECK ("mise_de_cote_acomptes"."kind" in ('versement', 'retrait', 'remboursement', 'avoir')),
	CONSTRAINT "mise_de_cote_acomptes_sens_ck" CHECK (("mise_de_cote_acomptes"."kind" = 'versement') = ("mise_de_cote_acomptes"."montant" > 0) and "mise_de_cote_acomptes"."montant" <> 0)
);
--> statement-breakpoint
CREATE TABLE "mise_de_cote_lignes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mise_de_cote_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"bain" text DEFAULT '' NOT NULL,
	"quantite" integer NOT NULL,
	"quantite_retiree" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mise_de_cote_lignes_quantite_ck" CHECK ("mise_de_cote_lignes"."quantite" > 0),
	CONSTRAINT "mise_de_cote_lignes_retiree_ck" CHECK ("mise_de_cote_lignes"."quantite_retiree" >= 0 and "mise_de_cote_lignes"."quantite_retiree" <= "mise_de_cote_lignes"."quantite")
);
--> statement-breakpoint
CREATE TABLE "mises_de_cote" (
	"id" serial PRIMARY KEY NOT NULL,
	"magasin_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"statut" text DEFAULT 'en_cours' NOT NULL,
	"echeance" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cloture_at" timestamp with time zone,
	"motif_annulation" text,
	"depot_devenu" text,
	CONSTRAINT "mises_de_cote_statut_ck" CHECK ("mises_de_cote"."statut" in ('en_cours', 'retiree', 'annulee', 'expiree')),
	CONSTRAINT "mises_de_cote_depot_ck" CHECK ("mises_de_cote"."depot_devenu" is null or "mises_de_cote"."depot_devenu" in ('avoir', 'remboursement'))
);
--> statement-breakpoint
CREATE TABLE "reglages_mises_de_cote" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"depot_annulation" text NOT NULL,
	"delai_grace_jours" integer NOT NULL,
	"duree_jours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reglages_mises_de_cote_un_ck" CHECK ("reglages_mises_de_cote"."id" = 1),
	CONSTRAINT "reglages_mises_de_cote_depot_ck" CHECK ("reglages_mises_de_cote"."depot_annulation" in ('avoir', 'remboursement'))
);
--> statement-breakpoint
ALTER TABLE "paiements" DROP CONSTRAINT "paiements_methode_ck";--> statement-breakpoint
ALTER TABLE "stock_bains" ADD COLUMN "reserve" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mise_de_cote_acomptes" ADD CONSTRAINT "mise_de_cote_acomptes_mise_de_cote_id_mises_de_cote_id_fk" FOREIGN KEY ("mise_de_cote_id") REFERENCES "public"."mises_de_cote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mise_de_cote_acomptes" ADD CONSTRAINT "mise_de_cote_acomptes_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mise_de_cote_acomptes" ADD CONSTRAINT "mise_de_cote_acomptes_session_id_caisse_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."caisse_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mise_de_cote_acomptes" ADD CONSTRAINT "mise_de_cote_acomptes_vente_id_ventes_id_fk" FOREIGN KEY ("vente_id") REFERENCES "public"."ventes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mise_de_cote_acomptes" ADD CONSTRAINT "mise_de_cote_acomptes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mise_de_cote_lignes" ADD CONSTRAINT "mise_de_cote_lignes_mise_de_cote_id_mises_de_cote_id_fk" FOREIGN KEY ("mise_de_cote_id") REFERENCES "public"."mises_de_cote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mise_de_cote_lignes" ADD CONSTRAINT "mise_de_cote_lignes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mises_de_cote" ADD CONSTRAINT "mises_de_cote_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mises_de_cote" ADD CONSTRAINT "mises_de_cote_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mises_de_cote" ADD CONSTRAINT "mises_de_cote_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mise_de_cote_acomptes_mdc_idx" ON "mise_de_cote_acomptes" USING btree ("mise_de_cote_id");--> statement-breakpoint
CREATE INDEX "mise_de_cote_acomptes_session_idx" ON "mise_de_cote_acomptes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "mise_de_cote_lignes_mdc_idx" ON "mise_de_cote_lignes" USING btree ("mise_de_cote_id");--> statement-breakpoint
CREATE INDEX "mises_de_cote_magasin_idx" ON "mises_de_cote" USING btree ("magasin_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mises_de_cote_client_idx" ON "mises_de_cote" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "mises_de_cote_echeance_idx" ON "mises_de_cote" USING btree ("echeance") WHERE "mises_de_cote"."statut" = 'en_cours';--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_methode_ck" CHECK (methode in ('especes', 'orange_money', 'wave', 'mtn_momo', 'moov_money', 'avoir_client', 'credit_client', 'acompte'));--> statement-breakpoint
ALTER TABLE "stock_bains" ADD CONSTRAINT "stock_bains_reserve_ck" CHECK ("stock_bains"."reserve" >= 0);