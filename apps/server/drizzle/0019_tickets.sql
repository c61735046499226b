CREATE TABLE "liens_publics" (
	"id" serial PRIMARY KEY NOT NULL,
	"vente_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expire_le" timestamp with time zone NOT NULL,
	"revoque_le" timestamp with time zone,
	"cree_par" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liens_publics_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "magasins" ADD COLUMN "pied_ticket" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "liens_publics" ADD CONSTRAINT "liens_publics_vente_id_ventes_id_fk" FOREIGN KEY ("vente_id") REFERENCES "public"."ventes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liens_publics" ADD CONSTRAINT "liens_publics_cree_par_users_id_fk" FOREIGN KEY ("cree_par") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "liens_publics_vente_idx" ON "liens_publics" USING btree ("vente_id");