import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

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

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----pelote-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (field: string, filename: string, contentType: string, bytes: Buffer, headers = direction) => {
  const body = multipart(field, filename, contentType, bytes);
  return t.inject({
    method: 'POST',
    url: '/api/Magasins/upload-photo',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

describe('POST /api/Magasins/upload-photo', () => {
  it('stores an image under a generated name and serves it with its type and nosniff', async () => {
    const response = await upload('photo', 'devanture boutique.png', 'image/png', PNG);
    expect(response.statusCode).toBe(201);
    const { url, alt } = response.json();
    expect(url).toMatch(/^\/uploads\/[a-f0-9-]{36}\.png$/);
    expect(alt).toBe('devanture boutique');

    const served = await t.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('never overwrites: the same file twice gives two names', async () => {
    const first = (await upload('photo', 'a.jpg', 'image/jpeg', JPEG)).json().url;
    const second = (await upload('photo', 'a.jpg', 'image/jpeg', JPEG)).json().url;
    expect(first).toMatch(/\.jpg$/);
    expect(second).not.toBe(first);
  });

  it('judges the type by the content, not the name: a script renamed .png is refused with 415', async () => {
    const response = await upload(
      'photo',
      'photo.png',
      'image/png',
      Buffer.from('<script>alert(1)</script>'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBe(
      'Type de fichier non supporté. Types acceptés: image/jpeg, image/png, image/webp, image/gif',
    );
  });

  it('refuses a file over 2 MB with 413 and the French message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const response = await upload('photo', 'grande.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('Le fichier est trop volumineux. Taille maximum: 2MB');
  });

  it('needs the photo field, and direction', async () => {
    const wrongField = await upload('fichier', 'a.png', 'image/png', PNG);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().detail).toBe('Aucun fichier reçu (champ photo)');
    const gerant = (await t.signedIn('gerant')).headers;
    expect((await upload('photo', 'a.png', 'image/png', PNG, gerant)).statusCode).toBe(403);
  });

  it('serves nothing but generated names', async () => {
    for (const url of [
      '/uploads/../secrets.json',
      '/uploads/secrets.json',
      '/uploads/%2e%2e%2fsecrets.json',
    ]) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('links an uploaded photo to a shop', async () => {
    const { url } = (await upload('photo', 'vitrine.webp', 'image/webp', PNG)).json();
    const created = await t.inject({
      method: 'POST',
      url: '/api/Magasins/magasin-create',
      headers: direction,
      payload: { nom: 'Cocody Riviera', quartier: 'Riviera', photo: { url, alt: 'Vitrine' } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().photo).toEqual({ url, alt: 'Vitrine' });
  });
});
