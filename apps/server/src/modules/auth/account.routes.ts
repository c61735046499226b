import {
  AUTH_MESSAGES,
  AUTH_PATHS,
  changePasswordSchema,
  detailResponseSchema,
  MESSAGES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  userSchema,
  verifyEmailSchema,
} from '@pelote/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { toUserDto } from '../users/index.ts';
import {
  changePassword,
  confirmPasswordReset,
  requestPasswordReset,
  resendVerification,
  updateProfile,
  verifyEmail,
} from './account.service.ts';
import type { AuthRoutesOptions } from './auth.options.ts';
import { perIpLimit } from './rate-limits.ts';

const tags = ['compte'];
const detail = detailResponseSchema;

function signedInSession(request: FastifyRequest) {
  if (!request.auth) throw unauthorized(MESSAGES.notAuthenticated);
  return { userId: request.auth.user.id, sessionId: request.auth.sessionId };
}

const currentSession = (request: FastifyRequest) => signedInSession(request).sessionId;

/** The signed-in user's password and profile, and the links sent by e-mail (reset, verification). */
export const accountRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const write = writeRoutes(app, options.db, journalContext);
  write({
    method: 'PUT',
    path: AUTH_PATHS.password,
    tags,
    body: changePasswordSchema,
    response: detail,
    errors: errorsFor(400, 401),
    run: async (ctx, { body }, request) => {
      await changePassword(ctx, {
        sessionId: currentSession(request),
        currentPassword: body.current_password,
        newPassword: body.new_password,
      });
      return { detail: AUTH_MESSAGES.passwordChanged };
    },
  });

  write({
    method: 'PUT',
    path: AUTH_PATHS.profile,
    tags,
    body: profileUpdateSchema,
    response: userSchema,
    errors: errorsFor(400, 401),
    run: async (ctx, { body }) => toUserDto(await updateProfile(ctx, body)),
  });

  await app.register(emailedLinkRoutes, options);
};

/** The links sent by e-mail: password reset (asked, then confirmed), address verification. */
const emailedLinkRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { db, config, mailer } = options;
  const publicUrl = config.publicUrl;

  app.post(
    AUTH_PATHS.passwordResetRequest,
    {
      config: {
        access: 'public',
        rateLimit: perIpLimit(config.authRateLimit, AUTH_MESSAGES.tooManyRequests),
      },
      schema: {
        tags,
        security: [],
        body: passwordResetRequestSchema,
        response: { 200: detail, ...errorsFor(400, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset({ db, mailer, publicUrl, email: request.body.email, log: request.log });
      return { detail: AUTH_MESSAGES.resetRequested };
    },
  );

  app.post(
    AUTH_PATHS.passwordResetConfirm,
    {
      config: {
        access: 'public',
        rateLimit: perIpLimit(config.authRateLimit, AUTH_MESSAGES.tooManyRequests),
      },
      schema: {
        tags,
        security: [],
        body: passwordResetConfirmSchema,
        response: { 200: detail, ...errorsFor(400, 429) },
      },
    },
    async (request) => {
      await confirmPasswordReset({
        db,
        journal: journalContext(request, { user: null }),
        token: request.body.token,
        newPassword: request.body.new_password,
      });
      return { detail: AUTH_MESSAGES.passwordReset };
    },
  );

  app.post(
    AUTH_PATHS.verifyEmail,
    {
      config: { access: 'public' },
      schema: { tags, security: [], body: verifyEmailSchema, response: { 200: detail, ...errorsFor(400) } },
    },
    async (request) => {
      await verifyEmail({ db, journal: journalContext(request, { user: null }), token: request.body.token });
      return { detail: AUTH_MESSAGES.emailVerified };
    },
  );

  app.post(
    AUTH_PATHS.resendVerification,
    {
      config: { rateLimit: perIpLimit(config.authRateLimit, AUTH_MESSAGES.tooManyRequests) },
      schema: { tags, response: { 200: detail, ...errorsFor(401, 429) } },
    },
    async (request) => {
      const { userId } = signedInSession(request);
      const outcome = await resendVerification({ db, mailer, publicUrl, userId });
      return {
        detail: outcome === 'sent' ? AUTH_MESSAGES.verificationSent : AUTH_MESSAGES.emailAlreadyVerified,
      };
    },
  );
};
