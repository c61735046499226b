import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../../../scripts/throwaway-postgres.mjs';
import { ledgerImbalances } from '../../test/ledger-balance.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { openDatabase } from '../db/client.ts';

/**
 * PostgreSQL restarted under load (a package update, a failover, a reboot): a PostgreSQL of the
 * test's own is stopped while eight clients sell, each sale with its own Idempotency-Key, retried
 * with that key as a phone's outbox does. While it is away every request gets 503 with
 * Retry-After and a French detail, the process stays alive and its liveness answers; once it is
 * back, sales go through again by themselves. Afterwards each key is one sale, every stock line
 * equals its movements and the invoice series has no gap. Once with one process, once with two
 * (WEB_CONCURRENCY=2). It needs a PostgreSQL server to restart, so it runs in the PostgreSQL suite.
 */

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
const PASSWORD = 'restart-test-motdepasse';
const UNAVAILABLE = 'Base de données momentanément indisponible, réessayez dans un instant';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-restart-'));
const cleanups: (() => Promise<unknown>)[] = [];
let port = 3970;

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  fs.rmSync(workDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startPelote(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  port += 1;
  const started = await startServerProcess(port, {
    ...env,
    ADMIN_PASSWORD: PASSWORD,
    DATA_DIR: path.join(workDir, `data-${port}`),
  });
  cleanups.push(async () => started.child.kill('SIGKILL'));
  return started;
}

type Answer = { status: number; body: { id?: number; detail?: string }; retryAfter: string | null };

async function call(
  base: string,
  init: { method: string; url: string; token?: string; key?: string; body?: unknown },
) {
  const response = await fetch(`${base}/api${init.url}`, {
    method: init.method,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const answer: Answer = {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Answer['body'],
    retryAfter: response.headers.get('retry-after'),
  };
  return answer;
}

async function created(base: string, token: string, url: string, body: unknown) {
  const answer = await call(base, { method: 'POST', url, token, key: crypto.randomUUID(), body });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

describe.runIf(onPostgres)('PostgreSQL restarted under load', () => {
  for (const processes of [1, 2]) {
    it(`${processes} process(es): 503 while it is away, the process alive, sales again once it is back, each key one sale`, async () => {
      const postgres = await startThrowawayPostgres({
        dataParent: workDir,
        logFile: path.join(workDir, `postgres-${processes}.log`),
      });
      cleanups.push(() => postgres.stop());
      const pelote = await startPelote({
        DATABASE_URL: postgres.url,
        ...(processes > 1 ? { WEB_CONCURRENCY: String(processes) } : {}),
      });
      const signIn = await call(pelote.base, {
        method: 'POST',
        url: '/Users/authenticate-user',
        body: { username: 'admin', password: PASSWORD },
      });
      const token = (signIn.body as { access_token?: string }).access_token ?? '';
      const shop = await created(pelote.base, token, '/Magasins/magasin-create', {
        nom: 'Boutique Redémarrage',
        quartier: 'Cocody',
      });
      const hook = await created(pelote.base, token, '/Articles/accessoires/create', {
        nom: 'Crochet redémarrage',
        type: 'Crochets',
        description: 'Aluminium',
        prix_unitaire: 100_000,
      });
      await created(pelote.base, token, '/Magasins/stocks/add', {
        magasin: shop.id,
        produit_id: hook.id,
        quantite: 100_000,
      });

      // Eight clients sell; a sale not answered 201 is sent again with its key, after a pause.
      const sold = new Map<string, number>();
      const unavailable: Answer[] = [];
      const other: string[] = [];
      let selling = true;
      const seller = async () => {
        while (selling) {
          const key = crypto.randomUUID();
          for (;;) {
            const answer = await call(pelote.base, {
              method: 'POST',
              url: '/Mouvements/ventes/creer/',
              token,
              key,
              body: { client: null, magasin: shop.id, articles: [{ article: hook.id, quantite: 1 }] },
            }).catch(() => null);
            if (answer?.status === 201) {
              sold.set(key, answer.body.id ?? 0);
              break;
            }
            if (answer?.status === 503) unavailable.push(answer);
            else if (answer) other.push(`${answer.status} ${JSON.stringify(answer.body)}`);
            await pause(100);
          }
        }
      };
      const sellers = Array.from({ length: 8 }, seller);
      const waitForSales = async (count: number) => {
        for (let waited = 0; sold.size < count && waited < 60_000; waited += 50) await pause(50);
        expect(sold.size).toBeGreaterThanOrEqual(count);
      };

      await waitForSales(40);
      await postgres.pause();
      const soldBefore = sold.size;
      await pause(2_000);
      // Away: the process answers, says so, and refuses to route (readiness) without dying.
      expect(pelote.child.exitCode).toBeNull();
      const live = await call(pelote.base, { method: 'GET', url: '/health/live' });
      expect(live).toMatchObject({ status: 200, body: { status: 'degraded', database: 'indisponible' } });
      expect((await call(pelote.base, { method: 'GET', url: '/health' })).status).toBe(503);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const answer of unavailable) {
        expect(answer.body.detail).toBe(UNAVAILABLE);
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }

      await postgres.resume();
      const back = Date.now();
      await waitForSales(soldBefore + 40);
      expect(Date.now() - back).toBeLessThan(15_000);
      selling = false;
      await Promise.all(sellers);
      expect(pelote.child.exitCode).toBeNull();
      expect(other).toEqual([]);

      const database = await openDatabase({ kind: 'postgres', url: postgres.url }, { migrate: false });
      try {
        expect(await ledgerImbalances(database.db)).toEqual([]);
        const rows = (await database.db.execute(sql`
          select count(*)::int as n, coalesce(max(split_part(numero_facture, '-', 4)::int), 0) as last
          from ventes`)) as unknown as { rows: { n: number; last: number }[] };
        const series = rows.rows[0];
        // Each key one sale: as many sales as keys answered, numbered without a gap.
        expect(series?.n).toBe(sold.size);
        expect(new Set(sold.values()).size).toBe(sold.size);
        expect(series?.last).toBe(series?.n);
      } finally {
        await database.close();
      }
    }, 180_000);
  }
});
