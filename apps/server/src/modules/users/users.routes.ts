import {
  countryOptionSchema,
  detailResponseSchema,
  errorResponseSchema,
  idParamSchema,
  MESSAGES,
  USER_MESSAGES,
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
import { journalContext } from '../journal/index.ts';
import { findUserById, listUsers, toUserDto } from './users.repository.ts';
import { createUser, deleteUser, editUser } from './users.service.ts';

const tags = ['utilisateurs'];
const error = errorResponseSchema;
/** What every direction-only route may answer besides its success. */
const refused = { 401: error, 403: error };

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

  /** Every user that is not deleted, as one array: the screen shows them all on one page. */
  app.get(
    '/Users/liste-users/',
    {
      config: { permission: 'users:manage' },
      schema: { tags, response: { 200: z.array(userSchema), ...refused } },
    },
    async () => (await listUsers(db)).map(toUserDto),
  );

  app.get(
    '/Users/detail-user/:id',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: userSchema, 400: error, 404: error, ...refused },
      },
    },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw notFound(USER_MESSAGES.notFound);
      return toUserDto(user);
    },
  );

  app.post(
    '/Users/user-create',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags,
        body: userCreateSchema,
        response: { 201: userSchema, 400: error, 409: error, ...refused },
      },
    },
    async (request, reply) => {
      const user = await createUser({ db, journal: journalContext(request), payload: request.body });
      return reply.status(201).send(toUserDto(user));
    },
  );

  app.put(
    '/Users/update-user/:id',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags,
        params: idParamSchema,
        body: userUpdateSchema,
        response: { 200: userSchema, 400: error, 404: error, 409: error, ...refused },
      },
    },
    async (request) => {
      const user = await editUser({
        db,
        actor: currentUser(request),
        journal: journalContext(request),
        actorSessionId: request.auth?.sessionId,
        id: request.params.id,
        payload: request.body,
      });
      return toUserDto(user);
    },
  );

  app.patch(
    '/Users/delete-user/:id',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: detailResponseSchema, 400: error, 404: error, 409: error, ...refused },
      },
    },
    async (request) => {
      await deleteUser({
        db,
        actor: currentUser(request),
        journal: journalContext(request),
        id: request.params.id,
      });
      return { detail: USER_MESSAGES.deleted };
    },
  );

  /** The nationality select's countries, by French name (from the `world-countries` dataset). */
  app.get(
    '/Users/countries/',
    {
      config: { access: 'signed-in' },
      schema: { tags, response: { 200: z.array(countryOptionSchema), 401: error } },
    },
    async () => [...countries],
  );
};
