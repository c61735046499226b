import crypto from 'node:crypto';
import { ACCESS_TOKEN_TTL_S } from '@pelote/shared';
import { jwtVerify, SignJWT } from 'jose';

/** Access tokens: HS256 JWTs naming the user (`sub`) and the session (`sid`). Nothing else is trusted. */

const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AccessClaims = { userId: number; sessionId: string };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(options: {
  secret: string;
  userId: number;
  sessionId: string;
  ttlSeconds?: number;
  now?: Date;
}): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ sid: options.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(options.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_S))
    .sign(keyOf(options.secret));
}

/**
 * The claims of a token we signed and that has not expired, else null. The algorithm is pinned:
 * `alg: none`, another algorithm, a bad signature, an expired or malformed token are all refused.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId < 1 || String(userId) !== payload.sub) return null;
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}

/** A secret for a link or a refresh token: 32 random bytes, base64url. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that replaces `token` at a rotation: derived from it with the server secret, so
 * a second refresh with `token` in the grace window (another tab) is answered the same new token
 * instead of splitting the session in two. Without the secret it cannot be guessed.
 */
export function nextRefreshToken(token: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`refresh-rotation:${token}`).digest('base64url');
}
