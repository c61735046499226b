import {
  AUTH_MESSAGES,
  changePasswordSchema,
  detailResponseSchema,
  errorResponseSchema,
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
const error = errorResponseSchema;
const detail = detailResponseSchema;

function signedInSession(request: FastifyRequest) {
  if (!request.auth) throw unauthorized(MESSAGES.notAuthenticated);
  return { userId: request.auth.user.id, sessionId: request.auth.sessionId };
}

/** The signed-in user's password and profile, and the links sent by e-mail (reset, verification). */
export const accountRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { db, config, mailer } = options;
  const publicUrl = config.publicUrl;

  app.put(
    '/auth/password',
    {
      schema: {
        tags,
        body: changePasswordSchema,
        response: { 200: detail, 400: error, 401: error },
      },
    },
    async (request) => {
      await changePassword({
        db,
        journal: journalContext(request),
        ...signedInSession(request),
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
      return { detail: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.put(
    '/auth/profile',
    { schema: { tags, body: profileUpdateSchema, response: { 200: userSchema, 400: error, 401: error } } },
    async (request) => {
      const { userId } = signedInSession(request);
      return toUserDto(
        await updateProfile({ db, journal: journalContext(request), userId, changes: request.body }),
      );
    },
  );

  app.post(
    '/auth/password-reset/request',
    {
      config: {
        access: 'public',
        rateLimit: perIpLimit(config.authRateLimit, AUTH_MESSAGES.tooManyRequests),
      },
      schema: {
        tags,
        security: [],
        body: passwordResetRequestSchema,
        response: { 200: detail, 400: error, 429: error },
      },
    },
    async (request) => {
      await requestPasswordReset({ db, mailer, publicUrl, email: request.body.email, log: request.log });
      return { detail: AUTH_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: {
        access: 'public',
        rateLimit: perIpLimit(config.authRateLimit, AUTH_MESSAGES.tooManyRequests),
      },
      schema: {
        tags,
        security: [],
        body: passwordResetConfirmSchema,
        response: { 200: detail, 400: error, 429: error },
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
    '/auth/verify-email',
    {
      config: { access: 'public' },
      schema: { tags, security: [], body: verifyEmailSchema, response: { 200: detail, 400: error } },
    },
    async (request) => {
      await verifyEmail({ db, journal: journalContext(request, { user: null }), token: request.body.token });
      return { detail: AUTH_MESSAGES.emailVerified };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { rateLimit: perIpLimit(config.authRateLimit, AUTH_MESSAGES.tooManyRequests) },
      schema: { tags, response: { 200: detail, 401: error, 429: error } },
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
