import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

/** Shop codes (printed in invoice numbers) grow past two digits and come with the shop itself. */

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('direction')).headers;
}, 60_000);
afterAll(() => t?.close());

/** The next shop created gets this id. */
const nextIdIs = (id: number) =>
  t.db.execute(sql`select setval(pg_get_serial_sequence('magasins', 'id'), ${id - 1})`);

async function create(nom: string) {
  const response = await t.inject({
    method: 'POST',
    url: '/api/Magasins/magasin-create',
    headers,
    payload: { nom, quartier: 'Cocody' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; code: string };
}

describe('shop codes', () => {
  it('gives M10 to shop 10, M100 to shop 100 and M1000 to shop 1000, and shop 10 keeps M10', async () => {
    await nextIdIs(10);
    expect(await create('Dix')).toMatchObject({ id: 10, code: 'M10' });
    await nextIdIs(100);
    expect(await create('Cent')).toMatchObject({ id: 100, code: 'M100' });
    await nextIdIs(1000);
    expect(await create('Mille')).toMatchObject({ id: 1000, code: 'M1000' });
    const list = await t.inject({ method: 'GET', url: '/api/Magasins/liste-magasins', headers });
    const codes = Object.fromEntries(
      (list.json() as { id: number; code: string }[]).map((s) => [s.id, s.code]),
    );
    expect(codes).toMatchObject({ 10: 'M10', 100: 'M100', 1000: 'M1000' });
  });

  it('pads a small id to two digits (M03), in the test helper too', async () => {
    await nextIdIs(3);
    expect(await create('Trois')).toMatchObject({ id: 3, code: 'M03' });
    const shop = await t.createShop({ nom: 'Quatre' });
    expect(shop).toMatchObject({ id: 4, code: 'M04' });
  });
});
