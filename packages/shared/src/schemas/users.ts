import * as z from 'zod';
import { PASSWORD_MIN_USER } from '../constants.ts';
import { COMMON_MESSAGES, MAX_ID } from './common.ts';
import { USER_MESSAGES, userFieldSchemas } from './user-fields.ts';

/**
 * User administration payloads (create and edit): the API
 * schemas, and the form schemas built from the same fields and the same rules.
 */

const M = USER_MESSAGES;

/** A shop id, or null for none. */
const shopIdSchema = z
  .number({ error: COMMON_MESSAGES.invalidId })
  .int(COMMON_MESSAGES.invalidId)
  .positive(COMMON_MESSAGES.invalidId)
  .max(MAX_ID, COMMON_MESSAGES.invalidId)
  .nullable();

/** In the API the shop may also be left out. */
const magasinIdSchema = shopIdSchema.optional();

/** The form's shop select: '' is no shop, otherwise the id as text. */
const magasinChoiceSchema = z
  .string()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(shopIdSchema);

/** The fields shared by create and edit, in the API and in the forms. */
const profileShape = {
  username: userFieldSchemas.username,
  email: userFieldSchemas.email,
  first_name: userFieldSchemas.first_name,
  last_name: userFieldSchemas.last_name,
  role: userFieldSchemas.role,
  nationalite: userFieldSchemas.nationalite,
  telephone: userFieldSchemas.telephone.optional(),
};

/** The confirmation may be sent in either spelling; the API never stores it. */
const confirmationShape = {
  confirmPassword: z.string().optional(),
  confirm_password: z.string().optional(),
};

type Draft = {
  role?: unknown;
  magasin?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
  confirm_password?: unknown;
};

/** Cross-field rules run even when a field failed, so every message shows at once. */
const evenWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

type Rule = (user: Draft, ctx: Pick<z.RefinementCtx, 'addIssue'>) => void;

const gerantNeedsShop: Rule = (user, ctx) => {
  if (user.role === 'gerant' && (user.magasin == null || user.magasin === '')) {
    ctx.addIssue({ code: 'custom', path: ['magasin'], message: M.gerantNeedsShop });
  }
};

/** The confirmation that was sent, under the name it was sent with; null when none was. */
function confirmationOf(user: Draft): { key: 'confirmPassword' | 'confirm_password'; value: string } | null {
  if (typeof user.confirmPassword === 'string')
    return { key: 'confirmPassword', value: user.confirmPassword };
  if (typeof user.confirm_password === 'string')
    return { key: 'confirm_password', value: user.confirm_password };
  return null;
}

/** Create: a confirmation, when sent, equals the password. */
const confirmationMatches: Rule = (user, ctx) => {
  const confirmation = confirmationOf(user);
  if (confirmation && typeof user.password === 'string' && confirmation.value !== user.password) {
    ctx.addIssue({ code: 'custom', path: [confirmation.key], message: M.passwordMismatch });
  }
};

/**
 * Edit: a password, when filled, has at least 8 characters and equals its confirmation; a blank
 * password needs a blank confirmation. Either failure gives the same one message.
 */
const editPasswordRule: Rule = (user, ctx) => {
  const password = typeof user.password === 'string' ? user.password : '';
  const confirmation = confirmationOf(user);
  if (password !== '' && password.length < PASSWORD_MIN_USER) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: M.editPasswordInvalid });
  } else if (password !== (confirmation?.value ?? '')) {
    ctx.addIssue({
      code: 'custom',
      path: [confirmation?.key ?? 'confirmPassword'],
      message: M.editPasswordInvalid,
    });
  }
};

/**
 * For the forms: a blank required field stops Zod before the object's cross-field rules, so the
 * form would show the shop or confirmation message only on a second submit. This runs the schema,
 * then the rules on the raw values, and reports every field's first message at once.
 */
function reportingEveryField<Schema extends z.ZodType>(schema: Schema, rules: readonly Rule[]) {
  return z
    .custom<z.input<Schema>>((value) => typeof value === 'object' && value !== null)
    .transform((value, ctx): z.output<Schema> => {
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      const reported = new Set<string>();
      const report = (issue: { path?: PropertyKey[] | undefined; message?: string | undefined }) => {
        const key = (issue.path ?? []).map(String).join('.');
        if (reported.has(key)) return;
        reported.add(key);
        ctx.addIssue({ code: 'custom', path: issue.path ?? [], message: issue.message ?? '' });
      };
      for (const issue of result.error.issues) report(issue);
      for (const rule of rules)
        rule(value as Draft, { addIssue: (issue) => report(issue as { path?: PropertyKey[] }) });
      return z.NEVER;
    });
}

/** What the API works with: no confirmation, a telephone, and a shop for a gerant only. */
function normalise<
  User extends {
    role: 'direction' | 'gerant';
    telephone?: string | undefined;
    magasin?: number | null | undefined;
  },
>(user: User) {
  return {
    ...user,
    telephone: user.telephone ?? '',
    magasin: user.role === 'gerant' ? (user.magasin ?? null) : null,
  };
}

/**
 * The body of POST /Users/user-create. A confirmation, when sent, must match; the API stores the
 * password once. A gerant needs a shop; a direction user never has one (forced to null).
 */
export const userCreateSchema = z
  .object({
    ...profileShape,
    password: userFieldSchemas.password,
    magasin: magasinIdSchema,
    ...confirmationShape,
  })
  .superRefine(gerantNeedsShop, evenWithFieldErrors)
  .superRefine(confirmationMatches, evenWithFieldErrors)
  .transform(({ confirmPassword: _a, confirm_password: _b, ...user }) => normalise(user));
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreatePayload = z.output<typeof userCreateSchema>;

/**
 * The body of PUT /Users/update-user/{id}: the create fields, the password only when filled
 * (with its confirmation), and `is_active` (unchanged when absent).
 */
export const userUpdateSchema = z
  .object({
    ...profileShape,
    password: z.string({ error: M.editPasswordInvalid }).optional(),
    magasin: magasinIdSchema,
    is_active: z.boolean({ error: M.activeInvalid }).optional(),
    ...confirmationShape,
  })
  .superRefine(gerantNeedsShop, evenWithFieldErrors)
  .superRefine(editPasswordRule, evenWithFieldErrors)
  .transform(({ confirmPassword: _a, confirm_password: _b, password, ...user }) => ({
    ...normalise(user),
    password: password ? password : undefined,
  }));
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type UserUpdatePayload = z.output<typeof userUpdateSchema>;

/** The user dialog's values: every field is text (the shop as its id), 'Compte actif' a box. */
export type UserFormValues = {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  confirmPassword: string;
  role: 'direction' | 'gerant';
  nationalite: string;
  telephone: string;
  magasin: string;
  is_active: boolean;
};

/** 'Nouvel utilisateur': the create rules, with the confirmation required. */
export const userCreateFormSchema = reportingEveryField(
  z
    .object({
      ...profileShape,
      password: userFieldSchemas.password,
      confirmPassword: z.string({ error: M.confirmPasswordRequired }).min(1, M.confirmPasswordRequired),
      magasin: magasinChoiceSchema,
      is_active: z.boolean().optional(),
    })
    .superRefine(gerantNeedsShop, evenWithFieldErrors)
    .superRefine(confirmationMatches, evenWithFieldErrors)
    .transform(({ is_active: _active, ...user }): UserCreateInput => normalise(user)),
  [gerantNeedsShop, confirmationMatches],
);

/** "Modifier l'utilisateur": the edit rules; the result is the body of the update call. */
export const userEditFormSchema = reportingEveryField(
  z
    .object({
      ...profileShape,
      password: z.string(),
      confirmPassword: z.string(),
      magasin: magasinChoiceSchema,
      is_active: z.boolean(),
    })
    .superRefine(gerantNeedsShop, evenWithFieldErrors)
    .superRefine(editPasswordRule, evenWithFieldErrors)
    .transform(
      ({ password, confirmPassword, ...user }): UserUpdateInput => ({
        ...normalise(user),
        ...(password === '' ? {} : { password, confirmPassword }),
      }),
    ),
  [gerantNeedsShop, editPasswordRule],
);

/** GET /Users/countries/: a country and its French name. */
export const countryOptionSchema = z.object({ code: z.string(), name: z.string() });
export type CountryOptionDto = z.infer<typeof countryOptionSchema>;

/** The users' paths (under /api); `/{id}` after detail, update and delete. */
export const USER_PATHS = {
  /** The signed-in user's own record. */
  me: '/Users/info-user/',
  list: '/Users/liste-users/',
  detail: '/Users/detail-user',
  create: '/Users/user-create',
  update: '/Users/update-user',
  remove: '/Users/delete-user',
  countries: '/Users/countries/',
} as const;
