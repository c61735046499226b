CREATE TABLE "fournisseurs" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"telephone" text,
	"quartier" text,
	"delai_livraison" integer,
	"minimum_commande" bigint,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "fournisseurs_chiffres_ck" CHECK (("fournisseurs"."delai_livraison" is null or "fournisseurs"."delai_livraison" >= 0) and ("fournisseurs"."minimum_commande" is null or "fournisseurs"."minimum_commande" >= 0))
);
--> statement-breakpoint
ALTER TABLE "entrees_stock" ADD COLUMN "fournisseur_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "fournisseurs_nom_uq" ON "fournisseurs" USING btree (lower("nom")) WHERE "fournisseurs"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "entrees_stock" ADD CONSTRAINT "entrees_stock_fournisseur_id_fournisseurs_id_fk" FOREIGN KEY ("fournisseur_id") REFERENCES "public"."fournisseurs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entrees_fournisseur_id_idx" ON "entrees_stock" USING btree ("fournisseur_id");--> statement-breakpoint
-- The deliveries recorded before suppliers were records name them in free text: each distinct name
-- (trimmed, any case) becomes a supplier, spelt as the deliveries spell it most often (the latest
-- delivery's spelling on a tie), and every delivery of that name is linked to it. 'Non renseigné',
-- what a delivery without a supplier records, names no one. The deliveries' text is left as it was.
INSERT INTO "fournisseurs" ("nom")
SELECT DISTINCT ON (lower("nom")) "nom"
FROM (
  SELECT btrim("fournisseur") AS "nom", count(*) AS "fois", max("id") AS "dernier"
  FROM "entrees_stock"
  WHERE btrim("fournisseur") <> '' AND lower(btrim("fournisseur")) <> lower('Non renseigné')
  GROUP BY btrim("fournisseur")
) AS "orthographes"
ORDER BY lower("nom"), "fois" DESC, "dernier" DESC;--> statement-breakpoint
UPDATE "entrees_stock" AS "e" SET "fournisseur_id" = "f"."id"
FROM "fournisseurs" AS "f"
WHERE "f"."deleted_at" IS NULL AND lower(btrim("e"."fournisseur")) = lower("f"."nom");
