CREATE TABLE "journal" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"username" text,
	"role" "role",
	"magasin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_time" timestamp with time zone,
	"action" text NOT NULL,
	"entite" text NOT NULL,
	"entite_id" text,
	"entite_libelle" text,
	"changements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"source" text DEFAULT 'web' NOT NULL,
	"adresse" text,
	CONSTRAINT "journal_action_ck" CHECK ("journal"."action" ~ '^[a-z_]{1,50}$'),
	CONSTRAINT "journal_entite_ck" CHECK ("journal"."entite" ~ '^[a-z_]{1,50}$'),
	CONSTRAINT "journal_changements_ck" CHECK (jsonb_typeof("journal"."changements") = 'object'),
	CONSTRAINT "journal_source_ck" CHECK ("journal"."source" in ('web', 'hors_ligne', 'import', 'systeme'))
);
--> statement-breakpoint
CREATE INDEX "journal_date_idx" ON "journal" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journal_entite_idx" ON "journal" USING btree ("entite","entite_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journal_user_idx" ON "journal" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journal_magasin_idx" ON "journal" USING btree ("magasin_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Append-only: no one, not even the application, rewrites or removes the journal. One statement
-- trigger refuses every UPDATE, DELETE and TRUNCATE, even one that would touch no row.
CREATE FUNCTION "journal_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Le journal est en ajout seul : % refusé sur la table journal', TG_OP
    USING ERRCODE = 'P0001', HINT = 'Une ligne du journal ne peut être ni modifiée ni supprimée.';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "journal"
  FOR EACH STATEMENT EXECUTE FUNCTION "journal_refuse_change"();
