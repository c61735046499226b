import { COOKIE_ACCESS, COOKIE_REFRESH } from '@pelote/shared';
import type { FastifyReply } from 'fastify';

/** The session cookies: HttpOnly, SameSite=Lax, Path=/, Secure when served over HTTPS. */

const base = (secure: boolean) => ({ path: '/', sameSite: 'lax', httpOnly: true, secure }) as const;

export function setSessionCookies(
  reply: FastifyReply,
  options: {
    accessToken: string;
    /** Lifetime of the access cookie in seconds (the access token's). */
    accessMaxAge: number;
    refreshToken: string;
    /** Lifetime of the refresh cookie in seconds; undefined for a cookie that ends with the browser. */
    refreshMaxAge: number | undefined;
    secure: boolean;
  },
): void {
  // Answers that carry tokens are never cached.
  reply.header('Cache-Control', 'no-store');
  reply.setCookie(COOKIE_ACCESS, options.accessToken, {
    ...base(options.secure),
    maxAge: options.accessMaxAge,
  });
  reply.setCookie(COOKIE_REFRESH, options.refreshToken, {
    ...base(options.secure),
    ...(options.refreshMaxAge === undefined ? {} : { maxAge: options.refreshMaxAge }),
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(COOKIE_ACCESS, base(secure));
  reply.clearCookie(COOKIE_REFRESH, base(secure));
}
