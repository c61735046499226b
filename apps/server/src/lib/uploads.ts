import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

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
