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
import { hashPassword } from '../../lib/password.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { toUserDto } from '../users/index.ts';
import {
  changePassword,
  confirmPasswordReset,
  requestPasswordReset,
  resendVerification,
  sendResetMails,
  updateProfile,
  verifyEmail,
} from './account.service.ts';
import type { AuthRoutesOptions } from './auth.options.ts';
import { perIpLimit } from './rate-limits.ts';

const tags = ['compte'];
const detail = detailResponseSchema;

function currentSession(request: FastifyRequest) {
  if (!request.auth) throw unauthorized(MESSAGES.notAuthenticated);
  return request.auth.sessionId;
}

/** The signed-in user's password and profile, and the links sent by e-mail (reset, verification). */
export const accountRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const write = writeRoutes(app, options.db, journalContext, tags);
  write({
    method: 'PUT',
    path: AUTH_PATHS.password,
    body: changePasswordSchema,
    response: detail,
    errors: errorsFor(400, 401),
    prepare: (_request, { body }) => hashPassword(body.new_password),
    run: async (ctx, { body, prepared }, request) => {
      await changePassword(ctx, {
        sessionId: currentSession(request),
        currentPassword: body.current_password,
        newPasswordHash: prepared,
      });
      return { detail: AUTH_MESSAGES.passwordChanged };
    },
  });

  write({
    method: 'PUT',
    path: AUTH_PATHS.profile,
    body: profileUpdateSchema,
    response: userSchema,
    errors: errorsFor(400, 401),
    run: async (ctx, { body }) => toUserDto(await updateProfile(ctx, body)),
  });

  await app.register(emailedLinkRoutes, options);
};

/** The links sent by e-mail: password reset (asked, then confirmed), address verification. */
const emailedLinkRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { config, mailer } = options;
  const publicUrl = config.publicUrl;
  const rateLimit = perIpLimit(config.authRateLimit, AUTH_MESSAGES.tooManyRequests);
  const write = writeRoutes(app, options.db, journalContext, tags);

  write({
    method: 'POST',
    path: AUTH_PATHS.passwordResetRequest,
    public: true,
    rateLimit,
    body: passwordResetRequestSchema,
    response: detail,
    errors: errorsFor(400, 429),
    run: (ctx, { body }) => requestPasswordReset(ctx, { email: body.email, publicUrl }),
    reply: (reply, mails) => {
      sendResetMails(mailer, reply.log, mails);
      return { detail: AUTH_MESSAGES.resetRequested };
    },
  });

  write({
    method: 'POST',
    path: AUTH_PATHS.passwordResetConfirm,
    public: true,
    rateLimit,
    body: passwordResetConfirmSchema,
    response: detail,
    errors: errorsFor(400, 429),
    prepare: (_request, { body }) => hashPassword(body.new_password),
    run: async (ctx, { body, prepared }) => {
      await confirmPasswordReset(ctx, { token: body.token, passwordHash: prepared });
      return { detail: AUTH_MESSAGES.passwordReset };
    },
  });

  write({
    method: 'POST',
    path: AUTH_PATHS.verifyEmail,
    public: true,
    body: verifyEmailSchema,
    response: detail,
    errors: errorsFor(400),
    run: async (ctx, { body }) => {
      await verifyEmail(ctx, { token: body.token });
      return { detail: AUTH_MESSAGES.emailVerified };
    },
  });

  write({
    method: 'POST',
    path: AUTH_PATHS.resendVerification,
    rateLimit,
    response: detail,
    errors: errorsFor(401, 429),
    run: (ctx) => resendVerification(ctx, { publicUrl }),
    reply: async (_reply, mail) => {
      if (!mail) return { detail: AUTH_MESSAGES.emailAlreadyVerified };
      await mailer.send(mail);
      return { detail: AUTH_MESSAGES.verificationSent };
    },
  });
};
