import {
  countryOptionSchema,
  detailResponseSchema,
  idParamSchema,
  MESSAGES,
  USER_MESSAGES,
  USER_PATHS,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from '@pelote/shared';
import { countries } from '@pelote/shared/countries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { currentUser } from '../../lib/access.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { errorsFor, writeErrors } from '../../lib/route-errors.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { findUserById, listUsers, toUserDto } from './users.repository.ts';
import { createUser, deleteUser, editUser } from './users.service.ts';

const tags = ['utilisateurs'];

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    USER_PATHS.me,
    { schema: { tags, response: { 200: userSchema, ...errorsFor(401) } } },
    async (request) => {
      const user = await findUserById(db, currentUser(request).id);
      if (!user) throw unauthorized(MESSAGES.notAuthenticated);
      return toUserDto(user);
    },
  );

  /** Every user that is not deleted, as one array: the screen shows them all on one page. */
  app.get(
    USER_PATHS.list,
    {
      config: { permission: 'users:manage' },
      schema: { tags, response: { 200: z.array(userSchema), ...errorsFor(401, 403) } },
    },
    async () => (await listUsers(db)).map(toUserDto),
  );

  app.get(
    `${USER_PATHS.detail}/:id`,
    {
      config: { permission: 'users:manage' },
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: userSchema, ...errorsFor(400, 404, 401, 403) },
      },
    },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw notFound(USER_MESSAGES.notFound);
      return toUserDto(user);
    },
  );

  const write = writeRoutes(app, db, journalContext);
  write({
    method: 'POST',
    path: USER_PATHS.create,
    tags,
    body: userCreateSchema,
    status: 201,
    response: userSchema,
    errors: errorsFor(400, 409, 401, 403),
    permission: 'users:manage',
    run: async (ctx, { body }) => toUserDto(await createUser(ctx, body)),
  });

  write({
    method: 'PUT',
    path: `${USER_PATHS.update}/:id`,
    tags,
    params: idParamSchema,
    body: userUpdateSchema,
    response: userSchema,
    errors: writeErrors,
    permission: 'users:manage',
    run: async (ctx, { params, body }, request) =>
      toUserDto(await editUser(ctx, params.id, body, request.auth?.sessionId)),
  });

  write({
    method: 'PATCH',
    path: `${USER_PATHS.remove}/:id`,
    tags,
    params: idParamSchema,
    response: detailResponseSchema,
    errors: writeErrors,
    permission: 'users:manage',
    run: async (ctx, { params }) => {
      await deleteUser(ctx, params.id);
      return { detail: USER_MESSAGES.deleted };
    },
  });

  /** The nationality select's countries, by French name (from the `world-countries` dataset). */
  app.get(
    USER_PATHS.countries,
    {
      config: { access: 'signed-in' },
      schema: { tags, response: { 200: z.array(countryOptionSchema), ...errorsFor(401) } },
    },
    async () => [...countries],
  );
};
