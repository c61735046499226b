import { ACCESS_TOKEN_TTL_S, MESSAGES, REFRESH_TOKEN_TTL_S } from '@pelote/shared';
import type { Db } from '../../db/types.ts';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { PublicServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, recordJournal, withAuthor } from '../journal/index.ts';
import { findUserById, findUserByUsername, type UserRow, updateUser } from '../users/index.ts';
import {
  findSessionByPreviousRefreshHash,
  insertSession,
  revokeSession,
  revokeSessionByRefreshHash,
  rotateRefreshToken,
  type SessionRow,
  touchSessionWithinGrace,
} from './auth.repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashToken, nextRefreshToken, randomToken, signAccessToken, verifyAccessToken } from './tokens.ts';

/**
 * Sign-in, refresh and sign-out, public writes (lib/write-route.ts). Each sign-in opens a session
 * row the tokens name.
 */

/** A session without 'Se souvenir de moi' lasts as long as one access token. */
const SHORT_SESSION_TTL_S = ACCESS_TOKEN_TTL_S;

/**
 * How long a refresh token just rotated away still refreshes its session: two tabs that reopen
 * at once send the same cookie, and both must stay signed in. Later, it is a replay.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** Refused because this username has failed too often from this address; retry in that many seconds. */
export class SignInLocked extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('too_many', MESSAGES.tooManyLogins, undefined, { headers: { 'retry-after': retryAfterSeconds } });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type SessionContext = PublicServiceContext<JournalContext>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type IssuedTokens = {
  accessToken: string;
  /** Seconds the access token (and its cookie) lives. */
  expiresIn: number;
  refreshToken: string;
  /** Seconds the refresh cookie lives; undefined: until the browser closes. */
  refreshMaxAge: number | undefined;
};

// A hash to verify against when the username is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

async function issueTokens(options: {
  jwtSecret: string;
  session: SessionRow;
  refreshToken: string;
}): Promise<IssuedTokens> {
  const { session } = options;
  const remaining = Math.ceil((session.expiresAt.getTime() - Date.now()) / 1000);
  const expiresIn = Math.max(1, Math.min(ACCESS_TOKEN_TTL_S, remaining));
  const accessToken = await signAccessToken({
    secret: options.jwtSecret,
    userId: session.userId,
    sessionId: session.id,
    ttlSeconds: expiresIn,
  });
  const refreshMaxAge = session.rememberMe ? Math.max(1, remaining) : undefined;
  return { accessToken, expiresIn, refreshToken: options.refreshToken, refreshMaxAge };
}

/** A user row as a journal row's author. */
const author = (user: UserRow) => ({
  id: user.id,
  username: user.username,
  role: user.role,
  magasinId: user.magasinId,
  firstName: user.firstName,
  lastName: user.lastName,
});

/**
 * A sign-in event that refuses the request (failure, lockout): its journal row is written on its
 * own, since the request's answer is an error. The user found, or the name as typed.
 */
async function journalRefusedSignIn(
  db: Db,
  journal: JournalContext,
  action: 'echec_connexion' | 'verrouillage',
  user: UserRow | null,
  username: string,
) {
  await recordJournal(db, {
    ...withAuthor(journal, user ? author(user) : { username }),
    action,
    entite: 'session',
    entiteLibelle: user?.username ?? username,
  });
}

/**
 * Checks a sign-in before its transaction opens: the throttle counts the attempt (one statement of
 * its own, so a burst cannot outrun the lock), then the password. Each refusal is a journal row
 * (entity `session`) written on its own, since the request fails: `verrouillage` (the throttle
 * refuses, with its Retry-After), `echec_connexion` (wrong password, unknown name, inactive
 * account). The author is the user found, or the name typed. Answers the user signing in.
 */
export async function checkSignIn(options: {
  db: Db;
  throttle: LoginThrottle;
  journal: JournalContext;
  username: string;
  password: string;
  ip: string;
}): Promise<UserRow> {
  const { db, throttle, username, ip } = options;
  // Counted before the password is checked: a burst cannot outrun the lock.
  const attempt = await throttle.begin(username, ip);
  if (attempt.locked) {
    await journalRefusedSignIn(
      db,
      options.journal,
      'verrouillage',
      await findUserByUsername(db, username),
      username,
    );
    throw new SignInLocked(attempt.retryAfterSeconds);
  }
  if (attempt.delayMs > 0) await sleep(attempt.delayMs);

  const found = await findUserByUsername(db, username);
  dummyHash ??= hashPassword(randomToken());
  const passwordOk = await verifyPassword(found?.passwordHash ?? (await dummyHash), options.password);
  if (!found || !passwordOk) {
    await throttle.failed();
    await journalRefusedSignIn(db, options.journal, 'echec_connexion', found, username);
    throw unauthorized(MESSAGES.badCredentials);
  }
  await throttle.succeeded(username, ip);
  if (!found.isActive) {
    await journalRefusedSignIn(db, options.journal, 'echec_connexion', found, username);
    throw forbidden(MESSAGES.inactiveAccount);
  }
  return found;
}

/** Opens the session of a checked sign-in, with its `connexion` row, and issues its tokens. */
export async function openSession(
  { tx, journal }: SessionContext,
  input: { user: UserRow; rememberMe: boolean; userAgent: string | null; ip: string; jwtSecret: string },
): Promise<IssuedTokens & { user: UserRow }> {
  const found = input.user;
  const refreshToken = randomToken();
  const ttl = input.rememberMe ? REFRESH_TOKEN_TTL_S : SHORT_SESSION_TTL_S;
  const session = await insertSession(tx, {
    userId: found.id,
    refreshTokenHash: hashToken(refreshToken),
    rememberMe: input.rememberMe,
    expiresAt: new Date(Date.now() + ttl * 1000),
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    ip: input.ip,
  });
  await recordJournal(tx, {
    ...withAuthor(journal, author(found)),
    action: 'connexion',
    entite: 'session',
    entiteId: session.id,
    entiteLibelle: found.username,
  });
  const user = (await updateUser(tx, found.id, { lastLogin: new Date() })) ?? found;
  return { ...(await issueTokens({ jwtSecret: input.jwtSecret, session, refreshToken })), user };
}

/**
 * Rotates the refresh token of a live session and issues a new access token. The token just
 * rotated away still works for `REFRESH_REUSE_GRACE_MS` and is answered the same new token (two
 * tabs refreshing with one cookie both stay signed in); presented later, it has leaked or been
 * replayed, and its session is ended: then null, for the route to refuse once that is committed.
 */
export async function refresh(
  { tx }: SessionContext,
  options: { jwtSecret: string; refreshToken: string | undefined },
): Promise<IssuedTokens | null> {
  const { jwtSecret } = options;
  if (!options.refreshToken) throw unauthorized(MESSAGES.notAuthenticated);
  const presented = hashToken(options.refreshToken);
  const refreshToken = nextRefreshToken(options.refreshToken, jwtSecret);
  const next = hashToken(refreshToken);
  const session = await rotateRefreshToken(tx, { current: presented, next });
  if (session) return issueTokens({ jwtSecret, session, refreshToken });

  const rotatedAway = await findSessionByPreviousRefreshHash(tx, presented);
  if (!rotatedAway) throw unauthorized(MESSAGES.notAuthenticated);
  const graceStart = new Date(Date.now() - REFRESH_REUSE_GRACE_MS);
  if (rotatedAway.rotatedAt && rotatedAway.rotatedAt > graceStart) {
    const again = await touchSessionWithinGrace(tx, {
      previousHash: presented,
      currentHash: next,
      rotatedAfter: graceStart,
    });
    if (again) return issueTokens({ jwtSecret, session: again, refreshToken });
    throw unauthorized(MESSAGES.notAuthenticated);
  }
  await revokeSession(tx, rotatedAway.id);
  return null;
}

/**
 * Ends the session of the refresh token and the one of a still valid access token, if any; when
 * that ended a session, one `deconnexion` row names its user.
 */
export async function logout(
  { tx, journal }: SessionContext,
  options: { jwtSecret: string; refreshToken: string | undefined; accessToken: string | undefined },
): Promise<void> {
  const claims = options.accessToken ? await verifyAccessToken(options.accessToken, options.jwtSecret) : null;
  const byRefresh = options.refreshToken
    ? await revokeSessionByRefreshHash(tx, hashToken(options.refreshToken))
    : null;
  const byAccess = claims ? await revokeSession(tx, claims.sessionId) : null;
  const userId = byRefresh?.userId ?? byAccess;
  if (userId === null) return;
  const user = await findUserById(tx, userId);
  await recordJournal(tx, {
    ...(user ? withAuthor(journal, author(user)) : { ...journal, userId }),
    action: 'deconnexion',
    entite: 'session',
    entiteId: byRefresh?.id ?? claims?.sessionId ?? null,
    entiteLibelle: user?.username ?? null,
  });
}
