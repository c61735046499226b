import fastifyMultipart from '@fastify/multipart';
import {
  errorResponseSchema,
  fileTooLargeMessage,
  fileTypeMessage,
  SHOP_MESSAGES,
  SHOP_PHOTO_MAX_BYTES,
  SHOP_PHOTO_MAX_MB,
  SHOP_PHOTO_TYPES,
  uploadedPhotoSchema,
} from '@pelote/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { sniffImage } from '../../lib/uploads.ts';
import { journalContext, recordJournal } from '../journal/journal.service.ts';
import { journalChanges } from '../journal/journal-changes.ts';
import { PHOTO_EXTENSIONS, readShopPhoto, storeShopPhoto } from './shop-photos.ts';
import { magasins } from './shops.table.ts';

const tags = ['magasins'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const PHOTO_NAME = /^([a-f0-9]{32})\.(jpg|png|webp)$/;

/**
 * A shop's photo: uploaded by direction for one shop (multipart fields `magasin_id` and `photo`),
 * kept in the database (photos_magasins) so that every server process serves it and a backup
 * holds it, and served at an address that names its bytes, cacheable for a year.
 */
export const shopPhotoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: SHOP_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/Magasins/upload-photo',
    {
      config: { access: 'direction' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedPhotoSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(SHOP_MESSAGES.noFile);
      const tooLarge = () => new AppError('too_large', fileTooLargeMessage(SHOP_PHOTO_MAX_MB));
      let shopField: string | null = null;
      let file: { bytes: Buffer; filename: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'magasin_id') shopField = String(part.value);
          } else if (part.fieldname === 'photo' && !file) {
            const bytes = await part.toBuffer();
            if (part.file.truncated) throw tooLarge();
            file = { bytes, filename: part.filename };
          } else {
            part.file.resume();
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (!file) throw badRequest(SHOP_MESSAGES.noFile);
      const shopId = shopField !== null && /^\d{1,9}$/.test(shopField.trim()) ? Number(shopField) : null;
      if (!shopId) throw badRequest(SHOP_MESSAGES.noShop, { magasin_id: SHOP_MESSAGES.noShop });
      const image = sniffImage(file.bytes);
      if (!image || !PHOTO_EXTENSIONS[image.type])
        throw new AppError('unsupported_type', fileTypeMessage(SHOP_PHOTO_TYPES.join(', ')));
      const alt =
        file.filename
          .replace(/\.[^.]*$/, '')
          .replace(/[^\p{L}\p{N} _-]/gu, ' ')
          .trim()
          .slice(0, 120) || 'Photo du magasin';
      const bytes = file.bytes;

      const url = await db.transaction(async (tx) => {
        const [shop] = await tx
          .select({ nom: magasins.nom, photoUrl: magasins.photoUrl, photoAlt: magasins.photoAlt })
          .from(magasins)
          .where(eq(magasins.id, shopId))
          .for('update');
        if (!shop) throw notFound(SHOP_MESSAGES.notFound);
        const stored = await storeShopPhoto(tx, shopId, { bytes, type: image.type, alt });
        const before = shop.photoUrl ? { url: shop.photoUrl, alt: shop.photoAlt } : null;
        await recordJournal(tx, {
          ...journalContext(request),
          magasinId: shopId,
          action: 'modification',
          entite: 'magasin',
          entiteId: shopId,
          entiteLibelle: shop.nom,
          changements: journalChanges(
            { photo: before },
            { photo: { url: stored, alt, type: image.ext, taille: bytes.length } },
          ),
        });
        return stored;
      });
      return reply.status(201).send({ url, alt });
    },
  );

  app.get(
    '/Magasins/:id/photo/:name',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647), name: z.string() }),
      },
    },
    async (request, reply) => {
      const wanted = PHOTO_NAME.exec(request.params.name)?.[1];
      const photo = wanted ? await readShopPhoto(db, request.params.id) : null;
      if (!photo) return reply.status(404).send({ detail: SHOP_MESSAGES.photoNotFound });
      reply
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
      if (photo.etag !== wanted) {
        // An older photo's address: the current one, never cached under the old name.
        const ext = PHOTO_EXTENSIONS[photo.type] ?? 'bin';
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(`/api/Magasins/${request.params.id}/photo/${photo.etag}.${ext}`, 307);
      }
      reply
        .header('ETag', `"${photo.etag}"`)
        .header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
      const match = request.headers['if-none-match'];
      if (match && (match === '*' || match.split(',').some((tag) => tag.trim() === `"${photo.etag}"`)))
        return reply.status(304).send();
      return reply.header('Content-Type', photo.type).send(photo.bytes);
    },
  );
};
