import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { journalMark, journalSince, noRowOf, onlyRowOf } from './journal-writes.test-support.ts';

/** Administration's writes: shops (and their photos) and users, one journal row each, never a secret. */

type Session = Awaited<ReturnType<TestApp['signedIn']>>;
let t: TestApp;
let direction: Session;
let shopId: number;

beforeAll(async () => {
  t = await createTestApp();
  direction = await t.signedIn('direction');
  shopId = (await t.createShop({ nom: 'Treichville' })).id;
});
afterAll(() => t.close());

/** A call made as direction, with `payload` when given. */
const asDirection = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.inject({ method, url, headers: direction.headers, ...(payload === undefined ? {} : { payload }) });

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

function upload(bytes: Buffer, filename: string) {
  const boundary = '----pelote-journal-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  return t.inject({
    method: 'POST',
    url: '/api/Magasins/upload-photo',
    headers: { ...direction.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe('shops', () => {
  const body = { nom: 'Boutique Yopougon', quartier: 'Yopougon', is_active: true };

  it('creation, photo upload, edit and deletion: one row each, on the shop', async () => {
    const created = await onlyRowOf(t, () => asDirection('POST', '/api/Magasins/magasin-create', body));
    expect(created.result.statusCode, created.result.body).toBe(201);
    const shop = created.result.json() as { id: number; code: string };
    expect(created.row).toMatchObject({
      action: 'creation',
      entite: 'magasin',
      entiteId: String(shop.id),
      entiteLibelle: 'Boutique Yopougon',
      magasinId: shop.id,
    });
    expect(created.row.changements).toMatchObject({
      nom: { avant: null, apres: 'Boutique Yopougon' },
      code: { avant: null, apres: shop.code },
    });

    // The upload belongs to no shop yet: a row on the photo, then the edit that names it.
    const photo = await onlyRowOf(t, () => upload(PNG, 'devanture.png'));
    expect(photo.result.statusCode, photo.result.body).toBe(201);
    const { url } = photo.result.json() as { url: string };
    expect(photo.row).toMatchObject({
      action: 'creation',
      entite: 'photo',
      entiteId: url.replace(/^.*\/([a-f0-9]{32})\.png$/, '$1'),
      entiteLibelle: 'devanture',
      magasinId: null,
    });
    expect(photo.row.changements).toEqual({
      url: { avant: null, apres: url },
      alt: { avant: null, apres: 'devanture' },
      type: { avant: null, apres: 'png' },
      taille: { avant: null, apres: PNG.length },
    });

    const edited = await onlyRowOf(t, () =>
      asDirection('PUT', `/api/Magasins/magasin-update/${shop.id}`, {
        ...body,
        nom: 'Boutique Yopougon Sud',
        photo: { url, alt: 'Devanture' },
      }),
    );
    expect(edited.result.statusCode, edited.result.body).toBe(200);
    expect(edited.row).toMatchObject({ action: 'modification', magasinId: shop.id });
    expect(edited.row.changements).toEqual({
      nom: { avant: 'Boutique Yopougon', apres: 'Boutique Yopougon Sud' },
      photo: { avant: null, apres: { url, alt: 'Devanture' } },
    });

    const deleted = await onlyRowOf(t, () =>
      asDirection('DELETE', `/api/Magasins/magasin-delete/${shop.id}`),
    );
    expect(deleted.result.statusCode, deleted.result.body).toBe(200);
    expect(deleted.row).toMatchObject({
      action: 'suppression',
      entite: 'magasin',
      entiteId: String(shop.id),
      entiteLibelle: 'Boutique Yopougon Sud',
      magasinId: shop.id,
    });
  });

  it('refused: a shop still referenced, an unknown one, a file that is no image, a photo never uploaded — no row', async () => {
    await t.createUser({ role: 'gerant', magasinId: shopId });
    const referenced = await noRowOf(t, () =>
      asDirection('DELETE', `/api/Magasins/magasin-delete/${shopId}`),
    );
    expect(referenced.statusCode).toBe(409);
    const unknown = await noRowOf(t, () => asDirection('PUT', '/api/Magasins/magasin-update/999999', body));
    expect(unknown.statusCode).toBe(404);
    const notImage = await noRowOf(t, () => upload(Buffer.from('pas une image'), 'texte.png'));
    expect(notImage.statusCode).toBe(415);
    const unknownPhoto = await noRowOf(t, () =>
      asDirection('POST', '/api/Magasins/magasin-create', {
        ...body,
        photo: { url: `/api/Magasins/photos/${'f'.repeat(32)}.png`, alt: '' },
      }),
    );
    expect(unknownPhoto.statusCode).toBe(400);
  });
});

describe('users', () => {
  const newUser = {
    username: 'yao.kouassi',
    email: 'yao@pelote.test',
    first_name: 'Yao',
    last_name: 'Kouassi',
    password: 'motdepasse-tres-secret',
    role: 'gerant',
    nationalite: 'CI',
    telephone: '+225 01 02 03 04',
  };
  const secrets = (row: unknown) => {
    const text = JSON.stringify(row);
    return ['motdepasse-tres-secret', 'nouveau-secret-42', 'argon2', 'password', '$2'].filter((s) =>
      text.includes(s),
    );
  };

  it('creation: one row on the gerant’s shop, no password nor hash', async () => {
    const { row, result } = await onlyRowOf(t, () =>
      asDirection('POST', '/api/Users/user-create', { ...newUser, magasin: shopId }),
    );
    expect(result.statusCode, result.body).toBe(201);
    const id = (result.json() as { id: number }).id;
    expect(row).toMatchObject({
      action: 'creation',
      entite: 'utilisateur',
      entiteId: String(id),
      entiteLibelle: 'Yao Kouassi',
      magasinId: shopId,
    });
    expect(row.changements).toMatchObject({
      username: { avant: null, apres: 'yao.kouassi' },
      role: { avant: null, apres: 'gerant' },
      magasin: { avant: null, apres: shopId },
    });
    expect(secrets(row)).toEqual([]);
  });

  it('an edit with a password: the fields changed, and the password as an action with no field', async () => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    const payload = {
      username: user.username,
      email: user.email,
      first_name: 'Awa',
      last_name: 'Koné',
      role: 'gerant',
      nationalite: 'CI',
      telephone: '+225 07 00 00 00',
      magasin: shopId,
      is_active: true,
    };
    const fields = await onlyRowOf(t, () =>
      t.inject({
        method: 'PUT',
        url: `/api/Users/update-user/${user.id}`,
        headers: direction.headers,
        payload,
      }),
    );
    expect(fields.result.statusCode, fields.result.body).toBe(200);
    expect(fields.row).toMatchObject({
      action: 'modification',
      entiteId: String(user.id),
      magasinId: shopId,
    });
    expect(fields.row.changements).toEqual({
      nationalite: { avant: 'FR', apres: 'CI' },
      telephone: { avant: '', apres: '+225 07 00 00 00' },
    });

    const passwordOnly = await onlyRowOf(t, () =>
      asDirection('PUT', `/api/Users/update-user/${user.id}`, {
        ...payload,
        password: 'nouveau-secret-42',
        confirm_password: 'nouveau-secret-42',
      }),
    );
    expect(passwordOnly.result.statusCode, passwordOnly.result.body).toBe(200);
    expect(passwordOnly.row).toMatchObject({ action: 'changement_mot_de_passe', changements: {} });
    expect(secrets(passwordOnly.row)).toEqual([]);

    const mark = await journalMark(t);
    const both = await asDirection('PUT', `/api/Users/update-user/${user.id}`, {
      ...payload,
      is_active: false,
      password: 'nouveau-secret-42',
      confirm_password: 'nouveau-secret-42',
    });
    expect(both.statusCode, both.body).toBe(200);
    const rows = await journalSince(t, mark);
    expect(rows.map((r) => [r.action, r.changements])).toEqual([
      ['modification', { is_active: { avant: true, apres: false } }],
      ['changement_mot_de_passe', {}],
    ]);
    expect(secrets(rows)).toEqual([]);
  });

  it('deletion: one row; refused (oneself, unknown) none', async () => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    const { row, result } = await onlyRowOf(t, () =>
      t.inject({ method: 'PATCH', url: `/api/Users/delete-user/${user.id}`, headers: direction.headers }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(row).toMatchObject({
      action: 'suppression',
      entite: 'utilisateur',
      entiteId: String(user.id),
      magasinId: shopId,
    });
    expect(secrets(row)).toEqual([]);
    const self = await noRowOf(t, () => asDirection('PATCH', `/api/Users/delete-user/${direction.user.id}`));
    expect(self.statusCode).toBe(400);
    const again = await noRowOf(t, () =>
      t.inject({ method: 'PATCH', url: `/api/Users/delete-user/${user.id}`, headers: direction.headers }),
    );
    expect(again.statusCode).toBe(404);
  });
});
