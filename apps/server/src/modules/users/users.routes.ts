import { errorResponseSchema, MESSAGES, userCreateSchema, userSchema } from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { currentUser } from '../../lib/access.ts';
import { unauthorized } from '../../lib/errors.ts';
import { findUserById, toUserDto } from './users.repository.ts';
import { createUser } from './users.service.ts';

const tags = ['utilisateurs'];
const error = errorResponseSchema;

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Users/info-user/',
    { schema: { tags, response: { 200: userSchema, 401: error } } },
    async (request) => {
      const user = await findUserById(db, currentUser(request).id);
      if (!user) throw unauthorized(MESSAGES.notAuthenticated);
      return toUserDto(user);
    },
  );

  app.post(
    '/Users/user-create',
    {
      config: { access: 'direction' },
      schema: {
        tags,
        body: userCreateSchema,
        response: { 201: userSchema, 400: error, 401: error, 403: error, 409: error },
      },
    },
    async (request, reply) => {
      const user = await createUser({ db, payload: request.body });
      return reply.status(201).send(toUserDto(user));
    },
  );
};
