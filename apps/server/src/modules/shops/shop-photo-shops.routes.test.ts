import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDirectionApp } from '../../../test/signed-in-app.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import { magasins } from '../../db/schema/shops.ts';
import { jpeg, PHOTO_URL, photoCalls, png } from './shop-photo.test-support.ts';

// A shop's create and edit name an uploaded photo.
const c = useDirectionApp();

const { uploaded, createShop, editShop, shopPhoto, photoRows, countOf } = photoCalls(() => c);

describe("a shop's create and edit name an uploaded photo", () => {
  it('upload, then create with it: the shop shows it, its journal row names it', async () => {
    const bytes = png();
    const photo = await uploaded(bytes, 'devanture.png');
    const created = await createShop({ nom: 'Cocody Angré', photo: { url: photo.url, alt: 'Devanture' } });
    expect(created.statusCode, created.body).toBe(201);
    const shop = created.json();
    expect(shop.photo).toEqual({ url: photo.url, alt: 'Devanture' });
    expect(await shopPhoto(shop.id)).toEqual({ url: photo.url, alt: 'Devanture' });
    const [row] = await c.t.db.select().from(magasins).where(eq(magasins.id, shop.id));
    expect(row?.photoEtag).toBe(PHOTO_URL.exec(photo.url)?.[1]);
    const [entry] = await c.t.db
      .select()
      .from(journal)
      .where(and(eq(journal.entite, 'magasin'), eq(journal.entiteId, String(shop.id))));
    expect(entry?.changements).toMatchObject({
      photo: { avant: null, apres: { url: photo.url, alt: 'Devanture' } },
    });

    const served = await c.t.inject({ method: 'GET', url: shop.photo.url });
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses with 400 and the French message an address of no stored photo, and writes nothing', async () => {
    const before = { shops: await countOf(magasins), journal: await countOf(journal) };
    for (const url of [
      `/api/Magasins/photos/${'b'.repeat(32)}.png`,
      `/api/Magasins/1/photo/${'c'.repeat(32)}.png`,
      '/uploads/0b0e7c9a-5a43-4f0e-9a59-4c3a1d2b7e11.png',
    ]) {
      const response = await createShop({ nom: 'Cocody Riviera', photo: { url, alt: 'Vitrine' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().detail).toBe("Cette photo n'a pas été téléversée : téléversez-la à nouveau");
      expect(response.json().errors).toEqual({
        photo: "Cette photo n'a pas été téléversée : téléversez-la à nouveau",
      });
    }
    for (const url of ['https://exemple.com/a.png', '/api/Magasins/photos/x.png', '/etc/passwd']) {
      const response = await createShop({ nom: 'Cocody Riviera', photo: { url, alt: 'Vitrine' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().detail).toBe('Photo invalide : téléversez-la à nouveau');
    }
    expect({ shops: await countOf(magasins), journal: await countOf(journal) }).toEqual(before);
  });

  it('an edit changes the photo, keeps it, or removes it with null; the bytes stay for other shops', async () => {
    const first = await uploaded(png(), 'vitrine.png');
    const second = await uploaded(jpeg(), 'enseigne.jpg');
    const shop = (await createShop({ nom: 'Treichville', photo: first })).json();
    const other = (await createShop({ nom: 'Marcory', photo: first })).json();
    expect(other.photo.url).toBe(first.url);

    const changed = await editShop(shop.id, { nom: 'Treichville', photo: second });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().photo).toEqual(second);
    const kept = await editShop(shop.id, { nom: 'Treichville', photo: { url: second.url, alt: 'Enseigne' } });
    expect(kept.json().photo).toEqual({ url: second.url, alt: 'Enseigne' });
    const unknown = await editShop(shop.id, {
      nom: 'Autre nom',
      photo: { url: `/api/Magasins/photos/${'d'.repeat(32)}.jpg`, alt: '' },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await shopPhoto(shop.id))?.url).toBe(second.url);

    const removed = await editShop(shop.id, { nom: 'Treichville', photo: null });
    expect(removed.json().photo).toBeNull();
    const [row] = await c.t.db.select().from(magasins).where(eq(magasins.id, shop.id));
    expect(row?.photoEtag).toBeNull();
    expect((await c.t.inject({ method: 'GET', url: first.url })).statusCode).toBe(200);
  });

  it('an address of the shop-keyed form that came before is taken under the photo’s own address', async () => {
    const photo = await uploaded(png());
    const etag = PHOTO_URL.exec(photo.url)?.[1] ?? '';
    const shop = (await createShop({ nom: 'Adjamé' })).json();
    const edited = await editShop(shop.id, {
      nom: 'Adjamé',
      photo: { url: `/api/Magasins/${shop.id}/photo/${etag}.png`, alt: 'Vitrine' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().photo).toEqual({ url: photo.url, alt: 'Vitrine' });
  });

  it('with an Idempotency-Key, a create sent twice makes one shop and answers it twice', async () => {
    const headers = { ...c.direction, 'idempotency-key': `magasin-${randomUUID()}` };
    const before = await countOf(magasins);
    const first = await createShop({ nom: 'Yopougon Selmer' }, headers);
    const again = await createShop({ nom: 'Yopougon Selmer' }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countOf(magasins)).toBe(before + 1);
    const other = await createShop({ nom: 'Yopougon Sicogi' }, headers);
    expect(other.statusCode).toBe(409);
  });

  it('deleting a shop leaves its photo to the purge', async () => {
    const photo = await uploaded(png());
    const shop = (await createShop({ nom: 'Éphémère', photo })).json();
    const deleted = await c.t.inject({
      method: 'DELETE',
      url: `/api/Magasins/magasin-delete/${shop.id}`,
      headers: c.direction,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await photoRows(PHOTO_URL.exec(photo.url)?.[1] ?? '')).toHaveLength(1);
  });
});
