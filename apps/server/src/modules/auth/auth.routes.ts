import {
  AUTH_PATHS,
  COOKIE_REFRESH,
  loginResponseSchema,
  loginSchema,
  logoutRequestSchema,
  MESSAGES,
  refreshRequestSchema,
  refreshResponseSchema,
  sessionTokens,
} from '@pelote/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { toUserDto } from '../users/index.ts';
import { accountRoutes } from './account.routes.ts';
import { clearSessionCookies, setSessionCookies } from './auth.cookies.ts';
import type { AuthRoutesOptions } from './auth.options.ts';
import { accessTokenOf } from './auth.plugin.ts';
import { checkSignIn, type IssuedTokens, logout, openSession, refresh } from './auth.service.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { perIpLimit } from './rate-limits.ts';

const tags = ['authentification'];

/** Sign-in, refresh and sign-out; the account routes (password, profile, e-mailed links) beside. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { db, config, jwtSecret, mailer } = options;
  const throttle = createLoginThrottle({ db, maxFailures: config.loginMaxFailures });
  const secure = config.cookieSecure;
  const withCookies = (reply: FastifyReply, tokens: IssuedTokens) =>
    setSessionCookies(reply, { ...tokens, accessMaxAge: tokens.expiresIn, secure });
  const write = writeRoutes(app, db, journalContext, tags);

  write({
    method: 'POST',
    path: AUTH_PATHS.signIn,
    public: true,
    rateLimit: perIpLimit(config.authRateLimit, MESSAGES.tooManyLogins),
    body: loginSchema,
    response: loginResponseSchema,
    errors: errorsFor(400, 401, 403, 429),
    // The throttle and the password are checked before the transaction; a refusal is journaled there.
    prepare: (request, { body }) =>
      checkSignIn({
        db,
        throttle,
        journal: journalContext(request),
        username: body.username,
        password: body.password,
        ip: request.ip,
      }),
    run: (ctx, { body, prepared }, request) =>
      openSession(ctx, {
        user: prepared,
        rememberMe: body.rememberMe,
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
        jwtSecret,
      }),
    reply: (reply, { user, ...tokens }) => {
      withCookies(reply, tokens);
      return { ...sessionTokens(tokens), user: toUserDto(user) };
    },
  });

  write({
    method: 'POST',
    path: AUTH_PATHS.refresh,
    public: true,
    body: refreshRequestSchema.nullish(),
    response: refreshResponseSchema,
    errors: errorsFor(400, 401),
    run: (ctx, { body }, request) =>
      refresh(ctx, { jwtSecret, refreshToken: body?.refreshToken ?? request.cookies[COOKIE_REFRESH] }),
    reply: (reply, tokens) => {
      // A replayed token: refused once the end of its session is committed.
      if (!tokens) throw unauthorized(MESSAGES.notAuthenticated);
      withCookies(reply, tokens);
      return sessionTokens(tokens);
    },
  });

  write({
    method: 'POST',
    path: AUTH_PATHS.logout,
    // Public: signing out must work with an expired access token too.
    public: true,
    body: logoutRequestSchema.nullish(),
    status: 204,
    response: z.null().describe('Session terminée'),
    errors: errorsFor(400),
    run: (ctx, { body }, request) =>
      logout(ctx, {
        jwtSecret,
        refreshToken: body?.refreshToken ?? request.cookies[COOKIE_REFRESH],
        accessToken: accessTokenOf(request),
      }),
    reply: (reply) => {
      clearSessionCookies(reply, secure);
      return null;
    },
  });

  await app.register(accountRoutes, { db, config, jwtSecret, mailer });
};
