import {
  AUTH_PATHS,
  COOKIE_REFRESH,
  loginResponseSchema,
  loginSchema,
  logoutRequestSchema,
  MESSAGES,
  refreshRequestSchema,
  refreshResponseSchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../lib/route-errors.ts';
import { journalContext } from '../journal/index.ts';
import { toUserDto } from '../users/index.ts';
import { accountRoutes } from './account.routes.ts';
import { clearSessionCookies, setSessionCookies } from './auth.cookies.ts';
import type { AuthRoutesOptions } from './auth.options.ts';
import { accessTokenOf } from './auth.plugin.ts';
import { login, logout, refresh, SignInLocked } from './auth.service.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { perIpLimit } from './rate-limits.ts';

const tags = ['authentification'];

/** Sign-in, refresh and sign-out; the account routes (password, profile, e-mailed links) beside. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { db, config, jwtSecret, mailer } = options;
  const throttle = createLoginThrottle({ db, maxFailures: config.loginMaxFailures });
  const secure = config.cookieSecure;

  app.post(
    AUTH_PATHS.signIn,
    {
      config: { access: 'public', rateLimit: perIpLimit(config.authRateLimit, MESSAGES.tooManyLogins) },
      schema: {
        tags,
        security: [],
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorsFor(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { user, ...tokens } = await login({
        db,
        jwtSecret,
        throttle,
        journal: journalContext(request, { user: null }),
        ...request.body,
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
      }).catch((error: unknown) => {
        if (error instanceof SignInLocked) reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      });
      setSessionCookies(reply, { ...tokens, accessMaxAge: tokens.expiresIn, secure });
      return {
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        token_type: 'Bearer' as const,
        expires_in: tokens.expiresIn,
        user: toUserDto(user),
      };
    },
  );

  app.post(
    AUTH_PATHS.refresh,
    {
      config: { access: 'public' },
      schema: {
        tags,
        security: [],
        body: refreshRequestSchema.nullish(),
        response: { 200: refreshResponseSchema, ...errorsFor(400, 401) },
      },
    },
    async (request, reply) => {
      const refreshToken = request.body?.refreshToken ?? request.cookies[COOKIE_REFRESH];
      const tokens = await refresh({ db, jwtSecret, refreshToken });
      setSessionCookies(reply, { ...tokens, accessMaxAge: tokens.expiresIn, secure });
      return {
        accessToken: tokens.accessToken,
        expiresIn: tokens.expiresIn,
        refreshToken: tokens.refreshToken,
      };
    },
  );

  app.post(
    AUTH_PATHS.logout,
    {
      // Public: signing out must work with an expired access token too.
      config: { access: 'public' },
      schema: {
        tags,
        security: [],
        body: logoutRequestSchema.nullish(),
        response: { 204: z.null().describe('Session terminée'), ...errorsFor(400) },
      },
    },
    async (request, reply) => {
      await logout({
        db,
        jwtSecret,
        journal: journalContext(request, { user: null }),
        refreshToken: request.body?.refreshToken ?? request.cookies[COOKIE_REFRESH],
        accessToken: accessTokenOf(request),
      });
      clearSessionCookies(reply, secure);
      return reply.status(204).send(null);
    },
  );

  await app.register(accountRoutes, { db, config, jwtSecret, mailer });
};
