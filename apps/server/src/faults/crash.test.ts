import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, withAdminClient } from '../../test/databases.ts';
import { ledgerImbalances } from '../../test/ledger-balance.ts';
import { summaryDrift } from '../../test/sales-summary-drift.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { type DatabaseTarget, openDatabase } from '../db/client.ts';

/**
 * Crash safety: the server is killed (SIGKILL) in the middle of a load of sales, then
 * started again. Every stock line must still equal the sum of its movements, and every invoice
 * series must be gapless with its counter at the last number, and the statistics' daily sums equal
 * to the sales: a sale is all there or not at all.
 */

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
const PASSWORD = 'crash-test-motdepasse';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-crash-'));
const cleanups: (() => Promise<unknown>)[] = [];
let port = 3950 + (onPostgres ? 1 : 0);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  port += 2;
  const started = await startServerProcess(port, { ...env, ADMIN_PASSWORD: PASSWORD });
  cleanups.push(async () => started.child.kill('SIGKILL'));
  return started;
}

async function call(
  base: string,
  headers: Record<string, string>,
  method: string,
  url: string,
  body?: unknown,
) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ id: number; access_token?: string }>;
}

describe(`crash in the middle of sales (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('leaves every sale whole or absent after a SIGKILL and a restart', async () => {
    const env: Record<string, string> = { DATA_DIR: path.join(workDir, 'data') };
    let target: DatabaseTarget = { kind: 'pglite', dataDir: env.DATA_DIR ?? '' };
    if (onPostgres) {
      const name = `pelote_crash_${crypto.randomBytes(4).toString('hex')}`;
      await withAdminClient((c) => c.query(`create database ${name}`));
      cleanups.push(() => withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`)));
      env.DATABASE_URL = databaseUrl(name);
      target = { kind: 'postgres', url: env.DATABASE_URL };
    }

    const first = await start(env);
    const json = { 'content-type': 'application/json' };
    const { access_token: token } = await call(first.base, json, 'POST', '/Users/authenticate-user', {
      username: 'admin',
      password: PASSWORD,
    });
    const headers = { ...json, authorization: `Bearer ${token}` };
    const shop = await call(first.base, headers, 'POST', '/Magasins/magasin-create', {
      nom: 'Boutique',
      quartier: 'Cocody',
      is_active: true,
    });
    const articles: number[] = [];
    for (const n of [1, 2, 3]) {
      const article = await call(first.base, headers, 'POST', '/Articles/accessoires/create', {
        nom: `Crochet ${n}`,
        type: 'Crochets',
        description: 'Crochet en aluminium',
        prix_unitaire: 1_000_00 * n,
      });
      articles.push(article.id);
      await call(first.base, headers, 'POST', '/Magasins/stocks/add', {
        magasin: shop.id,
        produit_id: article.id,
        quantite: 100_000,
      });
    }

    // 40 clients sell in a loop; the process is killed while they do.
    let running = true;
    let sold = 0;
    const seller = async () => {
      while (running) {
        try {
          await call(first.base, headers, 'POST', '/Mouvements/ventes/creer/', {
            client: null,
            magasin: shop.id,
            articles: articles.map((article, i) => ({ article, quantite: i + 1 })),
          });
          sold += 1;
        } catch (error) {
          if (running) console.error('seller stopped:', (error as Error).message);
          return;
        }
      }
    };
    const sellers = Array.from({ length: 40 }, seller);
    // Wait for 60 sales, or for every seller to have given up (which the next line reports).
    let stopped = 0;
    for (const selling of sellers) void selling.finally(() => stopped++);
    while (sold < 60 && stopped < sellers.length) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sold, 'the sellers stopped before the crash').toBeGreaterThanOrEqual(60);
    // Listen before killing: the exit may come while the sellers are still settling.
    const firstExit = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    running = false;
    await Promise.all(sellers);
    await firstExit;

    // Started again, it answers; then the data is checked directly.
    const second = await start(env);
    expect((await fetch(`${second.base}/api/health`)).status).toBe(200);
    const secondExit = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGTERM');
    await secondExit;

    const database = await openDatabase(target, { migrate: false });
    try {
      expect(await ledgerImbalances(database.db)).toEqual([]);
      expect(await summaryDrift(database.db)).toEqual([]);
      const answer = (await database.db.execute(sql`
        select count(*)::int as n, coalesce(max(split_part(v.numero_facture, '-', 4)::int), 0) as last,
               (select coalesce(max(dernier_numero), 0) from compteurs_factures) as counter
        from ventes v`)) as unknown as { rows?: { n: number; last: number; counter: number }[] };
      const series = (answer.rows ??
        (answer as unknown as { n: number; last: number; counter: number }[]))[0];
      expect(series?.n).toBeGreaterThanOrEqual(sold);
      expect(series?.last).toBe(series?.n);
      expect(series?.counter).toBe(series?.n);
    } finally {
      await database.close();
    }
  }, 180_000);
});
