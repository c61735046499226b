CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "ventes_numero_trgm_idx" ON "ventes" USING gin ("numero_facture" gin_trgm_ops);
