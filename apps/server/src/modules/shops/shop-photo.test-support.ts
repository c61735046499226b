import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import type { journal } from '../../db/schema/journal.ts';
import { photos } from '../../db/schema/shop-photos.ts';
import type { magasins } from '../../db/schema/shops.ts';

/**
 * What the shop-photo tests share (shop-photo-upload.routes.test.ts, shop-photo-shops.routes.test.ts):
 * photo bytes of each type, a multipart body, and the calls bound to a test file's app.
 */

let distinct = 0;
/** A PNG (by its first bytes) of its own: each call answers other bytes, so another etag. */
export const png = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, ++distinct),
  ]);
export const jpeg = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, ++distinct)]);
export const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32, 3)]);
export const PHOTO_URL = /^\/api\/Magasins\/photos\/([a-f0-9]{32})\.(png|jpg|webp)$/;

type Part =
  | { field: string; value: string }
  | { field: string; filename: string; contentType: string; bytes: Buffer };

function multipart(parts: Part[]) {
  const boundary = '----pelote-test-boundary';
  const chunks = parts.map((part) =>
    'bytes' in part
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
              `Content-Type: ${part.contentType}\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The calls of a test file, on its app and its direction user (read when called). */
export function photoCalls(app: () => { t: TestApp; direction: Record<string, string> }) {
  function upload(
    file: { field?: string; filename: string; contentType?: string; bytes: Buffer },
    headers: Record<string, string> = app().direction,
  ) {
    const body = multipart([
      {
        field: file.field ?? 'photo',
        filename: file.filename,
        contentType: file.contentType ?? 'image/png',
        bytes: file.bytes,
      },
    ]);
    return app().t.inject({
      method: 'POST',
      url: '/api/Magasins/upload-photo',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  async function uploaded(bytes: Buffer, filename = 'devanture.png') {
    const response = await upload({ filename, bytes });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { url: string; alt: string };
  }

  const createShop = (payload: Record<string, unknown>, headers: Record<string, string> = app().direction) =>
    app().t.inject({
      method: 'POST',
      url: '/api/Magasins/magasin-create',
      headers,
      payload: { quartier: 'Cocody', ...payload },
    });

  const editShop = (id: number, payload: Record<string, unknown>) =>
    app().t.inject({
      method: 'PUT',
      url: `/api/Magasins/magasin-update/${id}`,
      headers: app().direction,
      payload: { quartier: 'Cocody', ...payload },
    });

  const shopPhoto = async (id: number) =>
    (await app().t.inject({ method: 'GET', url: '/api/Magasins/liste-magasins', headers: app().direction }))
      .json()
      .find((s: { id: number }) => s.id === id)?.photo;

  const photoRows = async (etag: string) => app().t.db.select().from(photos).where(eq(photos.etag, etag));
  const countOf = async (table: typeof magasins | typeof journal | typeof photos) =>
    (await app().t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  return { upload, uploaded, createShop, editShop, shopPhoto, photoRows, countOf };
}
