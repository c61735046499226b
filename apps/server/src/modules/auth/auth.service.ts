import { ACCESS_TOKEN_TTL_S, MESSAGES, REFRESH_TOKEN_TTL_S } from '@pelote/shared';
import type { Db } from '../../db/types.ts';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import { findUserByUsername, type UserRow, updateUser } from '../users/users.repository.ts';
import {
  insertSession,
  revokeSession,
  revokeSessionByRefreshHash,
  rotateRefreshToken,
  type SessionRow,
} from './auth.repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { RotatedTokens } from './refresh-reuse.ts';
import { hashToken, randomToken, signAccessToken, verifyAccessToken } from './tokens.ts';

/** Sign-in, refresh and sign-out (DESIGN §6). Each sign-in opens a session row the tokens name. */

/** A session without 'Se souvenir de moi' lasts as long as one access token. */
const SHORT_SESSION_TTL_S = ACCESS_TOKEN_TTL_S;

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

export async function login(options: {
  db: Db;
  jwtSecret: string;
  throttle: LoginThrottle;
  username: string;
  password: string;
  rememberMe: boolean;
  userAgent: string | null;
  ip: string | null;
}): Promise<IssuedTokens & { user: UserRow }> {
  const { db, throttle, username } = options;
  if (throttle.isLocked(username)) throw new AppError('too_many', MESSAGES.tooManyLogins);

  const found = await findUserByUsername(db, username);
  dummyHash ??= hashPassword(randomToken());
  const passwordOk = await verifyPassword(found?.passwordHash ?? (await dummyHash), options.password);
  if (!found || !passwordOk) {
    throttle.recordFailure(username);
    throw unauthorized(MESSAGES.badCredentials);
  }
  if (!found.isActive) throw forbidden(MESSAGES.inactiveAccount);
  throttle.reset(username);

  const refreshToken = randomToken();
  const ttl = options.rememberMe ? REFRESH_TOKEN_TTL_S : SHORT_SESSION_TTL_S;
  const session = await insertSession(db, {
    userId: found.id,
    refreshTokenHash: hashToken(refreshToken),
    rememberMe: options.rememberMe,
    expiresAt: new Date(Date.now() + ttl * 1000),
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    ip: options.ip,
  });
  const user = (await updateUser(db, found.id, { lastLogin: new Date() })) ?? found;
  return { ...(await issueTokens({ jwtSecret: options.jwtSecret, session, refreshToken })), user };
}

/**
 * Rotates the refresh token of a live session and issues a new access token. A token that was
 * already rotated away is refused and ends its session (it has leaked, or been replayed).
 */
export async function refresh(options: {
  db: Db;
  jwtSecret: string;
  rotated: RotatedTokens;
  refreshToken: string | undefined;
}): Promise<IssuedTokens> {
  const { db, rotated } = options;
  if (!options.refreshToken) throw unauthorized(MESSAGES.notAuthenticated);
  const current = hashToken(options.refreshToken);
  const refreshToken = randomToken();
  const session = await rotateRefreshToken(db, { current, next: hashToken(refreshToken) });
  if (!session) {
    const replayed = rotated.sessionOf(current);
    if (replayed) await revokeSession(db, replayed);
    throw unauthorized(MESSAGES.notAuthenticated);
  }
  rotated.remember(current, session.id);
  return issueTokens({ jwtSecret: options.jwtSecret, session, refreshToken });
}

/** Ends the session of the refresh token and the one of a still valid access token, if any. */
export async function logout(options: {
  db: Db;
  jwtSecret: string;
  refreshToken: string | undefined;
  accessToken: string | undefined;
}): Promise<void> {
  const { db } = options;
  if (options.refreshToken) await revokeSessionByRefreshHash(db, hashToken(options.refreshToken));
  const claims = options.accessToken ? await verifyAccessToken(options.accessToken, options.jwtSecret) : null;
  if (claims) await revokeSession(db, claims.sessionId);
}
