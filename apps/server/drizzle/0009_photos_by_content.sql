CREATE TABLE "photos" (
	"etag" text PRIMARY KEY NOT NULL,
	"contenu" "bytea" NOT NULL,
	"type_mime" text NOT NULL,
	"taille" integer NOT NULL,
	"televersee_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_etag_ck" CHECK ("photos"."etag" ~ '^[a-f0-9]{32}$'),
	CONSTRAINT "photos_taille_ck" CHECK ("photos"."taille" > 0 and "photos"."taille" <= 2097152),
	CONSTRAINT "photos_type_ck" CHECK ("photos"."type_mime" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "magasins" ADD COLUMN "photo_etag" text;--> statement-breakpoint
-- The shops' photos, kept by their content from now on: two shops with the same bytes share one row.
INSERT INTO "photos" ("etag", "contenu", "type_mime", "taille", "televersee_le")
SELECT DISTINCT ON ("etag") "etag", "contenu", "type_mime", "taille", "updated_at"
FROM "photos_magasins"
ORDER BY "etag", "updated_at" DESC;--> statement-breakpoint
-- Each shop points at its photo, under the photo's own address (no longer the shop's).
UPDATE "magasins" AS m
SET "photo_etag" = p."etag",
	"photo_url" = '/api/Magasins/photos/' || p."etag" || '.' ||
		CASE p."type_mime" WHEN 'image/jpeg' THEN 'jpg' WHEN 'image/png' THEN 'png' ELSE 'webp' END
FROM "photos_magasins" AS p
WHERE p."magasin_id" = m."id";--> statement-breakpoint
-- An address of the shop-keyed form whose bytes are gone would never be served: the shop has no photo.
UPDATE "magasins"
SET "photo_url" = NULL, "photo_alt" = NULL
WHERE "photo_etag" IS NULL AND "photo_url" LIKE '/api/Magasins/%';--> statement-breakpoint
DROP TABLE "photos_magasins" CASCADE;--> statement-breakpoint
CREATE INDEX "photos_televersee_le_idx" ON "photos" USING btree ("televersee_le");--> statement-breakpoint
ALTER TABLE "magasins" ADD CONSTRAINT "magasins_photo_etag_photos_etag_fk" FOREIGN KEY ("photo_etag") REFERENCES "public"."photos"("etag") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "magasins_photo_etag_idx" ON "magasins" USING btree ("photo_etag");
