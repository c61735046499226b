import { SHOP_MESSAGES, USER_MESSAGES, type UserCreatePayload } from '@pelote/shared';
import type { DbOrTx } from '../../db/types.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { hashPassword } from '../auth/password.ts';
import { insertUser, shopExists, type UserRow, usernameTaken } from './users.repository.ts';

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
};

/** Creates a user account (spec 01 §5 'User create'): a gerant's shop must exist, usernames are unique. */
export async function createUser(options: { db: DbOrTx; payload: UserCreatePayload }): Promise<UserRow> {
  const { db, payload } = options;
  if (payload.magasin !== null && !(await shopExists(db, payload.magasin))) {
    throw badRequest(SHOP_MESSAGES.notFound, { magasin: SHOP_MESSAGES.notFound });
  }
  const taken = () => conflict(USER_MESSAGES.usernameTaken);
  if (await usernameTaken(db, payload.username)) throw taken();
  const passwordHash = await hashPassword(payload.password);
  try {
    return await insertUser(db, {
      username: payload.username,
      email: payload.email,
      firstName: payload.first_name,
      lastName: payload.last_name,
      passwordHash,
      role: payload.role,
      nationalite: payload.nationalite,
      telephone: payload.telephone,
      magasinId: payload.magasin,
    });
  } catch (error) {
    // Two requests for the same new username at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
