CREATE TABLE "depots_confirmations" (
	"mouvement_id" integer PRIMARY KEY NOT NULL,
	"montant_recu" bigint NOT NULL,
	"reference_bordereau" text NOT NULL,
	"date_depot" date NOT NULL,
	"commentaire" text,
	"confirme_par" integer,
	"confirme_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "depots_confirmations_montant_ck" CHECK ("depots_confirmations"."montant_recu" >= 0)
);
--> statement-breakpoint
ALTER TABLE "caisse_mouvements" ADD COLUMN "justificatif_etag" text;--> statement-breakpoint
ALTER TABLE "depots_confirmations" ADD CONSTRAINT "depots_confirmations_mouvement_id_caisse_mouvements_id_fk" FOREIGN KEY ("mouvement_id") REFERENCES "public"."caisse_mouvements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depots_confirmations" ADD CONSTRAINT "depots_confirmations_confirme_par_users_id_fk" FOREIGN KEY ("confirme_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "depots_confirmations_confirme_le_idx" ON "depots_confirmations" USING btree ("confirme_le");--> statement-breakpoint
ALTER TABLE "caisse_mouvements" ADD CONSTRAINT "caisse_mouvements_justificatif_etag_photos_etag_fk" FOREIGN KEY ("justificatif_etag") REFERENCES "public"."photos"("etag") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caisse_mouvements_justificatif_idx" ON "caisse_mouvements" USING btree ("justificatif_etag") WHERE "caisse_mouvements"."justificatif_etag" is not null;--> statement-breakpoint
CREATE INDEX "caisse_mouvements_depots_idx" ON "caisse_mouvements" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "caisse_mouvements"."categorie" in ('depot_banque', 'depot_siege');--> statement-breakpoint
-- Hand-written: a deposit's confirmation is written once and never changes or goes.
CREATE FUNCTION "depot_confirmation_figee"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'La confirmation du dépôt % ne change plus', OLD.mouvement_id USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "depots_confirmations_figees" BEFORE UPDATE OR DELETE ON "depots_confirmations"
  FOR EACH ROW EXECUTE FUNCTION "depot_confirmation_figee"();
