DROP INDEX "entrees_magasin_date_idx";--> statement-breakpoint
DROP INDEX "entrees_date_idx";--> statement-breakpoint
DROP INDEX "ventes_magasin_date_idx";--> statement-breakpoint
DROP INDEX "ventes_date_idx";--> statement-breakpoint
DROP INDEX "ventes_client_date_idx";--> statement-breakpoint
DROP INDEX "mouvements_magasin_date_idx";--> statement-breakpoint
DROP INDEX "mouvements_date_idx";--> statement-breakpoint
CREATE INDEX "entrees_magasin_date_idx" ON "entrees_stock" USING btree ("magasin_id","date_entree" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "entrees_date_idx" ON "entrees_stock" USING btree ("date_entree" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ventes_magasin_date_idx" ON "ventes" USING btree ("magasin_id","date_vente" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ventes_date_idx" ON "ventes" USING btree ("date_vente" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ventes_client_date_idx" ON "ventes" USING btree ("client_id","date_vente" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mouvements_magasin_date_idx" ON "mouvements_stock" USING btree ("magasin_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mouvements_date_idx" ON "mouvements_stock" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);