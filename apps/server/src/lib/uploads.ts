import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
 * 400 (`noFile`) without one, 413 (`tooLarge`) past the size limit. Every other file is skipped;
 * the text fields come in `fields` (the first value of each name).
 */
export async function uploadedFile(
  request: FastifyRequest,
  field: string,
  messages: { noFile: string; tooLarge: string },
): Promise<{ bytes: Buffer; filename: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(messages.noFile);
  const tooLarge = () => new AppError('too_large', messages.tooLarge);
  let file: { bytes: Buffer; filename: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (!(part.fieldname in fields) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field || file) {
        part.file.resume();
        continue;
      }
      const bytes = await readUpToLimit(part.file, tooLarge);
      file = { bytes, filename: part.filename };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (!file) throw badRequest(messages.noFile);
  return { ...file, fields };
}

/**
 * A file part's bytes, refused (413) the moment it passes the plugin's `fileSize` limit: the parser
 * would otherwise read the rest of the part, however long, before saying it was cut.
 */
function readUpToLimit(file: Readable, tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => reject(tooLarge()));
    file.once('error', reject);
    file.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** An upload route's file: its multipart field, its size limit and the 413's message. */
export type UploadLimit = {
  field: string;
  maxBytes: number;
  tooLarge: string;
  /** The text fields sent beside the file, as the API's description shows them (JSON Schema), and those required. */
  fields?: { properties: Record<string, Record<string, unknown>>; required: string[] };
};

/** Room for the multipart framing and a few small fields around the file. */
const MULTIPART_FRAMING_BYTES = 1024 * 1024;

/**
 * The hooks of an upload route that keep it from reading past its limit: a body declared larger
 * than the file may be is refused before any of it is read (413, once the caller is known); and any
 * answer given before the whole body has come in (a 413 mid-file, a refusal) closes the connection,
 * so the server stops reading what the client is still sending.
 */
export function uploadLimitHooks(limit: UploadLimit) {
  return {
    onRequest: async (request: FastifyRequest) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > limit.maxBytes + MULTIPART_FRAMING_BYTES)
        throw new AppError('too_large', limit.tooLarge);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.raw.complete) reply.header('connection', 'close');
      return payload;
    },
  };
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
