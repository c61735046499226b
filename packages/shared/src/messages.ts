/** French texts shared by the web app and the server, and the catalogue of error messages. */

export const MESSAGES = {
  notAuthenticated: 'Authentification requise',
  forbidden: "Vous n'avez pas les permissions nécessaires pour effectuer cette action",
  notFound: 'Ressource introuvable',
  validation: 'Données invalides',
  tooManyLogins: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  serverError: 'Erreur serveur. Veuillez réessayer plus tard',
  inactiveAccount: "Accès refusé. Votre compte n'est peut-être pas actif",
  badCredentials: "Nom d'utilisateur ou mot de passe incorrect",
  unexpected: "Une erreur inattendue s'est produite",
} as const;

/** Free text refused by the shared text rules (see `schemas/text.ts`). */
export const TEXT_MESSAGES = {
  /** A control character (U+0000 NUL, escape codes...) or half of a character cut in two. */
  invalid: 'Ce texte contient un caractère non autorisé',
  notText: 'Ce champ doit être un texte',
  required: 'Ce champ est requis',
} as const;

/** 'Ce texte ne peut pas dépasser 200 caractères'. */
export function textTooLongMessage(max: number): string {
  return `Ce texte ne peut pas dépasser ${max} caractères`;
}

/** A quantity above `QUANTITY_MAX` (1 000 000): its own message, not the 'above 0' one. */
export const QUANTITY_MESSAGES = {
  tooLarge: 'La quantité est trop grande (maximum 1 000 000)',
  thresholdTooLarge: 'La quantité seuil est trop grande (maximum 1 000 000)',
} as const;

/** The sign-in banner's texts, keyed by cause. */
export const LOGIN_ERRORS = {
  401: MESSAGES.badCredentials,
  403: MESSAGES.inactiveAccount,
  404: "Service d'authentification non trouvé",
  500: MESSAGES.serverError,
  otherStatus: 'Une erreur est survenue lors de la connexion',
  noResponse: 'Impossible de contacter le serveur. Vérifiez votre connexion internet',
  unknown: 'Erreur inconnue lors de la connexion',
} as const;

/**
 * Why a sign-in failed, as the web client sees it:
 * - `response`: the server answered with an error status (body: the parsed JSON, if any);
 * - `network`: no answer at all (offline, refused, timed out);
 * - `unknown`: anything else (e.g. an exception thrown while handling the answer).
 */
export type LoginFailure =
  | { kind: 'response'; status: number; body?: unknown }
  | { kind: 'network' }
  | { kind: 'unknown'; cause?: unknown };

/** The first non-empty string among the body's fields, in the order given. */
function bodyText(body: unknown, fields: readonly string[]): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** The login banner's message for a failed sign-in. */
export function loginErrorMessage(failure: LoginFailure): string {
  switch (failure.kind) {
    case 'response':
      switch (failure.status) {
        case 401:
        case 403:
        case 404:
        case 500:
          return LOGIN_ERRORS[failure.status];
        default:
          return bodyText(failure.body, ['message', 'error', 'detail']) ?? LOGIN_ERRORS.otherStatus;
      }
    case 'network':
      return LOGIN_ERRORS.noResponse;
    default:
      return LOGIN_ERRORS.unknown;
  }
}

/** The last-resort error of a data call: 'HTTP error! status: 404'. */
export function httpErrorFallback(status: number): string {
  return `HTTP error! status: ${status}`;
}

/** The error of a failed data call: the body's detail, then its message, else the fallback. */
export function apiErrorMessage(status: number, body: unknown): string {
  return bodyText(body, ['detail', 'message']) ?? httpErrorFallback(status);
}
