import * as z from 'zod';
import { PASSWORD_MIN_LOGIN, USERNAME_MAX, USERNAME_MIN } from '../constants.ts';
import { ROLES } from '../roles.ts';
import { text } from './text.ts';
import { USER_MESSAGES, userFieldSchemas } from './user-fields.ts';

/** Sign-in, session and account schemas (docs/architecture.md, 'Sign-in and sessions'). */

export const AUTH_MESSAGES = {
  loginPasswordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  tokenRequired: 'Le jeton est requis',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect',
  passwordChanged: 'Mot de passe modifié',
  resetRequested: 'Si un compte correspond à cet email, un lien de réinitialisation a été envoyé.',
  passwordReset: 'Mot de passe réinitialisé',
  resetTokenInvalid: 'Lien de réinitialisation invalide ou expiré',
  emailVerified: 'Adresse email vérifiée',
  verificationTokenInvalid: 'Lien de vérification invalide ou expiré',
  verificationSent: 'Email de vérification envoyé',
  emailAlreadyVerified: 'Adresse email déjà vérifiée',
  tooManyRequests: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
} as const;

const isoDateTime = z.iso.datetime({ offset: true });

/** The login form and the body of POST /Users/authenticate-user. */
export const loginSchema = z.object({
  username: text({
    required: USER_MESSAGES.usernameRequired,
    min: USERNAME_MIN,
    tooShort: USER_MESSAGES.usernameTooShort,
    max: USERNAME_MAX,
    tooLong: USER_MESSAGES.usernameTooLong,
  }).toLowerCase(),
  password: z
    .string({ error: USER_MESSAGES.passwordRequired })
    .min(1, { error: USER_MESSAGES.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LOGIN, AUTH_MESSAGES.loginPasswordTooShort),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginPayload = z.output<typeof loginSchema>;

/** The user as the API answers it. `is_staff` is true once the e-mail is verified. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  /** Country code of the nationality, e.g. 'FR'. */
  nationalite: z.string(),
  /** May be ''. */
  telephone: z.string(),
  is_active: z.boolean(),
  is_gerant: z.boolean(),
  /** The gerant's shop id; null for direction. */
  magasin: z.number().int().positive().nullable(),
  date_joined: isoDateTime,
  last_login: isoDateTime.nullable(),
  is_staff: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/**
 * The tokens a sign-in and a refresh answer, in one shape. The specification names them one way
 * for each (the sign-in answers `access_token`, the refresh `accessToken, expiresIn`): both answers
 * carry both spellings, so a client written for either reads either.
 */
export const sessionTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Lifetime of the access token, in seconds. */
  expires_in: z.number().int().positive(),
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Lifetime of the access token, in seconds (the same as `expires_in`). */
  expiresIn: z.number().int().positive(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** The answer's tokens, in both spellings, from the session's. */
export function sessionTokens(tokens: {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}): SessionTokens {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'Bearer',
    expires_in: tokens.expiresIn,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
  };
}

/** POST /Users/authenticate-user: the tokens and the user. */
export const loginResponseSchema = sessionTokensSchema.extend({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/refresh: the body may be empty (the refresh token is then read from its cookie). */
export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).optional() });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const refreshResponseSchema = sessionTokensSchema;
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/**
 * How the web app reads either answer: the access token and its lifetime in whichever spelling
 * the answer carries (a server answering only the specification's name for it), as `accessToken`
 * and `expiresIn`.
 */
const receivedTokenFields = z.looseObject({
  access_token: z.string().optional(),
  accessToken: z.string().optional(),
  expires_in: z.number().int().positive().optional(),
  expiresIn: z.number().int().positive().optional(),
});
function withAccessToken<Answer extends z.output<typeof receivedTokenFields>>(
  answer: Answer,
  ctx: z.RefinementCtx,
) {
  const accessToken = answer.accessToken ?? answer.access_token;
  const expiresIn = answer.expiresIn ?? answer.expires_in;
  if (accessToken === undefined || expiresIn === undefined) {
    ctx.addIssue({ code: 'custom', message: "Réponse sans jeton d'accès" });
    return z.NEVER;
  }
  return { ...answer, accessToken, expiresIn };
}
export const receivedSignInSchema = receivedTokenFields
  .extend({ user: userSchema })
  .transform(withAccessToken);
export const receivedRefreshSchema = receivedTokenFields.transform(withAccessToken);

/** POST /auth/logout: the refresh token comes from the body or, when absent, from its cookie. */
export const logoutRequestSchema = z.object({ refreshToken: z.string().min(1).optional() });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** PUT /auth/password. */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: AUTH_MESSAGES.currentPasswordRequired })
      .min(1, AUTH_MESSAGES.currentPasswordRequired),
    new_password: userFieldSchemas.password,
    confirm_password: z.string().optional(),
  })
  .refine((data) => data.confirm_password === undefined || data.confirm_password === data.new_password, {
    error: USER_MESSAGES.passwordMismatch,
    path: ['confirm_password'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** PUT /auth/profile. */
export const profileUpdateSchema = z.object({
  first_name: userFieldSchemas.first_name,
  last_name: userFieldSchemas.last_name,
  email: userFieldSchemas.email,
  telephone: userFieldSchemas.telephone.optional(),
  nationalite: userFieldSchemas.nationalite.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** POST /auth/password-reset/request. */
export const passwordResetRequestSchema = z.object({ email: userFieldSchemas.email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** A link's token (43 characters today); anything far longer is no token of ours. */
const tokenSchema = text({ required: AUTH_MESSAGES.tokenRequired, max: 1000 });

/** POST /auth/password-reset/confirm. */
export const passwordResetConfirmSchema = z.object({
  token: tokenSchema,
  new_password: userFieldSchemas.password,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /auth/verify-email. */
export const verifyEmailSchema = z.object({ token: tokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** Sign-in, session and account paths (under /api). */
export const AUTH_PATHS = {
  signIn: '/Users/authenticate-user',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
  password: '/auth/password',
  profile: '/auth/profile',
  passwordResetRequest: '/auth/password-reset/request',
  passwordResetConfirm: '/auth/password-reset/confirm',
  verifyEmail: '/auth/verify-email',
  resendVerification: '/auth/resend-verification',
} as const;
