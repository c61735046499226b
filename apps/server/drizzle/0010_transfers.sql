CREATE TYPE "public"."transfer_status" AS ENUM('brouillon', 'expedie', 'recu', 'recu_partiellement', 'annule');--> statement-breakpoint
CREATE TABLE "transfert_lignes" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfert_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"bain" text DEFAULT '' NOT NULL,
	"quantite" integer NOT NULL,
	"quantite_recue" integer,
	"motif" text,
	"commentaire" text,
	CONSTRAINT "transfert_lignes_article_uq" UNIQUE("transfert_id","article_id","bain"),
	CONSTRAINT "transfert_lignes_quantite_ck" CHECK ("transfert_lignes"."quantite" > 0),
	CONSTRAINT "transfert_lignes_recue_ck" CHECK ("transfert_lignes"."quantite_recue" is null or ("transfert_lignes"."quantite_recue" >= 0 and "transfert_lignes"."quantite_recue" <= "transfert_lignes"."quantite")),
	CONSTRAINT "transfert_lignes_motif_ck" CHECK (("transfert_lignes"."motif" is not null) = ("transfert_lignes"."quantite_recue" is not null and "transfert_lignes"."quantite_recue" < "transfert_lignes"."quantite")
        and ("transfert_lignes"."motif" is null or "transfert_lignes"."motif" in ('casse', 'vol', 'erreur_saisie', 'autre')))
);
--> statement-breakpoint
CREATE TABLE "transferts" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"statut" "transfer_status" DEFAULT 'brouillon' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cree_par" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expedie_par" integer,
	"expedie_le" timestamp with time zone,
	"recu_par" integer,
	"recu_le" timestamp with time zone,
	"annule_par" integer,
	"annule_le" timestamp with time zone,
	CONSTRAINT "transferts_magasins_ck" CHECK ("transferts"."source_id" <> "transferts"."destination_id"),
	CONSTRAINT "transferts_etapes_ck" CHECK (("transferts"."expedie_le" is not null) = ("transferts"."statut" in ('expedie', 'recu', 'recu_partiellement'))
        and ("transferts"."recu_le" is not null) = ("transferts"."statut" in ('recu', 'recu_partiellement'))
        and ("transferts"."annule_le" is not null) = ("transferts"."statut" = 'annule'))
);
--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD COLUMN "transfert_id" integer;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD COLUMN "raison" text;--> statement-breakpoint
ALTER TABLE "transfert_lignes" ADD CONSTRAINT "transfert_lignes_transfert_id_transferts_id_fk" FOREIGN KEY ("transfert_id") REFERENCES "public"."transferts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfert_lignes" ADD CONSTRAINT "transfert_lignes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferts" ADD CONSTRAINT "transferts_source_id_magasins_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferts" ADD CONSTRAINT "transferts_destination_id_magasins_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferts" ADD CONSTRAINT "transferts_cree_par_users_id_fk" FOREIGN KEY ("cree_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferts" ADD CONSTRAINT "transferts_expedie_par_users_id_fk" FOREIGN KEY ("expedie_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferts" ADD CONSTRAINT "transferts_recu_par_users_id_fk" FOREIGN KEY ("recu_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferts" ADD CONSTRAINT "transferts_annule_par_users_id_fk" FOREIGN KEY ("annule_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfert_lignes_article_idx" ON "transfert_lignes" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "transferts_source_date_idx" ON "transferts" USING btree ("source_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transferts_destination_date_idx" ON "transferts" USING btree ("destination_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transferts_date_idx" ON "transferts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transferts_en_transit_idx" ON "transferts" USING btree ("expedie_le") WHERE "transferts"."statut" = 'expedie';--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_transfert_id_transferts_id_fk" FOREIGN KEY ("transfert_id") REFERENCES "public"."transferts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mouvements_transfert_idx" ON "mouvements_stock" USING btree ("transfert_id");--> statement-breakpoint
CREATE INDEX "mouvements_kind_idx" ON "mouvements_stock" USING btree ("magasin_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_raison_ck" CHECK ("mouvements_stock"."raison" is null or "mouvements_stock"."raison" in ('casse', 'vol', 'erreur_saisie', 'trouve', 'autre'));