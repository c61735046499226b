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
import { notFound, unauthorized } from '../../lib/errors.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { errorsFor, writeErrors } from '../../lib/route-errors.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { findUserById, listUsers, toUserDto } from './users.repository.ts';
import { createUser, deleteUser, editUser } from './users.service.ts';

const tags = ['utilisateurs'];

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: USER_PATHS.me,
    response: userSchema,
    errors: errorsFor(401),
    run: async ({ user }) => {
      const found = await findUserById(db, user.id);
      if (!found) throw unauthorized(MESSAGES.notAuthenticated);
      return toUserDto(found);
    },
  });

  /** Every user that is not deleted, as one array: the screen shows them all on one page. */
  read({
    path: USER_PATHS.list,
    response: z.array(userSchema),
    errors: errorsFor(401, 403),
    permission: 'users:manage',
    run: async () => (await listUsers(db)).map(toUserDto),
  });

  read({
    path: `${USER_PATHS.detail}/:id`,
    params: idParamSchema,
    response: userSchema,
    errors: errorsFor(400, 404, 401, 403),
    permission: 'users:manage',
    run: async ({ params }) => {
      const found = await findUserById(db, params.id);
      if (!found) throw notFound(USER_MESSAGES.notFound);
      return toUserDto(found);
    },
  });

  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'POST',
    path: USER_PATHS.create,
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
  read({
    path: USER_PATHS.countries,
    response: z.array(countryOptionSchema),
    errors: errorsFor(401),
    run: () => [...countries],
  });
};
