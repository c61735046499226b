-- Internal barcodes: an EAN-13 starting with 2 (a prefix kept for in-store codes), eleven digits
-- from a sequence and a valid check digit (weights 1 and 3 from the left). An article created
-- without a supplier's code gets one from the column default; existing articles get theirs when
-- the column is added.
CREATE SEQUENCE "articles_code_interne_seq";--> statement-breakpoint
CREATE FUNCTION "ean13_interne"(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT body || ((10 - (sum(substr(body, i, 1)::int * (CASE WHEN i % 2 = 0 THEN 3 ELSE 1 END)) % 10)) % 10)::text
  FROM (SELECT '2' || lpad(n::text, 11, '0') AS body) b, generate_series(1, 12) AS i
  GROUP BY body
$$;--> statement-breakpoint
CREATE TYPE "public"."compte_client_kind" AS ENUM('vente_a_credit', 'versement', 'retour', 'annulation', 'correction', 'paiement_avoir');--> statement-breakpoint
CREATE TYPE "public"."return_state" AS ENUM('revendable', 'defectueux');--> statement-breakpoint
ALTER TYPE "public"."movement_kind" ADD VALUE 'retour';--> statement-breakpoint
ALTER TYPE "public"."movement_kind" ADD VALUE 'perte';--> statement-breakpoint
ALTER TYPE "public"."movement_kind" ADD VALUE 'transfert_sortie';--> statement-breakpoint
ALTER TYPE "public"."movement_kind" ADD VALUE 'transfert_entree';--> statement-breakpoint
CREATE TABLE "compte_client_mouvements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"magasin_id" integer,
	"user_id" integer,
	"kind" "compte_client_kind" NOT NULL,
	"montant_du" bigint DEFAULT 0 NOT NULL,
	"montant_avoir" bigint DEFAULT 0 NOT NULL,
	"solde_du_apres" bigint NOT NULL,
	"solde_avoir_apres" bigint NOT NULL,
	"vente_id" integer,
	"retour_id" integer,
	"methode" text,
	"reference" text,
	"echeance" date,
	"motif" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compte_client_montant_ck" CHECK ("compte_client_mouvements"."montant_du" <> 0 or "compte_client_mouvements"."montant_avoir" <> 0),
	CONSTRAINT "compte_client_soldes_ck" CHECK ("compte_client_mouvements"."solde_du_apres" >= 0 and "compte_client_mouvements"."solde_avoir_apres" >= 0)
);
--> statement-breakpoint
CREATE TABLE "compteurs_avoirs" (
	"magasin_id" integer NOT NULL,
	"annee" integer NOT NULL,
	"dernier_numero" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "compteurs_avoirs_magasin_id_annee_pk" PRIMARY KEY("magasin_id","annee")
);
--> statement-breakpoint
CREATE TABLE "retour_lignes" (
	"id" serial PRIMARY KEY NOT NULL,
	"retour_id" integer NOT NULL,
	"vente_ligne_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"bain" text DEFAULT '' NOT NULL,
	"quantite" integer NOT NULL,
	"prix_unitaire" bigint NOT NULL,
	"prix_total" bigint NOT NULL,
	"etat" "return_state" NOT NULL,
	"motif" text NOT NULL,
	CONSTRAINT "retour_lignes_quantite_ck" CHECK ("retour_lignes"."quantite" > 0),
	CONSTRAINT "retour_lignes_total_ck" CHECK ("retour_lignes"."prix_total" = "retour_lignes"."prix_unitaire" * "retour_lignes"."quantite")
);
--> statement-breakpoint
CREATE TABLE "retours" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero_avoir" text NOT NULL,
	"vente_id" integer NOT NULL,
	"magasin_id" integer NOT NULL,
	"client_id" integer,
	"user_id" integer,
	"montant" bigint NOT NULL,
	"methode_remboursement" text NOT NULL,
	"reference_remboursement" text,
	"session_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retours_numero_avoir_unique" UNIQUE("numero_avoir"),
	CONSTRAINT "retours_montant_ck" CHECK ("retours"."montant" > 0),
	CONSTRAINT "retours_methode_ck" CHECK (methode_remboursement in ('especes', 'orange_money', 'wave', 'mtn_momo', 'moov_money', 'avoir_client')),
	CONSTRAINT "retours_reference_ck" CHECK ((methode_remboursement in ('orange_money', 'wave', 'mtn_momo', 'moov_money')) = (reference_remboursement is not null)),
	CONSTRAINT "retours_avoir_client_ck" CHECK ("retours"."methode_remboursement" <> 'avoir_client' or "retours"."client_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "photos_magasins" (
	"magasin_id" integer PRIMARY KEY NOT NULL,
	"contenu" "bytea" NOT NULL,
	"type_mime" text NOT NULL,
	"taille" integer NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_magasins_taille_ck" CHECK ("photos_magasins"."taille" > 0 and "photos_magasins"."taille" <= 2097152),
	CONSTRAINT "photos_magasins_type_ck" CHECK ("photos_magasins"."type_mime" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "stock_bains" (
	"id" serial PRIMARY KEY NOT NULL,
	"magasin_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"bain" text DEFAULT '' NOT NULL,
	"quantite" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_bains_ligne_uq" UNIQUE("magasin_id","article_id","bain"),
	CONSTRAINT "stock_bains_quantite_ck" CHECK ("stock_bains"."quantite" >= 0),
	CONSTRAINT "stock_bains_bain_ck" CHECK ("stock_bains"."bain" = btrim("stock_bains"."bain") and length("stock_bains"."bain") <= 40)
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "code_barre" text DEFAULT ean13_interne(nextval('articles_code_interne_seq')) NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "solde_du" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "solde_avoir" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "plafond_credit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entrees_stock" ADD COLUMN "bain" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "bain" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD COLUMN "quantite_retournee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD COLUMN "bain" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD COLUMN "retour_id" integer;--> statement-breakpoint
ALTER TABLE "compte_client_mouvements" ADD CONSTRAINT "compte_client_mouvements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compte_client_mouvements" ADD CONSTRAINT "compte_client_mouvements_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compte_client_mouvements" ADD CONSTRAINT "compte_client_mouvements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compte_client_mouvements" ADD CONSTRAINT "compte_client_mouvements_vente_id_ventes_id_fk" FOREIGN KEY ("vente_id") REFERENCES "public"."ventes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compte_client_mouvements" ADD CONSTRAINT "compte_client_mouvements_retour_id_retours_id_fk" FOREIGN KEY ("retour_id") REFERENCES "public"."retours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compteurs_avoirs" ADD CONSTRAINT "compteurs_avoirs_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retour_lignes" ADD CONSTRAINT "retour_lignes_retour_id_retours_id_fk" FOREIGN KEY ("retour_id") REFERENCES "public"."retours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retour_lignes" ADD CONSTRAINT "retour_lignes_vente_ligne_id_vente_lignes_id_fk" FOREIGN KEY ("vente_ligne_id") REFERENCES "public"."vente_lignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retour_lignes" ADD CONSTRAINT "retour_lignes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retours" ADD CONSTRAINT "retours_vente_id_ventes_id_fk" FOREIGN KEY ("vente_id") REFERENCES "public"."ventes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retours" ADD CONSTRAINT "retours_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retours" ADD CONSTRAINT "retours_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retours" ADD CONSTRAINT "retours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retours" ADD CONSTRAINT "retours_session_id_caisse_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."caisse_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos_magasins" ADD CONSTRAINT "photos_magasins_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_bains" ADD CONSTRAINT "stock_bains_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_bains" ADD CONSTRAINT "stock_bains_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compte_client_client_idx" ON "compte_client_mouvements" USING btree ("client_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "compte_client_vente_idx" ON "compte_client_mouvements" USING btree ("vente_id");--> statement-breakpoint
CREATE INDEX "retour_lignes_retour_idx" ON "retour_lignes" USING btree ("retour_id");--> statement-breakpoint
CREATE INDEX "retour_lignes_vente_ligne_idx" ON "retour_lignes" USING btree ("vente_ligne_id");--> statement-breakpoint
CREATE INDEX "retours_vente_idx" ON "retours" USING btree ("vente_id");--> statement-breakpoint
CREATE INDEX "retours_magasin_date_idx" ON "retours" USING btree ("magasin_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "retours_date_idx" ON "retours" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "retours_client_idx" ON "retours" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "retours_session_idx" ON "retours" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retours_reference_idx" ON "retours" USING btree ("methode_remboursement","reference_remboursement") WHERE "retours"."reference_remboursement" is not null;--> statement-breakpoint
CREATE INDEX "stock_bains_article_idx" ON "stock_bains" USING btree ("article_id");--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_retour_id_retours_id_fk" FOREIGN KEY ("retour_id") REFERENCES "public"."retours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_debiteurs_idx" ON "clients" USING btree ("solde_du") WHERE "clients"."solde_du" > 0;--> statement-breakpoint
CREATE INDEX "mouvements_retour_idx" ON "mouvements_stock" USING btree ("retour_id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_code_barre_uq" UNIQUE("code_barre");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_soldes_ck" CHECK ("clients"."solde_du" >= 0 and "clients"."solde_avoir" >= 0 and "clients"."plafond_credit" >= 0);--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD CONSTRAINT "vente_lignes_retour_ck" CHECK ("vente_lignes"."quantite_retournee" >= 0 and "vente_lignes"."quantite_retournee" <= "vente_lignes"."quantite");--> statement-breakpoint
-- Dye lots: wool stocked before lots existed goes to the lot 'inconnu', with its whole history
-- (entries, sale lines and movements) so that every lot still equals the sum of its movements;
-- every other article has one implicit lot, ''.
UPDATE "mouvements_stock" m SET "bain" = 'inconnu' FROM "articles" a WHERE a.id = m.article_id AND a.type = 'laine';--> statement-breakpoint
UPDATE "entrees_stock" e SET "bain" = 'inconnu' FROM "articles" a WHERE a.id = e.article_id AND a.type = 'laine';--> statement-breakpoint
UPDATE "vente_lignes" l SET "bain" = 'inconnu' FROM "articles" a WHERE a.id = l.article_id AND a.type = 'laine';--> statement-breakpoint
INSERT INTO "stock_bains" ("magasin_id", "article_id", "bain", "quantite", "created_at", "updated_at")
  SELECT s.magasin_id, s.article_id, CASE WHEN a.type = 'laine' THEN 'inconnu' ELSE '' END, s.quantite, s.date_ajout, s.updated_at
  FROM "stocks" s JOIN "articles" a ON a.id = s.article_id;--> statement-breakpoint
-- A client's account is append-only, like the journal: corrections are reversing rows.
CREATE FUNCTION "compte_client_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Le compte client ne se modifie pas : ajoutez une correction' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "compte_client_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "compte_client_mouvements"
  FOR EACH STATEMENT EXECUTE FUNCTION "compte_client_refuse_change"();
