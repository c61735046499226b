import { SHOP_MESSAGES, USER_MESSAGES, type UserCreatePayload, type UserUpdatePayload } from '@pelote/shared';
import type { DbOrTx } from '../../db/types.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import {
  type JournalContext,
  type JournalledRow,
  journalChanges,
  recordJournal,
  recordRowChange,
} from '../journal/index.ts';
import { revokeUserSessions } from './user-sessions.ts';
import {
  findUserById,
  insertUser,
  lockActiveDirectionIds,
  shopExists,
  softDeleteUser,
  toUserDto,
  type UserRow,
  updateUser,
  usernameTaken,
  usernameTakenByOther,
} from './users.repository.ts';

type Ctx = ServiceContext<JournalContext>;

// What the API shows but no form writes (the id is the row's own). The password and its hash
// never reach the journal (journal-changes.ts): a password change is an action of its own.
const NOT_LOGGED = ['id', 'is_gerant', 'date_joined', 'last_login', 'is_staff'];

/** The user's fields as the API names them, for the journal. */
const fieldsOf = (row: UserRow) => toUserDto(row) as unknown as Record<string, unknown>;

/** The name a journal row keeps: first and last name, else the username. */
export const userLabel = (row: { firstName: string; lastName: string; username: string }) =>
  `${row.firstName} ${row.lastName}`.trim() || row.username;

/** A user's shop, when one is given, must exist: 400 on the `magasin` field else. */
async function assertShopExists(tx: DbOrTx, magasin: number | null) {
  if (magasin !== null && !(await shopExists(tx, magasin))) {
    throw badRequest(SHOP_MESSAGES.notFound, { magasin: SHOP_MESSAGES.notFound });
  }
}

/** A user's journal rows are on the user's shop, and leave out what no form writes. */
const aboutUser = (journal: JournalContext, row: UserRow) => ({
  ...journal,
  magasinId: row.magasinId,
  entite: 'utilisateur' as const,
  ignore: NOT_LOGGED,
});

/** A user as the journal names it. */
const journalled = (row: UserRow): JournalledRow => ({
  id: row.id,
  label: userLabel(row),
  fields: fieldsOf(row),
});

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
};

/** Creates a user account: a gerant's shop must exist, usernames are unique. */
export async function createUser({ tx, journal }: Ctx, payload: UserCreatePayload): Promise<UserRow> {
  await assertShopExists(tx, payload.magasin);
  const taken = () => conflict(USER_MESSAGES.usernameTaken);
  if (await usernameTaken(tx, payload.username)) throw taken();
  const passwordHash = await hashPassword(payload.password);
  try {
    const user = await insertUser(tx, {
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
    await recordRowChange(tx, aboutUser(journal, user), 'creation', null, journalled(user));
    return user;
  } catch (error) {
    // Two requests for the same new username at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Refuses a change that would leave no active direction account (the target is one of them). */
async function keepOneDirection(tx: DbOrTx, target: UserRow) {
  if (target.role !== 'direction' || !target.isActive) return;
  const active = await lockActiveDirectionIds(tx);
  if (active.every((id) => id === target.id)) throw conflict(USER_MESSAGES.lastDirection);
}

/**
 * Edits a user: the password only when given, nobody deactivates
 * themselves, the last active direction account is neither deactivated nor demoted. Deactivating,
 * or changing the role, the shop or the password ends all the user's sessions at once.
 */
export async function editUser(
  { tx, user: actor, journal }: Ctx,
  id: number,
  payload: UserUpdatePayload,
  /** The session making the change: kept when users edit their own account. */
  actorSessionId: string | undefined,
): Promise<UserRow> {
  const passwordHash = payload.password ? await hashPassword(payload.password) : undefined;
  const taken = () => conflict(USER_MESSAGES.usernameTaken);
  try {
    const target = await findUserById(tx, id);
    if (!target) throw notFound(USER_MESSAGES.notFound);
    const isActive = payload.is_active ?? target.isActive;
    if (target.id === actor.id && !isActive) throw badRequest(USER_MESSAGES.cannotDeactivateSelf);
    if (!isActive || payload.role !== 'direction') await keepOneDirection(tx, target);
    await assertShopExists(tx, payload.magasin);
    if (await usernameTakenByOther(tx, payload.username, target.id)) throw taken();

    const updated = await updateUser(tx, target.id, {
      username: payload.username,
      email: payload.email,
      firstName: payload.first_name,
      lastName: payload.last_name,
      role: payload.role,
      nationalite: payload.nationalite,
      telephone: payload.telephone,
      magasinId: payload.magasin,
      isActive,
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (!updated) throw notFound(USER_MESSAGES.notFound);
    // One row for the fields, one for the password (an action with no field): only what happened.
    const changements = journalChanges(fieldsOf(target), fieldsOf(updated), { ignore: NOT_LOGGED });
    const about = {
      ...journal,
      magasinId: updated.magasinId ?? target.magasinId,
      entite: 'utilisateur' as const,
      entiteId: updated.id,
      entiteLibelle: userLabel(updated),
    };
    if (!passwordHash || Object.keys(changements).length > 0) {
      await recordJournal(tx, { ...about, action: 'modification', changements });
    }
    if (passwordHash) await recordJournal(tx, { ...about, action: 'changement_mot_de_passe' });
    const endsSessions =
      (target.isActive && !isActive) ||
      target.role !== updated.role ||
      target.magasinId !== updated.magasinId ||
      passwordHash !== undefined;
    if (endsSessions) {
      const keep = target.id === actor.id ? actorSessionId : undefined;
      await revokeUserSessions(tx, keep ? { userId: target.id, keep } : { userId: target.id });
    }
    return updated;
  } catch (error) {
    // Two edits giving the same username at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Soft-deletes a user: nobody deletes themselves, the last active direction account
 * stays; the user's sessions end at once.
 */
export async function deleteUser({ tx, user: actor, journal }: Ctx, id: number): Promise<void> {
  const target = await findUserById(tx, id);
  if (!target) throw notFound(USER_MESSAGES.notFound);
  if (target.id === actor.id) throw badRequest(USER_MESSAGES.cannotDeleteSelf);
  await keepOneDirection(tx, target);
  if (!(await softDeleteUser(tx, target.id))) throw notFound(USER_MESSAGES.notFound);
  await revokeUserSessions(tx, { userId: target.id });
  await recordRowChange(tx, aboutUser(journal, target), 'suppression', journalled(target), null);
}
