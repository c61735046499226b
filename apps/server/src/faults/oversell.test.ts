import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { ledgerImbalances } from '../../test/ledger-balance.ts';
import { createTestArticle } from '../../test/recorded-sales.ts';

/**
 * No oversell: 2,000 sale attempts sent at once over real HTTP for 1 unit, then for 10 units.
 * Exactly 1 and 10 succeed, every other answer is 409, none is a 5xx, and what was sold is exactly
 * what left the shelf. A race: only PostgreSQL runs the attempts in parallel; PGlite runs one
 * transaction at a time, so there it proves little.
 */

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
const ATTEMPTS = Number(process.env.OVERSELL_ATTEMPTS ?? 2000);
let t: TestApp;
let base: string;
let headers: Record<string, string>;
let shop: number;

beforeAll(async () => {
  t = await createTestApp();
  // Room in the accept queue for every attempt at once (the default, 511, would reset some).
  await t.app.listen({ port: 0, host: '127.0.0.1', backlog: ATTEMPTS + 100 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  headers = { ...(await t.signedIn('direction')).headers, 'content-type': 'application/json' };
  shop = (await t.createShop({ nom: 'Boutique assiégée' })).id;
}, 60_000);

afterAll(() => t?.close());

async function stockOf(articleId: number): Promise<number> {
  const response = await fetch(`${base}/api/Magasins/stocks/magasin/${shop}?page_size=100`, { headers });
  const body = (await response.json()) as { results: { object_id: number; quantite: number }[] };
  return body.results.find((line) => line.object_id === articleId)?.quantite ?? 0;
}

/**
 * One POST on a connection of its own (no keep-alive pool): every attempt is a separate till, and
 * no answer can be lost to a reused socket the server is closing.
 */
function postOnOwnConnection(path: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: 'POST', agent: false, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function race(units: number) {
  const article = await createTestArticle(t.db, `Dernière pelote ×${units}`, 1_000_00);
  const added = await fetch(`${base}/api/Magasins/stocks/add`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ magasin: shop, produit_id: article.id, quantite: units }),
  });
  expect(added.status).toBe(201);
  const body = JSON.stringify({
    client: null,
    magasin: shop,
    articles: [{ article: article.id, quantite: 1 }],
  });
  const statuses = await Promise.all(
    Array.from({ length: ATTEMPTS }, async () => {
      const response = await postOnOwnConnection('/api/Mouvements/ventes/creer/', body);
      const answer = JSON.parse(response.body) as { detail?: string };
      if (response.status === 409) expect(answer.detail).toBe('Stock insuffisant (disponible: 0)');
      return response.status;
    }),
  );
  const tally = new Map<number, number>();
  for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1);
  expect(Object.fromEntries(tally)).toEqual({ 201: units, 409: ATTEMPTS - units });
  expect(await stockOf(article.id)).toBe(0);
  expect(await ledgerImbalances(t.db)).toEqual([]);
}

describe(`${ATTEMPTS} simultaneous sale attempts (${onPostgres ? 'PostgreSQL, in parallel' : 'PGlite, one at a time: the race is proven on PostgreSQL only'})`, () => {
  it('on the last unit: exactly one sale', () => race(1), 180_000);
  it('on the last ten units: exactly ten sales', () => race(10), 180_000);
});
