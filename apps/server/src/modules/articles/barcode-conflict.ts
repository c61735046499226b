import { ARTICLE_MESSAGES } from '@pelote/shared';
import { conflict } from '../../lib/errors.ts';
import { violatesUnique } from '../../lib/unique-violation.ts';

/** The unique index on `articles.code_barre` (db/schema/articles.ts). */
const BARCODE_INDEX = 'articles_code_barre_uq';

/** Whether the database refused a write because another article has its barcode (error or its causes). */
export function isBarcodeTaken(error: unknown): boolean {
  return violatesUnique(error, BARCODE_INDEX);
}

/**
 * For `.catch()` on an article's insert or update: two requests giving the same code at the same
 * moment both pass the check before writing; the unique index refuses the second, which then
 * answers 409 'Ce code-barres est déjà celui d’un autre article' like the check would have.
 */
export function rethrowBarcodeTaken(error: unknown): never {
  throw isBarcodeTaken(error) ? conflict(ARTICLE_MESSAGES.barcodeTaken) : error;
}
