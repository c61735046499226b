import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDirectionApp } from '../../../test/signed-in-app.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import { photos } from '../../db/schema/shop-photos.ts';
import { magasins } from '../../db/schema/shops.ts';
import { GIF, jpeg, PHOTO_URL, photoCalls, png } from './shop-photo.test-support.ts';
import { moveUploadedPhotos } from './shop-photos-move.ts';

// Uploading a shop's photo, serving it, purging the unused ones, moving old files into the database.
const c = useDirectionApp();

const { upload, uploaded, createShop, editShop, shopPhoto, photoRows, countOf } = photoCalls(() => c);

describe('POST /api/Magasins/upload-photo', () => {
  it('keeps the photo by its content, for no shop yet, and answers its address and name', async () => {
    const bytes = png();
    const response = await upload({ filename: 'devanture boutique.png', bytes });
    expect(response.statusCode, response.body).toBe(201);
    const { url, alt } = response.json();
    expect(url).toMatch(PHOTO_URL);
    expect(alt).toBe('devanture boutique');

    const etag = PHOTO_URL.exec(url)?.[1] ?? '';
    const [row] = await photoRows(etag);
    expect(row?.typeMime).toBe('image/png');
    expect(row?.taille).toBe(bytes.length);
    expect(Buffer.from(row?.contenu ?? []).equals(bytes)).toBe(true);
    expect(fs.existsSync(path.join(c.t.config.dataDir, 'uploads'))).toBe(false);
  });

  it('the same photo sent again is the same address and one row; each upload has its journal row', async () => {
    const bytes = png();
    const first = await uploaded(bytes, 'vitrine.png');
    const second = await uploaded(bytes, 'vitrine.png');
    expect(second).toEqual(first);
    const etag = PHOTO_URL.exec(first.url)?.[1] ?? '';
    expect(await photoRows(etag)).toHaveLength(1);
    const rows = await c.t.db
      .select()
      .from(journal)
      .where(and(eq(journal.entite, 'photo'), eq(journal.entiteId, etag)));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: 'creation', entiteLibelle: 'vitrine', magasinId: null });
    expect(rows[0]?.changements).toEqual({
      url: { avant: null, apres: first.url },
      alt: { avant: null, apres: 'vitrine' },
      type: { avant: null, apres: 'png' },
      taille: { avant: null, apres: bytes.length },
    });
  });

  it('with an Idempotency-Key: the same request answers the same once; another file under it is a 409', async () => {
    const bytes = png();
    const headers = { ...c.direction, 'idempotency-key': `photo-${randomUUID()}` };
    const first = await upload({ filename: 'a.png', bytes }, headers);
    const journalRows = await countOf(journal);
    const again = await upload({ filename: 'a.png', bytes }, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countOf(journal)).toBe(journalRows);
    const other = await upload({ filename: 'a.png', bytes: png() }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toBe('Cette clé Idempotency-Key a déjà servi pour une autre requête');
  });

  it('judges the type by the content: a script renamed .png, or a GIF, is refused with 415', async () => {
    const before = await countOf(photos);
    for (const bytes of [Buffer.from('<script>alert(1)</script>'), GIF]) {
      const response = await upload({ filename: 'photo.png', bytes });
      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toBe(
        'Type de fichier non supporté. Types acceptés: image/jpeg, image/png, image/webp',
      );
    }
    expect(await countOf(photos)).toBe(before);
  });

  it('refuses a file over 2 MB with 413 and the French message, and writes nothing', async () => {
    const before = { photos: await countOf(photos), journal: await countOf(journal) };
    const big = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const response = await upload({ filename: 'grande.png', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('Le fichier est trop volumineux. Taille maximum: 2MB');
    expect({ photos: await countOf(photos), journal: await countOf(journal) }).toEqual(before);
  });

  it('needs the photo field and direction', async () => {
    const wrongField = await upload({ field: 'fichier', filename: 'a.png', bytes: png() });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().detail).toBe('Aucun fichier reçu (champ photo)');
    const notMultipart = await c.t.inject({
      method: 'POST',
      url: '/api/Magasins/upload-photo',
      headers: c.direction,
      payload: { photo: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    const shop = await c.t.createShop();
    const gerant = (await c.t.signedIn('gerant', { magasinId: shop.id })).headers;
    const refused = await upload({ filename: 'refusee.png', bytes: png() }, gerant);
    expect(refused.statusCode).toBe(403);
    expect(await c.t.db.select().from(journal).where(eq(journal.entiteLibelle, 'refusee'))).toHaveLength(0);
  });
});

describe('GET /api/Magasins/photos/{etag}.{ext}', () => {
  it('serves the bytes with their type, a strong ETag, a year of cache, and 304 when the browser has them', async () => {
    const bytes = jpeg();
    const { url } = await uploaded(bytes, 'a.jpg');
    expect(url).toMatch(/\.jpg$/);
    const served = await c.t.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    expect(url).toContain(etag.slice(1, -1));
    expect(served.rawPayload.equals(bytes)).toBe(true);

    for (const match of [etag, `W/${etag}`, `"autre", ${etag}`]) {
      const again = await c.t.inject({ method: 'GET', url, headers: { 'if-none-match': match } });
      expect(again.statusCode, match).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    const other = await c.t.inject({ method: 'GET', url, headers: { 'if-none-match': '"autre"' } });
    expect(other.statusCode).toBe(200);
  });

  it('serves nothing but a stored photo, under its own extension', async () => {
    const { url } = await uploaded(png());
    for (const wrong of [
      url.replace(/\.png$/, '.jpg'),
      `/api/Magasins/photos/${'a'.repeat(32)}.png`,
      '/api/Magasins/photos/..%2f..%2fsecrets.json',
      '/api/Magasins/photos/abc.png',
      '/uploads/../secrets.json',
      '/uploads/%2e%2e%2fsecrets.json',
    ]) {
      const response = await c.t.inject({ method: 'GET', url: wrong });
      expect(response.statusCode, wrong).toBe(404);
    }
  });
});

describe('orphan photos', () => {
  it('an upload purges the photos no shop uses, a day after their last upload, each journaled', async () => {
    const old = await uploaded(png(), 'ancienne.png');
    const used = await uploaded(png(), 'utilisee.png');
    const fresh = await uploaded(png(), 'recente.png');
    const again = await uploaded(png(), 'renvoyee.png');
    await createShop({ nom: 'Gardée', photo: used });
    const etagOf = (url: string) => PHOTO_URL.exec(url)?.[1] ?? '';
    const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60 * 1000);
    for (const photo of [old, used, again])
      await c.t.db
        .update(photos)
        .set({ televerseeLe: twoDaysAgo })
        .where(eq(photos.etag, etagOf(photo.url)));
    // Sent again today, its day starts again.
    const bytesAgain = (await c.t.inject({ method: 'GET', url: again.url })).rawPayload;
    await uploaded(bytesAgain, 'renvoyee.png');

    await uploaded(png(), 'declencheur.png');
    expect(await photoRows(etagOf(old.url))).toHaveLength(0);
    expect(await photoRows(etagOf(used.url))).toHaveLength(1);
    expect(await photoRows(etagOf(fresh.url))).toHaveLength(1);
    expect(await photoRows(etagOf(again.url))).toHaveLength(1);
    expect((await c.t.inject({ method: 'GET', url: old.url })).statusCode).toBe(404);
    const [purged] = await c.t.db
      .select()
      .from(journal)
      .where(and(eq(journal.entiteId, etagOf(old.url)), eq(journal.action, 'suppression')));
    expect(purged).toMatchObject({ entite: 'photo', source: 'systeme', userId: null });
    const againPurged = await c.t.db
      .select()
      .from(journal)
      .where(and(eq(journal.entiteId, etagOf(again.url)), eq(journal.action, 'suppression')));
    expect(againPurged).toHaveLength(0);
    // Named after its purge: the shop is refused, as for any photo the server does not hold.
    const late = await createShop({ nom: 'Trop tard', photo: old });
    expect(late.statusCode).toBe(400);
  });
});

describe('moving the photo files of DATA_DIR/uploads into the database', () => {
  it('moves each shop file once, journals it, serves it from the database; a GIF stays a file', async () => {
    const dir = path.join(c.t.config.dataDir, 'uploads');
    fs.mkdirSync(dir, { recursive: true });
    const pngName = '0b0e7c9a-5a43-4f0e-9a59-4c3a1d2b7e11.png';
    const gifName = '1c1f8d0b-6b54-4f1f-8b6a-5d4b2e3c8f22.gif';
    const bytes = png();
    fs.writeFileSync(path.join(dir, pngName), bytes);
    fs.writeFileSync(path.join(dir, gifName), GIF);
    const withPng = await c.t.createShop({ nom: 'Ancienne photo' });
    const withGif = await c.t.createShop({ nom: 'Ancien GIF' });
    await c.t.db
      .update(magasins)
      .set({ photoUrl: `/uploads/${pngName}`, photoAlt: 'Devanture' })
      .where(eq(magasins.id, withPng.id));
    await c.t.db
      .update(magasins)
      .set({ photoUrl: `/uploads/${gifName}`, photoAlt: 'Gif' })
      .where(eq(magasins.id, withGif.id));

    const lines: string[] = [];
    const log = { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(l) };
    expect(await moveUploadedPhotos(c.t.db, c.t.config.dataDir, log)).toBe(1);
    expect(await moveUploadedPhotos(c.t.db, c.t.config.dataDir, log)).toBe(0);
    expect(lines.some((l) => l.includes('1 photo(s) de magasin déplacée(s)'))).toBe(true);
    expect(lines.some((l) => l.includes(`Photo du magasin ${withGif.id} laissée`))).toBe(true);

    const moved = await shopPhoto(withPng.id);
    expect(moved).toEqual({ url: expect.stringMatching(PHOTO_URL), alt: 'Devanture' });
    const served = await c.t.inject({ method: 'GET', url: moved.url });
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const [row] = await c.t.db.select().from(magasins).where(eq(magasins.id, withPng.id));
    expect(row?.photoEtag).toBe(PHOTO_URL.exec(moved.url)?.[1]);
    const rows = await c.t.db.select().from(journal).where(eq(journal.magasinId, withPng.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'systeme', action: 'modification', entite: 'magasin' });

    // The GIF stays a file, served as before; its shop's edit keeps it, another shop cannot take it.
    expect(await shopPhoto(withGif.id)).toEqual({ url: `/uploads/${gifName}`, alt: 'Gif' });
    const gif = await c.t.inject({ method: 'GET', url: `/uploads/${gifName}` });
    expect(gif.statusCode).toBe(200);
    expect(gif.headers['content-type']).toBe('image/gif');
    const kept = await editShop(withGif.id, {
      nom: 'Ancien GIF',
      photo: { url: `/uploads/${gifName}`, alt: 'Gif animé' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().photo).toEqual({ url: `/uploads/${gifName}`, alt: 'Gif animé' });
    const taken = await createShop({ nom: 'Copieur', photo: { url: `/uploads/${gifName}`, alt: '' } });
    expect(taken.statusCode).toBe(400);
  });
});
