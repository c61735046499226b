import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/** Image types we accept, recognised by their first bytes — never by the file name. */
const SIGNATURES: { type: string; ext: string; matches: (b: Buffer) => boolean }[] = [
  {
    type: 'image/jpeg',
    ext: 'jpg',
    matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/png',
    ext: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/gif', ext: 'gif', matches: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function sniffImage(bytes: Buffer): { type: string; ext: string } | null {
  const found = SIGNATURES.find((s) => s.matches(bytes));
  return found ? { type: found.type, ext: found.ext } : null;
}

/**
 * The first file of the multipart field `field`, read whole so the transaction opens after it:
 * 400 (`noFile`) without one, 413 (`tooLarge`) past the size limit. Every other part is skipped.
 */
export async function uploadedFile(
  request: FastifyRequest,
  field: string,
  messages: { noFile: string; tooLarge: string },
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw badRequest(messages.noFile);
  const tooLarge = () => new AppError('too_large', messages.tooLarge);
  let file: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || file) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      file = { bytes, filename: part.filename };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (!file) throw badRequest(messages.noFile);
  return file;
}

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
const UPLOAD_NAME = /^[a-f0-9-]{36}\.(jpg|png|gif|webp)$/;

/**
 * GET /uploads/{name}: the files of the time photos were kept in DATA_DIR/uploads, until the
 * start-up step moves them into the database (modules/shops/shop-photos-move.ts) — and a GIF,
 * which the database does not take, for good. Only names we generated, with their type and nosniff.
 */
export const uploadsRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const match = UPLOAD_NAME.exec(name);
      const file = path.join(uploadsDir(dataDir), name);
      if (!match?.[1] || !fs.existsSync(file)) {
        return reply.status(404).send({ detail: 'Fichier introuvable' });
      }
      return reply
        .header('Content-Type', CONTENT_TYPES[match[1]])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .send(fs.createReadStream(file));
    },
  );
};
