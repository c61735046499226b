import { AUTH_MESSAGES, MESSAGES, type ProfileUpdate } from '@pelote/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/types.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { PublicServiceContext, ServiceContext } from '../../lib/write-route.ts';
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

/**
 * The signed-in user's account (password, profile) and the e-mailed links (reset, verification).
 * A link's mail is answered to the route, which sends it once the token is committed.
 */

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
async function newUserToken(tx: Tx, options: { userId: number; kind: UserTokenKind; ttlSeconds: number }) {
  const token = randomToken();
  await deleteUnusedUserTokens(tx, options);
  await insertUserToken(tx, {
    userId: options.userId,
    kind: options.kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
  });
  return token;
}

/**
 * Changes the password and ends every other session of the user (this one stays signed in). The
 * new password comes hashed: the slow hash is made before the transaction opens.
 */
export async function changePassword(
  { tx, user: me, journal }: ServiceContext<JournalContext>,
  input: { sessionId: string; currentPassword: string; newPasswordHash: string },
): Promise<void> {
  const userId = me.id;
  const user = await findUserById(tx, userId);
  if (!user) throw unauthorized(MESSAGES.notAuthenticated);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong, {
      current_password: AUTH_MESSAGES.currentPasswordWrong,
    });
  }
  await updateUser(tx, userId, { passwordHash: input.newPasswordHash });
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

/** A reset link's mail, and whose account it is for. */
export type ResetMail = { userId: number; mail: MailMessage };

/**
 * A reset link for each active account of the address, its mail answered to send. The caller
 * answers the same thing whether or not one exists.
 */
export async function requestPasswordReset(
  { tx }: PublicServiceContext<JournalContext>,
  input: { email: string; publicUrl: string },
): Promise<ResetMail[]> {
  const mails: ResetMail[] = [];
  for (const user of await findActiveUsersByEmail(tx, input.email)) {
    const token = await newUserToken(tx, {
      userId: user.id,
      kind: 'password_reset',
      ttlSeconds: PASSWORD_RESET_TTL_S,
    });
    mails.push({ userId: user.id, mail: passwordResetMail({ to: user, publicUrl: input.publicUrl, token }) });
  }
  return mails;
}

/** Sends the reset mails in the background, so the answer time tells nothing; a failure is logged. */
export function sendResetMails(mailer: Mailer, log: FastifyBaseLogger, mails: ResetMail[]): void {
  for (const { userId, mail } of mails) {
    mailer.send(mail).catch((error: unknown) => {
      log.error({ err: error, userId }, 'password reset mail not sent');
    });
  }
}

/** Sets a new password (hashed before the transaction) from a reset link (once), and ends every session of the user. */
export async function confirmPasswordReset(
  { tx, journal }: PublicServiceContext<JournalContext>,
  input: { token: string; passwordHash: string },
): Promise<void> {
  const userId = await consumeUserToken(tx, { tokenHash: hashToken(input.token), kind: 'password_reset' });
  const user = userId === null ? null : await updateUser(tx, userId, { passwordHash: input.passwordHash });
  if (!user) throw badRequest(AUTH_MESSAGES.resetTokenInvalid);
  await revokeUserSessions(tx, { userId: user.id });
  await deleteUnusedUserTokens(tx, { userId: user.id, kind: 'password_reset' });
  await journalOwnAccount(tx, journal, user, 'reinitialisation_mot_de_passe');
}

export async function verifyEmail(
  { tx, journal }: PublicServiceContext<JournalContext>,
  input: { token: string },
): Promise<void> {
  const userId = await consumeUserToken(tx, {
    tokenHash: hashToken(input.token),
    kind: 'email_verification',
  });
  const before = userId === null ? null : await findUserById(tx, userId);
  const user = userId === null ? null : await updateUser(tx, userId, { emailVerifiedAt: new Date() });
  if (!user) throw badRequest(AUTH_MESSAGES.verificationTokenInvalid);
  await journalOwnAccount(tx, journal, user, 'modification', {
    email_verifie: { avant: (before?.emailVerifiedAt ?? null) !== null, apres: true },
  });
}

/** A new verification link for the signed-in user, its mail answered to send; null when the address is verified. */
export async function resendVerification(
  { tx, user: me }: ServiceContext<JournalContext>,
  input: { publicUrl: string },
): Promise<MailMessage | null> {
  const user: UserRow | null = await findUserById(tx, me.id);
  if (!user) throw unauthorized(MESSAGES.notAuthenticated);
  if (user.emailVerifiedAt) return null;
  const token = await newUserToken(tx, {
    userId: user.id,
    kind: 'email_verification',
    ttlSeconds: EMAIL_VERIFICATION_TTL_S,
  });
  return emailVerificationMail({ to: user, publicUrl: input.publicUrl, token });
}
