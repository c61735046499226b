import * as z from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MIN_USER, USERNAME_MAX, USERNAME_MIN } from '../constants.ts';
import { ROLES } from '../roles.ts';
import { text } from './text.ts';

/** Validation texts for user fields, in the create and edit forms. */
export const USER_MESSAGES = {
  usernameRequired: "Le nom d'utilisateur est requis",
  usernameTooShort: "Le nom d'utilisateur doit contenir au moins 3 caractères",
  usernameTooLong: "Le nom d'utilisateur ne peut pas dépasser 150 caractères",
  usernameInvalid: "Le nom d'utilisateur contient des caractères non valides",
  emailRequired: "L'email est requis",
  emailInvalid: 'Veuillez entrer un email valide',
  emailTooLong: "L'email ne peut pas dépasser 254 caractères",
  firstNameRequired: 'Le prénom est requis',
  firstNameTooLong: 'Le prénom ne peut pas dépasser 150 caractères',
  lastNameRequired: 'Le nom est requis',
  lastNameTooLong: 'Le nom ne peut pas dépasser 150 caractères',
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  confirmPasswordRequired: 'Confirmez le mot de passe',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  /** User edit: a password was typed but is too short or differs from its confirmation. */
  editPasswordInvalid:
    'Les mots de passe ne correspondent pas ou le mot de passe est trop court (minimum 8 caractères)',
  roleRequired: 'Le rôle est requis',
  nationaliteRequired: 'La nationalité est requise',
  nationaliteInvalid: 'Nationalité invalide',
  telephoneTooLong: 'Le téléphone ne peut pas dépasser 30 caractères',
  gerantNeedsShop: 'Un magasin doit être assigné pour un gérant',
  usernameTaken: "Ce nom d'utilisateur est déjà utilisé",
  activeInvalid: 'Le statut du compte est invalide',
  /** User administration. */
  notFound: 'Utilisateur non trouvé',
  deleted: 'Utilisateur supprimé',
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte',
  cannotDeactivateSelf: 'Vous ne pouvez pas désactiver votre propre compte',
  lastDirection: 'Impossible : il doit rester au moins un compte direction actif',
} as const;

const M = USER_MESSAGES;

/** Letters, digits, underscore and . @ + - */
const USERNAME_PATTERN = /^[\p{L}\p{N}_.@+-]+$/u;

/**
 * A required text under the shared text rules (`text.ts`): a missing value or blank text gives the
 * `required` message, and nothing else. Its length is checked by the field.
 */
function requiredText(required: string) {
  return text({ required, max: Number.MAX_SAFE_INTEGER });
}

/**
 * The pieces of the user forms, for the users feature and the auth schemas to compose.
 * Usernames are trimmed and lower-cased, as the login sends them.
 */
export const userFieldSchemas = {
  username: requiredText(M.usernameRequired)
    .toLowerCase()
    .min(USERNAME_MIN, M.usernameTooShort)
    .max(USERNAME_MAX, M.usernameTooLong)
    .regex(USERNAME_PATTERN, M.usernameInvalid),
  email: requiredText(M.emailRequired).max(EMAIL_MAX, M.emailTooLong).pipe(z.email(M.emailInvalid)),
  first_name: requiredText(M.firstNameRequired).max(NAME_MAX, M.firstNameTooLong),
  last_name: requiredText(M.lastNameRequired).max(NAME_MAX, M.lastNameTooLong),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired, abort: true })
    .min(PASSWORD_MIN_USER, M.passwordTooShort),
  role: z.enum(ROLES, { error: M.roleRequired }),
  /** A country code (ISO 3166-1 alpha-2), e.g. 'FR'. */
  nationalite: requiredText(M.nationaliteRequired)
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, M.nationaliteInvalid),
  telephone: text({ max: 30, tooLong: M.telephoneTooLong }),
};
