CREATE TYPE "public"."article_type" AS ENUM('laine', 'accessoire', 'habit', 'trousse', 'kit', 'machine', 'composant');--> statement-breakpoint
CREATE TYPE "public"."user_token_kind" AS ENUM('password_reset', 'email_verification');--> statement-breakpoint
CREATE TYPE "public"."entry_type" AS ENUM('livraison', 'autre_type');--> statement-breakpoint
CREATE TYPE "public"."sale_status" AS ENUM('validee', 'annulee');--> statement-breakpoint
CREATE TYPE "public"."movement_kind" AS ENUM('entree', 'vente', 'ajout', 'annulation', 'ajustement');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('direction', 'gerant');--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "article_type" NOT NULL,
	"nom" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prix_unitaire" bigint DEFAULT 0 NOT NULL,
	"unite" text DEFAULT 'unité' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"famille" text,
	"grammage" integer,
	"couleur" text,
	"type_couleur" text,
	"categorie" text,
	"taille" text,
	"type_habit" text,
	"sexe" text,
	"composants" jsonb,
	"contenance" text,
	"marque" text,
	"quantite_composant" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "articles_prix_ck" CHECK ("articles"."prix_unitaire" >= 0),
	CONSTRAINT "articles_laine_ck" CHECK ("articles"."type" <> 'laine' or ("articles"."famille" in ('avec_marque', 'sans_marque') and "articles"."grammage" >= 1 and "articles"."type_couleur" in ('unique', 'multi'))),
	CONSTRAINT "articles_machine_ck" CHECK ("articles"."type" <> 'machine' or "articles"."marque" is not null),
	CONSTRAINT "articles_composant_ck" CHECK ("articles"."type" <> 'composant' or ("articles"."categorie" is not null and "articles"."quantite_composant" >= 1))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_refresh_token_hash_unique" UNIQUE("refresh_token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "user_token_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"contact" text NOT NULL,
	"sexe" text,
	"adresse" text,
	"email" text,
	"date_naissance" date,
	"profession" text,
	"nationalite" text,
	"chiffre_affaire" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "clients_sexe_ck" CHECK ("clients"."sexe" is null or "clients"."sexe" in ('M', 'F')),
	CONSTRAINT "clients_ca_ck" CHECK ("clients"."chiffre_affaire" >= 0)
);
--> statement-breakpoint
CREATE TABLE "entrees_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"magasin_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"quantite" integer NOT NULL,
	"prix_unitaire" bigint NOT NULL,
	"prix_total" bigint NOT NULL,
	"fournisseur" text NOT NULL,
	"reference_commande" text,
	"date_entree" timestamp with time zone DEFAULT now() NOT NULL,
	"commentaire" text,
	"type_entree" "entry_type" DEFAULT 'livraison' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entrees_quantite_ck" CHECK ("entrees_stock"."quantite" > 0),
	CONSTRAINT "entrees_prix_ck" CHECK ("entrees_stock"."prix_unitaire" >= 0 and "entrees_stock"."prix_total" = "entrees_stock"."prix_unitaire" * "entrees_stock"."quantite")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "compteurs_factures" (
	"magasin_id" integer NOT NULL,
	"annee" integer NOT NULL,
	"dernier_numero" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "compteurs_factures_magasin_id_annee_pk" PRIMARY KEY("magasin_id","annee")
);
--> statement-breakpoint
CREATE TABLE "vente_lignes" (
	"id" serial PRIMARY KEY NOT NULL,
	"vente_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"article_nom" text NOT NULL,
	"article_type" "article_type" NOT NULL,
	"quantite" integer NOT NULL,
	"prix_unitaire" bigint NOT NULL,
	"prix_total" bigint NOT NULL,
	CONSTRAINT "vente_lignes_quantite_ck" CHECK ("vente_lignes"."quantite" > 0),
	CONSTRAINT "vente_lignes_total_ck" CHECK ("vente_lignes"."prix_total" = "vente_lignes"."prix_unitaire" * "vente_lignes"."quantite")
);
--> statement-breakpoint
CREATE TABLE "ventes" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero_facture" text NOT NULL,
	"magasin_id" integer NOT NULL,
	"client_id" integer,
	"user_id" integer,
	"date_vente" timestamp with time zone DEFAULT now() NOT NULL,
	"total" bigint NOT NULL,
	"statut" "sale_status" DEFAULT 'validee' NOT NULL,
	"annulee_at" timestamp with time zone,
	"annulee_par" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ventes_numero_facture_unique" UNIQUE("numero_facture"),
	CONSTRAINT "ventes_total_ck" CHECK ("ventes"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "magasins" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"nom" text NOT NULL,
	"quartier" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"photo_url" text,
	"photo_alt" text,
	"adresse" text DEFAULT '' NOT NULL,
	"code_postal" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magasins_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "mouvements_stock" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"magasin_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"kind" "movement_kind" NOT NULL,
	"quantite" integer NOT NULL,
	"stock_apres" integer NOT NULL,
	"user_id" integer,
	"vente_id" integer,
	"entree_id" integer,
	"reference" text,
	"motif" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mouvements_quantite_ck" CHECK ("mouvements_stock"."quantite" <> 0),
	CONSTRAINT "mouvements_stock_apres_ck" CHECK ("mouvements_stock"."stock_apres" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"magasin_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"quantite" integer DEFAULT 0 NOT NULL,
	"quantite_seuil" integer DEFAULT 5 NOT NULL,
	"date_ajout" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stocks_magasin_article_uq" UNIQUE("magasin_id","article_id"),
	CONSTRAINT "stocks_quantite_ck" CHECK ("stocks"."quantite" >= 0),
	CONSTRAINT "stocks_seuil_ck" CHECK ("stocks"."quantite_seuil" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" DEFAULT 'gerant' NOT NULL,
	"nationalite" text DEFAULT 'FR' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"magasin_id" integer,
	"email_verified_at" timestamp with time zone,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_role_shop_ck" CHECK (("users"."role" = 'gerant' and "users"."magasin_id" is not null) or ("users"."role" = 'direction' and "users"."magasin_id" is null))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrees_stock" ADD CONSTRAINT "entrees_stock_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrees_stock" ADD CONSTRAINT "entrees_stock_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrees_stock" ADD CONSTRAINT "entrees_stock_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compteurs_factures" ADD CONSTRAINT "compteurs_factures_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD CONSTRAINT "vente_lignes_vente_id_ventes_id_fk" FOREIGN KEY ("vente_id") REFERENCES "public"."ventes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vente_lignes" ADD CONSTRAINT "vente_lignes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventes" ADD CONSTRAINT "ventes_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventes" ADD CONSTRAINT "ventes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventes" ADD CONSTRAINT "ventes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventes" ADD CONSTRAINT "ventes_annulee_par_users_id_fk" FOREIGN KEY ("annulee_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_vente_id_ventes_id_fk" FOREIGN KEY ("vente_id") REFERENCES "public"."ventes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mouvements_stock" ADD CONSTRAINT "mouvements_stock_entree_id_entrees_stock_id_fk" FOREIGN KEY ("entree_id") REFERENCES "public"."entrees_stock"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_type_nom_idx" ON "articles" USING btree ("type",lower("nom")) WHERE "articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "articles_type_prix_idx" ON "articles" USING btree ("type","prix_unitaire") WHERE "articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "clients_nom_idx" ON "clients" USING btree (lower("nom"),lower("prenom")) WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_contact_idx" ON "clients" USING btree ("contact");--> statement-breakpoint
CREATE INDEX "clients_created_idx" ON "clients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "entrees_magasin_date_idx" ON "entrees_stock" USING btree ("magasin_id","date_entree" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entrees_date_idx" ON "entrees_stock" USING btree ("date_entree" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entrees_article_idx" ON "entrees_stock" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "entrees_fournisseur_idx" ON "entrees_stock" USING btree (lower("fournisseur"));--> statement-breakpoint
CREATE INDEX "vente_lignes_vente_idx" ON "vente_lignes" USING btree ("vente_id");--> statement-breakpoint
CREATE INDEX "vente_lignes_article_idx" ON "vente_lignes" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "ventes_magasin_date_idx" ON "ventes" USING btree ("magasin_id","date_vente" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ventes_date_idx" ON "ventes" USING btree ("date_vente" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ventes_client_date_idx" ON "ventes" USING btree ("client_id","date_vente" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ventes_total_idx" ON "ventes" USING btree ("total");--> statement-breakpoint
CREATE INDEX "magasins_nom_idx" ON "magasins" USING btree (lower("nom"));--> statement-breakpoint
CREATE INDEX "mouvements_magasin_date_idx" ON "mouvements_stock" USING btree ("magasin_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mouvements_date_idx" ON "mouvements_stock" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mouvements_line_idx" ON "mouvements_stock" USING btree ("magasin_id","article_id");--> statement-breakpoint
CREATE INDEX "mouvements_article_idx" ON "mouvements_stock" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "mouvements_vente_idx" ON "mouvements_stock" USING btree ("vente_id");--> statement-breakpoint
CREATE INDEX "mouvements_entree_idx" ON "mouvements_stock" USING btree ("entree_id");--> statement-breakpoint
CREATE INDEX "stocks_article_idx" ON "stocks" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "stocks_alert_idx" ON "stocks" USING btree ("magasin_id") WHERE "stocks"."quantite" <= "stocks"."quantite_seuil";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree ("username") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_magasin_idx" ON "users" USING btree ("magasin_id");