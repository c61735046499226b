CREATE TABLE "rapprochement_colonnes" (
	"magasin_id" integer NOT NULL,
	"operateur" text NOT NULL,
	"colonnes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rapprochement_colonnes_magasin_id_operateur_pk" PRIMARY KEY("magasin_id","operateur")
);
--> statement-breakpoint
CREATE TABLE "rapprochements" (
	"id" serial PRIMARY KEY NOT NULL,
	"magasin_id" integer NOT NULL,
	"operateur" text NOT NULL,
	"etat" text NOT NULL,
	"ligne" integer,
	"reference_operateur" text,
	"date_operation" timestamp with time zone NOT NULL,
	"montant_releve" bigint,
	"frais" bigint DEFAULT 0 NOT NULL,
	"telephone" text,
	"paiement_id" integer,
	"versement_id" bigint,
	"ecart" bigint DEFAULT 0 NOT NULL,
	"par" text,
	"importe_par" integer,
	"resolu_le" timestamp with time zone,
	"resolu_par" integer,
	"commentaire" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rapprochements_etat_ck" CHECK (etat in ('rapproche', 'montant_different', 'encaisse_non_saisi', 'absent_du_releve')),
	CONSTRAINT "rapprochements_operateur_ck" CHECK (operateur in ('orange_money', 'wave', 'mtn_momo', 'moov_money')),
	CONSTRAINT "rapprochements_ligne_ck" CHECK ((etat = 'absent_du_releve') = (ligne is null and reference_operateur is null and montant_releve is null)),
	CONSTRAINT "rapprochements_un_paiement_ck" CHECK ("rapprochements"."paiement_id" is null or "rapprochements"."versement_id" is null),
	CONSTRAINT "rapprochements_frais_ck" CHECK ("rapprochements"."frais" >= 0),
	CONSTRAINT "rapprochements_resolution_ck" CHECK (("rapprochements"."resolu_le" is null) = ("rapprochements"."commentaire" is null))
);
--> statement-breakpoint
ALTER TABLE "rapprochement_colonnes" ADD CONSTRAINT "rapprochement_colonnes_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rapprochements" ADD CONSTRAINT "rapprochements_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rapprochements" ADD CONSTRAINT "rapprochements_paiement_id_paiements_id_fk" FOREIGN KEY ("paiement_id") REFERENCES "public"."paiements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rapprochements" ADD CONSTRAINT "rapprochements_versement_id_compte_client_mouvements_id_fk" FOREIGN KEY ("versement_id") REFERENCES "public"."compte_client_mouvements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rapprochements" ADD CONSTRAINT "rapprochements_importe_par_users_id_fk" FOREIGN KEY ("importe_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rapprochements" ADD CONSTRAINT "rapprochements_resolu_par_users_id_fk" FOREIGN KEY ("resolu_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rapprochements_reference_idx" ON "rapprochements" USING btree ("operateur","reference_operateur") WHERE "rapprochements"."reference_operateur" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rapprochements_paiement_idx" ON "rapprochements" USING btree ("paiement_id") WHERE "rapprochements"."paiement_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rapprochements_versement_idx" ON "rapprochements" USING btree ("versement_id") WHERE "rapprochements"."versement_id" is not null;--> statement-breakpoint
CREATE INDEX "rapprochements_magasin_date_idx" ON "rapprochements" USING btree ("magasin_id","operateur","date_operation" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rapprochements_date_idx" ON "rapprochements" USING btree ("date_operation" DESC NULLS FIRST,"id" DESC NULLS FIRST);