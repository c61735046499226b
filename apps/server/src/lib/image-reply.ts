import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';

/** An image answer as the API's description shows it: JPEG, PNG or WebP bytes. */
export const imageSchema = z.any().describe('image');

/** What a route serving images declares beside its 200: no body when the client's copy is current. */
export const notModifiedSchema = z.null();

/** The types an image answer may have (what the photos table holds). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Does the request's If-None-Match name this strong etag? */
function matches(request: FastifyRequest, etag: string): boolean {
  const match = request.headers['if-none-match'];
  return Boolean(
    match &&
      (match === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === `"${etag}"`)),
  );
}

/**
 * Serves stored image bytes: their type with nosniff and a CSP that runs nothing, their etag (304
 * on If-None-Match), and the caching given (the bytes under an etag never change).
 */
export function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { etag: string; bytes: Buffer; type: string },
  cacheControl: string,
): FastifyReply {
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .header('ETag', `"${image.etag}"`)
    .header('Cache-Control', cacheControl);
  if (matches(request, image.etag)) return reply.status(304).send();
  return reply.header('Content-Type', image.type).send(image.bytes);
}
