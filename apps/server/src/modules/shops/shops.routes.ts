import fastifyMultipart from '@fastify/multipart';
import {
  errorResponseSchema,
  fileTooLargeMessage,
  fileTypeMessage,
  idParamSchema,
  SHOP_MESSAGES,
  SHOP_PHOTO_MAX_BYTES,
  SHOP_PHOTO_MAX_MB,
  SHOP_PHOTO_TYPES,
  shopInputSchema,
  shopSchema,
  uploadedPhotoSchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { currentUser } from '../../lib/access.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { sniffImage, storeUpload } from '../../lib/uploads.ts';
import { journalContext, recordJournal } from '../journal/journal.service.ts';
import { journalChanges } from '../journal/journal-changes.ts';
import { listShops } from './shops.repository.ts';
import { createShop, editShop, removeShop } from './shops.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['magasins'];

export const shopsRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string }> = async (
  app,
  { db, dataDir },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: SHOP_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    '/Magasins/liste-magasins',
    { schema: { tags, response: { 200: z.array(shopSchema), 401: errorResponseSchema } } },
    async (request) => {
      return listShops(db, { onlyId: scopeFor(currentUser(request)) });
    },
  );

  app.post(
    '/Magasins/magasin-create',
    {
      config: { access: 'direction' },
      schema: { tags, body: shopInputSchema, response: { 201: shopSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createShop(db, journalContext(request), request.body)),
  );

  app.put(
    '/Magasins/magasin-update/:id',
    {
      config: { access: 'direction' },
      schema: {
        tags,
        params: idParamSchema,
        body: shopInputSchema,
        response: { 200: shopSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const shop = await editShop(db, journalContext(request), request.params.id, request.body);
      if (!shop) throw notFound(SHOP_MESSAGES.notFound);
      return shop;
    },
  );

  app.delete(
    '/Magasins/magasin-delete/:id',
    {
      config: { access: 'direction' },
      schema: {
        tags,
        params: idParamSchema,
        response: {
          200: z.object({ detail: z.string() }),
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      await removeShop(db, journalContext(request), request.params.id);
      return { detail: SHOP_MESSAGES.deleted };
    },
  );

  app.post(
    '/Magasins/upload-photo',
    {
      config: { access: 'direction' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedPhotoSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(SHOP_MESSAGES.noFile);
      const tooLarge = () => new AppError('too_large', fileTooLargeMessage(SHOP_PHOTO_MAX_MB));
      let part: Awaited<ReturnType<typeof request.file>>;
      let bytes: Buffer;
      try {
        part = await request.file();
        if (part?.fieldname !== 'photo') throw badRequest(SHOP_MESSAGES.noFile);
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (part.file.truncated) throw tooLarge();
      const image = sniffImage(bytes);
      if (!image) throw new AppError('unsupported_type', fileTypeMessage(SHOP_PHOTO_TYPES.join(', ')));
      const url = storeUpload(dataDir, bytes, image.ext);
      const alt =
        part.filename
          .replace(/\.[^.]*$/, '')
          .replace(/[^\p{L}\p{N} _-]/gu, ' ')
          .trim()
          .slice(0, 120) || 'Photo du magasin';
      // The file belongs to no shop yet: the shop's edit that uses it logs its photo before → after.
      await recordJournal(db, {
        ...journalContext(request),
        action: 'creation',
        entite: 'photo',
        entiteId: url,
        entiteLibelle: alt,
        changements: journalChanges(null, { url, alt, type: image.ext, taille: bytes.length }),
      });
      return reply.status(201).send({ url, alt });
    },
  );
};
