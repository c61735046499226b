import crypto from 'node:crypto';
import type { Db } from '../../db/types.ts';
import { hashPassword } from '../../lib/password.ts';
import { journalChanges, recordJournal, SYSTEM_CONTEXT } from '../journal/index.ts';
import { hasAnyUser, insertUser } from './users.repository.ts';

const ADMIN_USERNAME = 'admin';

/**
 * First start: when the database holds no user at all, creates `admin` (direction)
 * with the given password (ADMIN_PASSWORD) or a random one, returned once for the console.
 * There is no default password anywhere.
 */
export async function ensureAdminAccount(
  db: Db,
  options: { password?: string | undefined } = {},
): Promise<{ created: boolean; generatedPassword?: string }> {
  if (await hasAnyUser(db)) return { created: false };
  // 18 random bytes: a 24-character password.
  const password = options.password || crypto.randomBytes(18).toString('base64url');
  const generated = password !== options.password;
  const passwordHash = await hashPassword(password);
  try {
    // The server itself creates it: the journal's row has no author.
    await db.transaction(async (tx) => {
      const admin = await insertUser(tx, {
        username: ADMIN_USERNAME,
        email: 'admin@pelote.local',
        firstName: 'Administrateur',
        lastName: 'Pelote',
        passwordHash,
        role: 'direction',
        nationalite: 'FR',
        magasinId: null,
        emailVerifiedAt: new Date(),
      });
      await recordJournal(tx, {
        ...SYSTEM_CONTEXT,
        action: 'creation',
        entite: 'utilisateur',
        entiteId: admin.id,
        entiteLibelle: admin.username,
        changements: journalChanges(null, { username: admin.username, role: admin.role, email: admin.email }),
      });
    });
  } catch (error) {
    // Another instance starting at the same moment created it first (unique username).
    if (await hasAnyUser(db)) return { created: false };
    throw error;
  }
  return generated ? { created: true, generatedPassword: password } : { created: true };
}
