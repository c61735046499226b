import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { journal } from '../journal/journal.table.ts';
import { photosMagasins } from './shop-photos.table.ts';
import { moveUploadedPhotos } from './shop-photos-move.ts';
import { magasins } from './shops.table.ts';

let t: TestApp;
let direction: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  direction = (await t.signedIn('direction')).headers;
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32, 3)]);
const PHOTO_URL = /^\/api\/Magasins\/\d+\/photo\/[a-f0-9]{32}\.(png|jpg|webp)$/;

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

function upload(
  shopId: number | string | null,
  file: { field?: string; filename: string; contentType: string; bytes: Buffer },
  headers = direction,
) {
  const body = multipart([
    ...(shopId === null ? [] : [{ field: 'magasin_id', value: String(shopId) }]),
    {
      field: file.field ?? 'photo',
      filename: file.filename,
      contentType: file.contentType,
      bytes: file.bytes,
    },
  ]);
  return t.inject({
    method: 'POST',
    url: '/api/Magasins/upload-photo',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const shopPhoto = async (id: number) =>
  (await t.inject({ method: 'GET', url: '/api/Magasins/liste-magasins', headers: direction }))
    .json()
    .find((s: { id: number }) => s.id === id)?.photo;

describe('POST /api/Magasins/upload-photo', () => {
  it('stores the photo in the database for its shop, which answers its address', async () => {
    const shop = await t.createShop({ nom: 'Cocody Angré' });
    const response = await upload(shop.id, {
      filename: 'devanture boutique.png',
      contentType: 'image/png',
      bytes: PNG,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { url, alt } = response.json();
    expect(url).toMatch(PHOTO_URL);
    expect(url.startsWith(`/api/Magasins/${shop.id}/photo/`)).toBe(true);
    expect(alt).toBe('devanture boutique');
    expect(await shopPhoto(shop.id)).toEqual({ url, alt });

    const [row] = await t.db.select().from(photosMagasins).where(eq(photosMagasins.magasinId, shop.id));
    expect(row?.typeMime).toBe('image/png');
    expect(row?.taille).toBe(PNG.length);
    expect(Buffer.from(row?.contenu ?? []).equals(PNG)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
  });

  it('serves it with its type, a strong ETag, a year of cache, and 304 when the browser has it', async () => {
    const shop = await t.createShop();
    const { url } = (
      await upload(shop.id, { filename: 'a.jpg', contentType: 'image/jpeg', bytes: JPEG })
    ).json();
    const served = await t.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    expect(url).toContain(etag.slice(1, -1));
    expect(served.rawPayload.equals(JPEG)).toBe(true);

    const again = await t.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await t.inject({ method: 'GET', url, headers: { 'if-none-match': '"autre"' } });
    expect(other.statusCode).toBe(200);
  });

  it('replaces a shop photo: the new address serves it, the old one sends there without caching', async () => {
    const shop = await t.createShop();
    const first = (await upload(shop.id, { filename: 'a.png', contentType: 'image/png', bytes: PNG })).json()
      .url;
    const second = (
      await upload(shop.id, { filename: 'b.jpg', contentType: 'image/jpeg', bytes: JPEG })
    ).json().url;
    expect(second).not.toBe(first);
    const old = await t.inject({ method: 'GET', url: first });
    expect(old.statusCode).toBe(307);
    expect(old.headers.location).toBe(second);
    expect(old.headers['cache-control']).toBe('no-store');
    const rows = await t.db.select().from(photosMagasins).where(eq(photosMagasins.magasinId, shop.id));
    expect(rows).toHaveLength(1);
  });

  it('leaves one journal row on the shop, its photo before → after', async () => {
    const shop = await t.createShop({ nom: 'Boutique Yopougon' });
    const { url } = (
      await upload(shop.id, { filename: 'a.png', contentType: 'image/png', bytes: PNG })
    ).json();
    const rows = await t.db.select().from(journal).where(eq(journal.magasinId, shop.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'modification',
      entite: 'magasin',
      entiteLibelle: 'Boutique Yopougon',
    });
    expect(rows[0]?.changements).toMatchObject({
      photo: { avant: null, apres: { url, alt: 'a', type: 'png' } },
    });
  });

  it('judges the type by the content: a script renamed .png, or a GIF, is refused with 415', async () => {
    const shop = await t.createShop();
    for (const bytes of [Buffer.from('<script>alert(1)</script>'), GIF]) {
      const response = await upload(shop.id, { filename: 'photo.png', contentType: 'image/png', bytes });
      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toBe(
        'Type de fichier non supporté. Types acceptés: image/jpeg, image/png, image/webp',
      );
    }
    expect(await shopPhoto(shop.id)).toBeNull();
  });

  it('refuses a file over 2 MB with 413 and the French message, and writes nothing', async () => {
    const shop = await t.createShop();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const response = await upload(shop.id, { filename: 'grande.png', contentType: 'image/png', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('Le fichier est trop volumineux. Taille maximum: 2MB');
    expect(await shopPhoto(shop.id)).toBeNull();
  });

  it('needs the photo field, a shop that exists, and direction', async () => {
    const shop = await t.createShop();
    const wrongField = await upload(shop.id, {
      field: 'fichier',
      filename: 'a.png',
      contentType: 'image/png',
      bytes: PNG,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().detail).toBe('Aucun fichier reçu (champ photo)');
    for (const id of [null, 'abc', '0']) {
      const noShop = await upload(id, { filename: 'a.png', contentType: 'image/png', bytes: PNG });
      expect(noShop.statusCode, String(id)).toBe(400);
      expect(noShop.json().detail).toBe('Magasin de la photo manquant (champ magasin_id)');
    }
    const missing = await upload(999_999, { filename: 'a.png', contentType: 'image/png', bytes: PNG });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Magasin non trouvé');
    const gerant = (await t.signedIn('gerant', { magasinId: shop.id })).headers;
    const refused = await upload(
      shop.id,
      { filename: 'a.png', contentType: 'image/png', bytes: PNG },
      gerant,
    );
    expect(refused.statusCode).toBe(403);
    expect(await shopPhoto(shop.id)).toBeNull();
  });

  it('serves nothing but a stored photo', async () => {
    const shop = await t.createShop();
    for (const url of [
      `/api/Magasins/${shop.id}/photo/${'a'.repeat(32)}.png`,
      '/api/Magasins/999999/photo/0123456789abcdef0123456789abcdef.png',
      `/api/Magasins/${shop.id}/photo/..%2f..%2fsecrets.json`,
      '/uploads/../secrets.json',
      '/uploads/%2e%2e%2fsecrets.json',
    ]) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("a shop's edit and its photo", () => {
  it('keeps the photo whatever address the client sends, and removes it with photo: null', async () => {
    const shop = await t.createShop({ nom: 'Treichville' });
    const { url } = (
      await upload(shop.id, { filename: 'vitrine.png', contentType: 'image/png', bytes: PNG })
    ).json();
    const other = await t.createShop();
    const otherUrl = (
      await upload(other.id, { filename: 'x.jpg', contentType: 'image/jpeg', bytes: JPEG })
    ).json().url;
    const edit = (photo: unknown) =>
      t.inject({
        method: 'PUT',
        url: `/api/Magasins/magasin-update/${shop.id}`,
        headers: direction,
        payload: { nom: 'Treichville', quartier: 'Treichville', photo },
      });
    const kept = await edit({ url: otherUrl, alt: 'Vitrine' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().photo).toEqual({ url, alt: 'Vitrine' });

    const removed = await edit(null);
    expect(removed.json().photo).toBeNull();
    expect(
      await t.db.select().from(photosMagasins).where(eq(photosMagasins.magasinId, shop.id)),
    ).toHaveLength(0);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('a photo named at creation is not taken: the upload comes with the new shop id', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/Magasins/magasin-create',
      headers: direction,
      payload: {
        nom: 'Cocody Riviera',
        quartier: 'Riviera',
        photo: { url: `/api/Magasins/1/photo/${'b'.repeat(32)}.png`, alt: 'Vitrine' },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().photo).toBeNull();
  });

  it('deleting a shop deletes its photo', async () => {
    const shop = await t.createShop();
    await upload(shop.id, { filename: 'a.png', contentType: 'image/png', bytes: PNG });
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/Magasins/magasin-delete/${shop.id}`,
      headers: direction,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.db.select().from(photosMagasins).where(eq(photosMagasins.magasinId, shop.id)),
    ).toHaveLength(0);
  });
});

describe('moving the photo files of DATA_DIR/uploads into the database', () => {
  it('moves each shop file once, journals it, serves it from the database; a GIF stays a file', async () => {
    const dir = path.join(t.config.dataDir, 'uploads');
    fs.mkdirSync(dir, { recursive: true });
    const pngName = '0b0e7c9a-5a43-4f0e-9a59-4c3a1d2b7e11.png';
    const gifName = '1c1f8d0b-6b54-4f1f-8b6a-5d4b2e3c8f22.gif';
    fs.writeFileSync(path.join(dir, pngName), PNG);
    fs.writeFileSync(path.join(dir, gifName), GIF);
    const withPng = await t.createShop({ nom: 'Ancienne photo' });
    const withGif = await t.createShop({ nom: 'Ancien GIF' });
    await t.db
      .update(magasins)
      .set({ photoUrl: `/uploads/${pngName}`, photoAlt: 'Devanture' })
      .where(eq(magasins.id, withPng.id));
    await t.db
      .update(magasins)
      .set({ photoUrl: `/uploads/${gifName}`, photoAlt: 'Gif' })
      .where(eq(magasins.id, withGif.id));

    const lines: string[] = [];
    const log = { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(l) };
    expect(await moveUploadedPhotos(t.db, t.config.dataDir, log)).toBe(1);
    expect(await moveUploadedPhotos(t.db, t.config.dataDir, log)).toBe(0);
    expect(lines.some((l) => l.includes('1 photo(s) de magasin déplacée(s)'))).toBe(true);
    expect(lines.some((l) => l.includes(`Photo du magasin ${withGif.id} laissée`))).toBe(true);

    const moved = await shopPhoto(withPng.id);
    expect(moved).toEqual({ url: expect.stringMatching(PHOTO_URL), alt: 'Devanture' });
    const served = await t.inject({ method: 'GET', url: moved.url });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const rows = await t.db.select().from(journal).where(eq(journal.magasinId, withPng.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'systeme', action: 'modification', entite: 'magasin' });

    expect(await shopPhoto(withGif.id)).toEqual({ url: `/uploads/${gifName}`, alt: 'Gif' });
    const gif = await t.inject({ method: 'GET', url: `/uploads/${gifName}` });
    expect(gif.statusCode).toBe(200);
    expect(gif.headers['content-type']).toBe('image/gif');
  });
});
