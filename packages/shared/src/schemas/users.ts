import * as z from 'zod';
import { COMMON_MESSAGES } from './common.ts';
import { USER_MESSAGES, userFieldSchemas } from './user-fields.ts';

/** User administration payloads (spec 01 §5 'User create', §7 'Users'). */

/** A shop id, or null/absent for none. */
const magasinIdSchema = z
  .number({ error: COMMON_MESSAGES.invalidId })
  .int(COMMON_MESSAGES.invalidId)
  .positive(COMMON_MESSAGES.invalidId)
  .max(2_147_483_647, COMMON_MESSAGES.invalidId)
  .nullable()
  .optional();

/**
 * The body of POST /Users/user-create. The confirmation field stays in the form: the API receives
 * the password once. A gerant needs a shop; a direction user never has one (forced to null).
 */
export const userCreateSchema = z
  .object({
    username: userFieldSchemas.username,
    email: userFieldSchemas.email,
    first_name: userFieldSchemas.first_name,
    last_name: userFieldSchemas.last_name,
    password: userFieldSchemas.password,
    role: userFieldSchemas.role,
    nationalite: userFieldSchemas.nationalite,
    telephone: userFieldSchemas.telephone.optional(),
    magasin: magasinIdSchema,
  })
  .superRefine((user, ctx) => {
    if (user.role === 'gerant' && user.magasin == null) {
      ctx.addIssue({ code: 'custom', path: ['magasin'], message: USER_MESSAGES.gerantNeedsShop });
    }
  })
  .transform((user) => ({
    ...user,
    telephone: user.telephone ?? '',
    magasin: user.role === 'gerant' ? (user.magasin ?? null) : null,
  }));
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreatePayload = z.output<typeof userCreateSchema>;
