import fastifyMultipart from '@fastify/multipart';
import {
  fileTooLargeMessage,
  fileTypeMessage,
  SHOP_MESSAGES,
  SHOP_PATHS,
  SHOP_PHOTO_MAX_BYTES,
  SHOP_PHOTO_MAX_MB,
  SHOP_PHOTO_TYPES,
  uploadedPhotoSchema,
} from '@pelote/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { sendImage } from '../../lib/image-reply.ts';
import { errorsFor, refusalErrors } from '../../lib/route-errors.ts';
import { writeRoute } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { uploadedImage } from './photo-files.ts';
import {
  PHOTO_EXTENSIONS,
  photoEtag,
  readPhoto,
  type UploadedPhotoFile,
  uploadPhoto,
} from './shop-photos.ts';

const tags = ['magasins'];
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const PHOTO_NAME = /^([a-f0-9]{32})\.(jpg|png|webp)$/;

/** The name a photo is shown under: its file's name without the extension, kept to letters and digits. */
const altOf = (filename: string) =>
  filename
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _-]/gu, ' ')
    .trim()
    .slice(0, 120) || 'Photo du magasin';

/**
 * The photo of an upload (multipart field `photo`), read before the transaction opens: 400
 * without it, 413 past the size limit, 415 when it is no JPEG, PNG or WebP.
 */
async function uploadedPhoto(request: FastifyRequest): Promise<UploadedPhotoFile> {
  const image = await uploadedImage(request, 'photo', {
    noFile: SHOP_MESSAGES.noFile,
    tooLarge: fileTooLargeMessage(SHOP_PHOTO_MAX_MB),
    wrongType: fileTypeMessage(SHOP_PHOTO_TYPES.join(', ')),
  });
  return { bytes: image.bytes, type: image.type, ext: image.ext, alt: altOf(image.filename) };
}

/**
 * Shop photos. Direction uploads one (multipart field `photo`), belonging to no shop yet: it is
 * kept in the database by its content (photos) and answered as `{ url, alt }`; a shop's create or
 * edit then names that `url`. Served at an address that names the bytes, cacheable for a year.
 */
export const shopPhotoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: SHOP_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  writeRoute(app, db, {
    method: 'POST',
    path: SHOP_PATHS.uploadPhoto,
    tags,
    file: {
      field: 'photo',
      maxBytes: SHOP_PHOTO_MAX_BYTES,
      tooLarge: fileTooLargeMessage(SHOP_PHOTO_MAX_MB),
    },
    permission: 'shops:manage',
    status: 201,
    response: uploadedPhotoSchema,
    errors: { ...errorsFor(409, 413, 415), ...refusalErrors },
    journal: journalContext,
    prepare: uploadedPhoto,
    scope: 'photo',
    // A reused Idempotency-Key is compared on the file's content and name, the multipart body's meaning.
    keyedOn: ({ prepared }) => ({ etag: photoEtag(prepared.bytes), alt: prepared.alt }),
    run: (ctx, { prepared }) => uploadPhoto(ctx, prepared),
  });

  app.get(
    `${SHOP_PATHS.photos}/:name`,
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ name: z.string().max(64) }) },
    },
    async (request, reply) => {
      const [, etag, ext] = PHOTO_NAME.exec(request.params.name) ?? [];
      const photo = etag ? await readPhoto(db, etag) : null;
      if (!etag || !photo || PHOTO_EXTENSIONS[photo.type] !== ext)
        return reply.status(404).send({ detail: SHOP_MESSAGES.photoNotFound });
      return sendImage(request, reply, { etag, ...photo }, `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  );
};
