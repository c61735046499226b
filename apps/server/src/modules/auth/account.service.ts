import { AUTH_MESSAGES, MESSAGES, type ProfileUpdate } from '@pelote/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal, withAuthor } from '../journal/index.ts';
import {
  findActiveUsersByEmail,
  findUserById,
  revokeUserSessions,
  toUserDto,
  type UserRow,
  updateUser,
  userLabel,
} from '../users/index.ts';
import { emailVerificationMail, passwordResetMail } from './auth.mails.ts';
import {
  consumeUserToken,
  deleteUnusedUserTokens,
  insertUserToken,
  type UserTokenKind,
} from './auth.repository.ts';
import { hashToken, randomToken } from './tokens.ts';

/** The signed-in user's account (password, profile) and the e-mailed links (reset, verification). */

const PASSWORD_RESET_TTL_S = 60 * 60;
const EMAIL_VERIFICATION_TTL_S = 24 * 60 * 60;

/** A user's journal row about their own account (entity `utilisateur`, on their shop). */
function journalOwnAccount(
  tx: Parameters<typeof recordJournal>[0],
  journal: JournalContext,
  user: UserRow,
  action: 'modification' | 'changement_mot_de_passe' | 'reinitialisation_mot_de_passe',
  changements = {},
) {
  return recordJournal(tx, {
    ...withAuthor(journal, user),
    action,
    entite: 'utilisateur',
    entiteId: user.id,
    entiteLibelle: userLabel(user),
    changements,
  });
}

/** A new single-use link token for a user; the previous unused ones of the same kind stop working. */
async function newUserToken(db: Db, options: { userId: number; kind: UserTokenKind; ttlSeconds: number }) {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await deleteUnusedUserTokens(tx, options);
    await insertUserToken(tx, {
      userId: options.userId,
      kind: options.kind,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
    });
  });
  return token;
}

/** Changes the password and ends every other session of the user (this one stays signed in). */
export async function changePassword(
  { tx, user: me, journal }: ServiceContext<JournalContext>,
  input: { sessionId: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const userId = me.id;
  const user = await findUserById(tx, userId);
  if (!user) throw unauthorized(MESSAGES.notAuthenticated);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong, {
      current_password: AUTH_MESSAGES.currentPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await updateUser(tx, userId, { passwordHash });
  await revokeUserSessions(tx, { userId, keep: input.sessionId });
  await deleteUnusedUserTokens(tx, { userId, kind: 'password_reset' });
  await journalOwnAccount(tx, journal, user, 'changement_mot_de_passe');
}

/** Updates the user's own profile; a new e-mail address is no longer verified. */
export async function updateProfile(
  { tx, user: me, journal }: ServiceContext<JournalContext>,
  changes: ProfileUpdate,
) {
  const userId = me.id;
  const user = await findUserById(tx, userId);
  if (!user) throw unauthorized(MESSAGES.notAuthenticated);
  const emailChanged = user.email.toLowerCase() !== changes.email.toLowerCase();
  if (emailChanged) await deleteUnusedUserTokens(tx, { userId, kind: 'email_verification' });
  const updated = await updateUser(tx, userId, {
    firstName: changes.first_name,
    lastName: changes.last_name,
    email: changes.email,
    ...(changes.telephone === undefined ? {} : { telephone: changes.telephone }),
    ...(changes.nationalite === undefined ? {} : { nationalite: changes.nationalite }),
    ...(emailChanged ? { emailVerifiedAt: null } : {}),
  });
  if (!updated) throw unauthorized(MESSAGES.notAuthenticated);
  const fields = ['first_name', 'last_name', 'email', 'telephone', 'nationalite'];
  const changements = {
    ...journalChanges(toUserDto(user), toUserDto(updated), { only: fields }),
    ...(emailChanged ? { email_verifie: { avant: user.emailVerifiedAt !== null, apres: false } } : {}),
  };
  await journalOwnAccount(tx, journal, updated, 'modification', changements);
  return updated;
}

/**
 * Mails a reset link to each active account of the address. The caller answers the same thing
 * whether or not one exists; the mail leaves in the background so the answer time tells nothing.
 */
export async function requestPasswordReset(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  email: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { db } = options;
  for (const user of await findActiveUsersByEmail(db, options.email)) {
    const token = await newUserToken(db, {
      userId: user.id,
      kind: 'password_reset',
      ttlSeconds: PASSWORD_RESET_TTL_S,
    });
    const mail = passwordResetMail({ to: user, publicUrl: options.publicUrl, token });
    options.mailer.send(mail).catch((error: unknown) => {
      options.log.error({ err: error, userId: user.id }, 'password reset mail not sent');
    });
  }
}

/** Sets a new password from a reset link (once), and ends every session of the user. */
export async function confirmPasswordReset(options: {
  db: Db;
  journal: JournalContext;
  token: string;
  newPassword: string;
}) {
  const passwordHash = await hashPassword(options.newPassword);
  await options.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, {
      tokenHash: hashToken(options.token),
      kind: 'password_reset',
    });
    const user = userId === null ? null : await updateUser(tx, userId, { passwordHash });
    if (!user) throw badRequest(AUTH_MESSAGES.resetTokenInvalid);
    await revokeUserSessions(tx, { userId: user.id });
    await deleteUnusedUserTokens(tx, { userId: user.id, kind: 'password_reset' });
    await journalOwnAccount(tx, options.journal, user, 'reinitialisation_mot_de_passe');
  });
}

export async function verifyEmail(options: {
  db: Db;
  journal: JournalContext;
  token: string;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, {
      tokenHash: hashToken(options.token),
      kind: 'email_verification',
    });
    const before = userId === null ? null : await findUserById(tx, userId);
    const user = userId === null ? null : await updateUser(tx, userId, { emailVerifiedAt: new Date() });
    if (!user) throw badRequest(AUTH_MESSAGES.verificationTokenInvalid);
    await journalOwnAccount(tx, options.journal, user, 'modification', {
      email_verifie: { avant: (before?.emailVerifiedAt ?? null) !== null, apres: true },
    });
  });
}

/** Mails a new verification link; 'already' when the address is verified. */
export async function resendVerification(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  userId: number;
}): Promise<'sent' | 'already'> {
  const user: UserRow | null = await findUserById(options.db, options.userId);
  if (!user) throw unauthorized(MESSAGES.notAuthenticated);
  if (user.emailVerifiedAt) return 'already';
  const token = await newUserToken(options.db, {
    userId: user.id,
    kind: 'email_verification',
    ttlSeconds: EMAIL_VERIFICATION_TTL_S,
  });
  await options.mailer.send(emailVerificationMail({ to: user, publicUrl: options.publicUrl, token }));
  return 'sent';
}
