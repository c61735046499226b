CREATE TYPE "public"."approval_status" AS ENUM('en_attente', 'acceptee', 'refusee', 'utilisee');--> statement-breakpoint
CREATE TABLE "accords_remise" (
	"id" serial PRIMARY KEY NOT NULL,
	"magasin_id" integer NOT NULL,
	"demandeur_id" integer NOT NULL,
	"statut" "approval_status" DEFAULT 'en_attente' NOT NULL,
	"montant_ticket" bigint NOT NULL,
	"montant_remise" bigint NOT NULL,
	"sous_le_cout" boolean DEFAULT false NOT NULL,
	"panier" jsonb NOT NULL,
	"note" text,
	"decidee_at" timestamp with time zone,
	"decidee_par" integer,
	"vente_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accords_remise_montants_ck" CHECK ("accords_remise"."montant_remise" >= 0 and "accords_remise"."montant_ticket" >= 0),
	CONSTRAINT "accords_remise_vente_ck" CHECK (("accords_remise"."statut" = 'utilisee') = ("accords_remise"."vente_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "codes_remise_utilises" (
	"magasin_id" integer NOT NULL,
	"minute" integer NOT NULL,
	"montant_max" bigint NOT NULL,
	"vente_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codes_remise_utilises_magasin_id_minute_montant_max_pk" PRIMARY KEY("magasin_id","minute","montant_max")
);
--> statement-breakpoint
CREATE TABLE "plafonds_remise_utilisateurs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plafond" integer NOT NULL,
	CONSTRAINT "plafonds_remise_utilisateurs_ck" CHECK ("plafonds_remise_utilisateurs"."plafond" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "reglages_remises" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"plafond_gerant" integer DEFAULT 1000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reglages_remises_un_ck" CHECK ("reglages_remises"."id" = 1),
	CONSTRAINT "reglages_remises_plafond_ck" CHECK ("reglages_remises"."plafond_gerant" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "secrets_codes_remise" (
	"magasin_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retour_lignes" DROP CONSTRAINT "retour_lignes_total_ck";--> statement-breakpoint
ALTER TABLE "vente_lignes" DROP CONSTRAINT "vente_lignes_total_ck";--> statement-breakpoint
ALTER TABLE "ventes" DROP CONSTRAINT "ventes_hors_ligne_ck";--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "prix_catalogue" bigint;--> statement-breakpoint
UPDATE "vente_lignes" SET "prix_catalogue" = "prix_unitaire";--> statement-breakpoint
ALTER TABLE "vente_lignes" ALTER COLUMN "prix_catalogue" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "remise_ligne" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "remise_ticket_part" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "remise_type" text;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "remise_valeur" integer;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "remise_motif" text;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "remise_motif_texte" text;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "tarif_id" integer;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "tarif_nom" text;--> statement-breakpoint
ALTER TABLE "ventes" ADD COLUMN "remise_ticket" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ventes" ADD COLUMN "remise_ticket_motif" text;--> statement-breakpoint
ALTER TABLE "ventes" ADD COLUMN "remise_ticket_motif_texte" text;--> statement-breakpoint
ALTER TABLE "ventes" ADD COLUMN "remise_non_autorisee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accords_remise" ADD CONSTRAINT "accords_remise_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accords_remise" ADD CONSTRAINT "accords_remise_demandeur_id_users_id_fk" FOREIGN KEY ("demandeur_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accords_remise" ADD CONSTRAINT "accords_remise_decidee_par_users_id_fk" FOREIGN KEY ("decidee_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accords_remise" ADD CONSTRAINT "accords_remise_vente_id_ventes_id_fk" FOREIGN KEY ("vente_id") REFERENCES "public"."ventes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes_remise_utilises" ADD CONSTRAINT "codes_remise_utilises_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes_remise_utilises" ADD CONSTRAINT "codes_remise_utilises_vente_id_ventes_id_fk" FOREIGN KEY ("vente_id") REFERENCES "public"."ventes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plafonds_remise_utilisateurs" ADD CONSTRAINT "plafonds_remise_utilisateurs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secrets_codes_remise" ADD CONSTRAINT "secrets_codes_remise_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accords_remise_statut_idx" ON "accords_remise" USING btree ("statut","magasin_id");--> statement-breakpoint
ALTER TABLE "retour_lignes" ADD CONSTRAINT "retour_lignes_total_ck" CHECK ("retour_lignes"."prix_total" >= 0 and "retour_lignes"."prix_total" <= "retour_lignes"."prix_unitaire" * "retour_lignes"."quantite");--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD CONSTRAINT "vente_lignes_remise_ck" CHECK ("vente_lignes"."remise_ligne" >= 0 and "vente_lignes"."remise_ticket_part" >= 0 and "vente_lignes"."prix_total" >= 0 and "vente_lignes"."prix_unitaire" <= "vente_lignes"."prix_catalogue");--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD CONSTRAINT "vente_lignes_total_ck" CHECK ("vente_lignes"."prix_total" = "vente_lignes"."prix_unitaire" * "vente_lignes"."quantite" - "vente_lignes"."remise_ligne" - "vente_lignes"."remise_ticket_part");--> statement-breakpoint
ALTER TABLE "ventes" ADD CONSTRAINT "ventes_hors_ligne_ck" CHECK ("ventes"."hors_ligne" or ("ventes"."date_appareil" is null and "ventes"."ticket_provisoire" is null and not "ventes"."recue_apres_cloture" and not "ventes"."plafond_depasse" and not "ventes"."remise_non_autorisee"));