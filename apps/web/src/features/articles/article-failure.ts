import { ARTICLE_MESSAGES, type ArticleKind, articleFailureMessage } from '@pelote/shared';
import { ApiError } from '@/lib/api-client';

type Action = 'create' | 'update' | 'delete';

/**
 * The alert of a failed create, edit or delete: 'Erreur lors de la création: {error}'
 * with the server's message, or the type's own text ('Erreur lors de la création de la laine')
 * when the call itself broke.
 */
export function articleFailureText(kind: ArticleKind, action: Action, error: unknown): string {
  if (error instanceof ApiError)
    return articleFailureMessage(action, error.message || ARTICLE_MESSAGES.saveFailed);
  return {
    create: kind.texts.createFailed,
    update: kind.texts.updateFailed,
    delete: kind.texts.deleteFailed,
  }[action];
}

/** The per-field messages of a refused save (400 with `errors`), to show under the fields. */
export function articleFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.errors ? error.errors : {};
}
