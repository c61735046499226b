CREATE TABLE "tarif_articles" (
	"tarif_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"prix" bigint NOT NULL,
	"paliers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "tarif_articles_pk" PRIMARY KEY("tarif_id","article_id"),
	CONSTRAINT "tarif_articles_prix_ck" CHECK ("tarif_articles"."prix" > 0)
);
--> statement-breakpoint
CREATE TABLE "tarifs" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"pour_tous" boolean DEFAULT false NOT NULL,
	"magasins" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"du" timestamp with time zone,
	"au" timestamp with time zone,
	"types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "tarifs_dates_ck" CHECK ("tarifs"."du" is null or "tarifs"."au" is null or "tarifs"."au" > "tarifs"."du")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tarif_id" integer;--> statement-breakpoint
ALTER TABLE "tarif_articles" ADD CONSTRAINT "tarif_articles_tarif_id_tarifs_id_fk" FOREIGN KEY ("tarif_id") REFERENCES "public"."tarifs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarif_articles" ADD CONSTRAINT "tarif_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tarif_articles_article_idx" ON "tarif_articles" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tarifs_nom_uq" ON "tarifs" USING btree (lower("nom")) WHERE "tarifs"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tarif_id_tarifs_id_fk" FOREIGN KEY ("tarif_id") REFERENCES "public"."tarifs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_tarif_idx" ON "clients" USING btree ("tarif_id") WHERE "clients"."tarif_id" is not null;