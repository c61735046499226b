ALTER TABLE "magasins" ADD COLUMN "plafond_depenses_jour" bigint;--> statement-breakpoint
ALTER TABLE "caisse_mouvements" ADD COLUMN "categorie" text;--> statement-breakpoint
ALTER TABLE "magasins" ADD CONSTRAINT "magasins_plafond_depenses_ck" CHECK ("magasins"."plafond_depenses_jour" >= 0);--> statement-breakpoint
ALTER TABLE "caisse_mouvements" ADD CONSTRAINT "caisse_mouvements_categorie_ck" CHECK ("caisse_mouvements"."categorie" is null or ("caisse_mouvements"."sens" = 'sortie' and "caisse_mouvements"."categorie" in ('transport', 'electricite_credit', 'repas', 'fournitures', 'main_oeuvre', 'loyer', 'depot_banque', 'depot_siege', 'autre', 'remboursement_vente')));--> statement-breakpoint
-- The cash refunds of sales cancelled after their session's close, written before categories by the
-- server under this motif, take their own category; every other earlier cash-out reads 'Non classée'.
UPDATE "caisse_mouvements" SET "categorie" = 'remboursement_vente' WHERE "sens" = 'sortie' AND "categorie" IS NULL AND "motif" LIKE 'Remboursement de la facture %';
