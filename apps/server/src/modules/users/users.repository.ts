import type { User } from '@pelote/shared';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { magasins } from '../../db/schema/shops.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
type UserChanges = Partial<Omit<NewUserRow, 'id' | 'dateJoined' | 'updatedAt'>>;

/** The user as the API answers it: never the password hash. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    nationalite: row.nationalite,
    telephone: row.telephone,
    is_active: row.isActive,
    is_gerant: row.role === 'gerant',
    magasin: row.magasinId,
    date_joined: row.dateJoined.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
    is_staff: row.emailVerifiedAt !== null,
  };
}

const notDeleted = isNull(users.deletedAt);

/** The not-deleted user `which` names (by id, by username), or null. */
async function findLiveUser(db: DbOrTx, which: SQL): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(and(which, notDeleted));
  return row ?? null;
}

/** A user that is not deleted, or null. */
export function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  return findLiveUser(db, eq(users.id, id));
}

/** The not-deleted user of a username (stored lower-cased and trimmed), or null. */
export function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | null> {
  return findLiveUser(db, eq(users.username, username));
}

/** Active, not-deleted users of an e-mail address, compared without case. */
export async function findActiveUsersByEmail(db: DbOrTx, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.isActive, true), notDeleted));
}

export async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  return (await findUserByUsername(db, username)) !== null;
}

export async function shopExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: magasins.id }).from(magasins).where(eq(magasins.id, id));
  return row !== undefined;
}

/** Whether any user row exists at all, deleted ones included. */
export async function hasAnyUser(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Updates a not-deleted user; null when there is none. */
export async function updateUser(db: DbOrTx, id: number, changes: UserChanges): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, id), notDeleted))
    .returning();
  return row ?? null;
}

/** Every user that is not deleted, by last name, first name, then id. */
export async function listUsers(db: DbOrTx): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(notDeleted)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Whether a not-deleted user other than `exceptId` has this username. */
export async function usernameTakenByOther(db: DbOrTx, username: string, exceptId: number): Promise<boolean> {
  const row = await findUserByUsername(db, username);
  return row !== null && row.id !== exceptId;
}

/**
 * The ids of the active, not-deleted direction accounts, locked until the transaction ends: two
 * administrators demoting each other at once cannot leave the business without one.
 */
export async function lockActiveDirectionIds(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'direction'), eq(users.isActive, true), notDeleted))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Marks a not-deleted user as deleted; false when there was none. */
export async function softDeleteUser(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ deletedAt: new Date() })
    .where(and(eq(users.id, id), notDeleted))
    .returning({ id: users.id });
  return row !== undefined;
}
