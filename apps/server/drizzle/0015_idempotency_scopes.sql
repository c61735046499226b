-- Idempotency scopes are spelt one way, French nouns in kebab-case (docs/conventions.md): the
-- answers stored under the old snake_case scopes are found again under the new ones.
UPDATE "idempotency_keys" SET "scope" = 'caisse-ouverture' WHERE "scope" = 'caisse_ouverture';--> statement-breakpoint
UPDATE "idempotency_keys" SET "scope" = 'caisse-mouvement' WHERE "scope" = 'caisse_mouvement';--> statement-breakpoint
UPDATE "idempotency_keys" SET "scope" = 'caisse-cloture' WHERE "scope" = 'caisse_cloture';--> statement-breakpoint
UPDATE "idempotency_keys" SET "scope" = 'versement-client' WHERE "scope" = 'versement_client';--> statement-breakpoint
UPDATE "idempotency_keys" SET "scope" = 'relance-client' WHERE "scope" = 'relance_client';
