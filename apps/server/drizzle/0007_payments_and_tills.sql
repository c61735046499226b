CREATE TABLE "paiements" (
	"id" serial PRIMARY KEY NOT NULL,
	"vente_id" integer NOT NULL,
	"magasin_id" integer NOT NULL,
	"session_id" integer,
	"methode" text NOT NULL,
	"montant" bigint NOT NULL,
	"montant_recu" bigint,
	"monnaie_rendue" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paiements_methode_ck" CHECK (methode in ('especes', 'orange_money', 'wave', 'mtn_momo', 'moov_money', 'avoir_client', 'credit_client')),
	CONSTRAINT "paiements_montant_ck" CHECK ("paiements"."montant" > 0),
	CONSTRAINT "paiements_especes_ck" CHECK ((methode = 'especes' and montant_recu is not null and montant_recu = montant + monnaie_rendue and monnaie_rendue >= 0)
         or (methode <> 'especes' and montant_recu is null and monnaie_rendue = 0)),
	CONSTRAINT "paiements_reference_ck" CHECK ((methode in ('orange_money', 'wave', 'mtn_momo', 'moov_money')) = (reference is not null))
);
--> statement-breakpoint
CREATE TABLE "caisse_mouvements" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"sens" text NOT NULL,
	"montant" bigint NOT NULL,
	"motif" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caisse_mouvements_sens_ck" CHECK ("caisse_mouvements"."sens" in ('entree', 'sortie')),
	CONSTRAINT "caisse_mouvements_montant_ck" CHECK ("caisse_mouvements"."montant" > 0)
);
--> statement-breakpoint
CREATE TABLE "caisse_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"magasin_id" integer NOT NULL,
	"ouverte_par" integer,
	"ouverte_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fond_de_caisse" bigint NOT NULL,
	"fond_propose" bigint,
	"ouverture_auto" boolean DEFAULT false NOT NULL,
	"cloturee_at" timestamp with time zone,
	"cloturee_par" integer,
	"numero_z" text,
	"comptes" jsonb,
	"attendus" jsonb,
	"ecarts" jsonb,
	"commentaires" jsonb,
	CONSTRAINT "caisse_sessions_numero_z_unique" UNIQUE("numero_z"),
	CONSTRAINT "caisse_sessions_fond_ck" CHECK ("caisse_sessions"."fond_de_caisse" >= 0),
	CONSTRAINT "caisse_sessions_z_ck" CHECK (("caisse_sessions"."cloturee_at" is null) = ("caisse_sessions"."numero_z" is null) and ("caisse_sessions"."cloturee_at" is null) = ("caisse_sessions"."comptes" is null))
);
--> statement-breakpoint
CREATE TABLE "compteurs_z" (
	"magasin_id" integer NOT NULL,
	"annee" integer NOT NULL,
	"dernier_numero" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "compteurs_z_magasin_id_annee_pk" PRIMARY KEY("magasin_id","annee")
);
--> statement-breakpoint
ALTER TABLE "ventes" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_vente_id_ventes_id_fk" FOREIGN KEY ("vente_id") REFERENCES "public"."ventes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_session_id_caisse_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."caisse_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_mouvements" ADD CONSTRAINT "caisse_mouvements_session_id_caisse_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."caisse_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_mouvements" ADD CONSTRAINT "caisse_mouvements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_sessions" ADD CONSTRAINT "caisse_sessions_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_sessions" ADD CONSTRAINT "caisse_sessions_ouverte_par_users_id_fk" FOREIGN KEY ("ouverte_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_sessions" ADD CONSTRAINT "caisse_sessions_cloturee_par_users_id_fk" FOREIGN KEY ("cloturee_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compteurs_z" ADD CONSTRAINT "compteurs_z_magasin_id_magasins_id_fk" FOREIGN KEY ("magasin_id") REFERENCES "public"."magasins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paiements_vente_idx" ON "paiements" USING btree ("vente_id");--> statement-breakpoint
CREATE INDEX "paiements_session_idx" ON "paiements" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paiements_reference_idx" ON "paiements" USING btree ("methode","reference") WHERE "paiements"."reference" is not null;--> statement-breakpoint
CREATE INDEX "caisse_mouvements_session_idx" ON "caisse_mouvements" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "caisse_sessions_une_ouverte_idx" ON "caisse_sessions" USING btree ("magasin_id") WHERE "caisse_sessions"."cloturee_at" is null;--> statement-breakpoint
CREATE INDEX "caisse_sessions_magasin_idx" ON "caisse_sessions" USING btree ("magasin_id","ouverte_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "ventes" ADD CONSTRAINT "ventes_session_id_caisse_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."caisse_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A closed till session (its Z given) never changes: the close is the last write of its row, and
-- no cash movement or payment may join it afterwards.
CREATE FUNCTION "caisse_session_figee"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'caisse_sessions' THEN
    IF OLD.cloturee_at IS NOT NULL THEN
      RAISE EXCEPTION 'La session de caisse % est clôturée : elle ne change plus', OLD.id USING ERRCODE = 'P0001';
    END IF;
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  IF NEW.session_id IS NOT NULL
    AND EXISTS (SELECT 1 FROM caisse_sessions WHERE id = NEW.session_id AND cloturee_at IS NOT NULL) THEN
    RAISE EXCEPTION 'La session de caisse % est clôturée : elle ne change plus', NEW.session_id USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "caisse_sessions_figees" BEFORE UPDATE OR DELETE ON "caisse_sessions"
  FOR EACH ROW EXECUTE FUNCTION "caisse_session_figee"();--> statement-breakpoint
CREATE TRIGGER "caisse_mouvements_session_ouverte" BEFORE INSERT OR UPDATE ON "caisse_mouvements"
  FOR EACH ROW EXECUTE FUNCTION "caisse_session_figee"();--> statement-breakpoint
CREATE TRIGGER "paiements_session_ouverte" BEFORE INSERT OR UPDATE ON "paiements"
  FOR EACH ROW EXECUTE FUNCTION "caisse_session_figee"();--> statement-breakpoint
CREATE TRIGGER "ventes_session_ouverte" BEFORE INSERT OR UPDATE OF "session_id" ON "ventes"
  FOR EACH ROW EXECUTE FUNCTION "caisse_session_figee"();
