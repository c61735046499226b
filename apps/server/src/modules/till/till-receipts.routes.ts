import fastifyMultipart from '@fastify/multipart';
import {
  fileTooLargeMessage,
  fileTypeMessage,
  idParamSchema,
  RECEIPT_MESSAGES,
  RECEIPT_PHOTO_MAX_BYTES,
  RECEIPT_PHOTO_MAX_MB,
  RECEIPT_PHOTO_TYPES,
  TILL_PATHS,
  uploadedReceiptSchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { imageSchema, notModifiedSchema, sendImage } from '../../lib/image-reply.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { errorsFor, refusalErrors, rowErrors } from '../../lib/route-errors.ts';
import { writeRoute } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { photoEtag, uploadedImage } from '../shops/index.ts';
import { movementReceipt, uploadReceipt } from './till-receipts.ts';

const tags = ['caisses'];
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const tooLarge = fileTooLargeMessage(RECEIPT_PHOTO_MAX_MB);

/**
 * Receipt photos of cash-outs: the upload (multipart field `photo`, both roles), answered by the key
 * a cash-out then names; and a cash-out's photo, served to those who may see its till. A cash-out
 * names its photo once, so its address always serves the same bytes: cached, privately, for a year.
 */
export const tillReceiptRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: RECEIPT_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  writeRoute(app, db, {
    method: 'POST',
    path: TILL_PATHS.receipts,
    tags,
    file: { field: 'photo', maxBytes: RECEIPT_PHOTO_MAX_BYTES, tooLarge },
    status: 201,
    response: uploadedReceiptSchema,
    errors: { ...errorsFor(409, 413, 415), ...refusalErrors },
    journal: journalContext,
    prepare: (request) =>
      uploadedImage(request, 'photo', {
        noFile: RECEIPT_MESSAGES.noFile,
        tooLarge,
        wrongType: fileTypeMessage(RECEIPT_PHOTO_TYPES.join(', ')),
      }),
    scope: 'justificatif',
    // A reused Idempotency-Key is compared on the file's content, the multipart body's meaning.
    keyedOn: ({ prepared }) => ({ etag: photoEtag(prepared.bytes) }),
    run: (ctx, { prepared }) => uploadReceipt(ctx, prepared),
  });

  readRoutes(
    app,
    tags,
  )({
    path: `${TILL_PATHS.movement}/:id/justificatif`,
    params: idParamSchema,
    response: imageSchema,
    errors: { 304: notModifiedSchema, ...rowErrors },
    run: async ({ user, params }, reply) =>
      sendImage(
        reply.request,
        reply,
        await movementReceipt(db, user, params.id),
        `private, max-age=${YEAR_SECONDS}, immutable`,
      ),
  });
};
