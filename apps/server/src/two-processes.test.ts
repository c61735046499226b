import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../test/databases.ts';
import { ledgerImbalances } from '../test/ledger-balance.ts';
import { creditBalance, lotOf, overdueLayaway } from './modules/layaways/layaways.test-support.ts';
import { addStock, stockOf, useSalesContext } from './modules/sales/sales.test-support.ts';

/**
 * Two Pelote processes (as on two machines) on one PostgreSQL and one Redis: what one process
 * does, the other sees — the sign-in limit, the stock, a photo, a layaway's expiry, a revoked session — and the
 * limits' fallback while Redis is away. Its own Redis (redis-server on a port of its own, so
 * runs never share counters) and the test's own PostgreSQL database; PostgreSQL project only.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const REDIS_PORT = 4114;
const PORTS = [4115, 4116] as const;
const LIMIT = 4;
const skipReason = !onPostgres
  ? 'PostgreSQL project only'
  : !hasRedis
    ? 'SKIPPED: no redis-server on this machine (apt-get install redis-server)'
    : '';
if (onPostgres && !hasRedis) console.warn(`two-processes.test.ts: ${skipReason}`);

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

type Answer = { status: number; body: Buffer; headers: http.IncomingHttpHeaders };
function call(
  port: number,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; raw?: Buffer } = {},
): Promise<Answer> {
  const payload =
    options.raw ?? (options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          ...(payload && !options.raw ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            headers: response.headers,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8'));

function startRedis(): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 40_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const c = useSalesContext();
const servers: { process: ChildProcess; log: string[]; port: number }[] = [];
let redis: ChildProcess | null = null;
let cashier: { username: string; password: string };

describe.skipIf(skipReason !== '')(
  `two processes, one PostgreSQL, one Redis${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    beforeAll(async () => {
      redis = startRedis();
      const rows = (await c.t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const env = {
        ...process.env,
        DATABASE_URL: databaseUrl(String(rows.rows[0]?.name)),
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        JWT_SECRET: c.t.jwtSecret,
        AUTH_RATE_LIMIT: String(LIMIT),
        LOGIN_MAX_FAILURES: '1000',
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: '1',
        WEB_DIST: path.join(c.t.config.dataDir, 'no-web'),
        DATA_DIR: c.t.config.dataDir,
      };
      for (const port of PORTS) {
        const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
          cwd: root,
          env: { ...env, PORT: String(port) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const log: string[] = [];
        child.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
        child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
        servers.push({ process: child, log, port });
      }
      cashier = await c.t.createUser({ username: 'caissiere', password: 'motdepasse-caisse' });
      for (const { port } of servers)
        await until(`port ${port}`, async () => (await call(port, 'GET', '/api/health')).status === 200);
    }, 60_000);

    afterAll(async () => {
      for (const server of servers) server.process.kill('SIGTERM');
      redis?.kill('SIGTERM');
      agent.destroy();
    });

    const [A, B] = PORTS;
    const signIn = (port: number, password = 'pas-le-bon') =>
      call(port, 'POST', '/api/Users/authenticate-user', { body: { username: cashier.username, password } });

    it('a sign-in limit reached through one process holds on the other', async () => {
      const first = [await signIn(A), await signIn(B), await signIn(A), await signIn(B)];
      expect(first.map((r) => r.status)).toEqual([401, 401, 401, 401]);
      const overA = await signIn(A, cashier.password);
      expect(overA.status).toBe(429);
      expect(json(overA).detail).toMatch(/Trop de/);
      expect((await signIn(B, cashier.password)).status).toBe(429);
    });

    it('2,000 concurrent sales split over both processes on 10 units sell exactly 10', async () => {
      await addStock(c, c.shopA.id, c.accessoire.id, 10);
      const sale = {
        client: null,
        magasin: c.shopA.id,
        articles: [{ article: c.accessoire.id, quantite: 1 }],
      };
      const answers = await Promise.all(
        Array.from({ length: 2000 }, (_, i) =>
          call(i % 2 ? A : B, 'POST', '/api/Mouvements/ventes/creer/', { headers: c.direction, body: sale }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(1990);
      expect(await stockOf(c, c.shopA.id, c.accessoire.id)).toBe(0);
      expect(await ledgerImbalances(c.t.db)).toEqual([]);
      const numbers = answers.filter((a) => a.status === 201).map((a) => json(a).numero_facture as string);
      expect(new Set(numbers).size).toBe(10);
    }, 150_000);

    it('a photo uploaded through one process is served by the other', async () => {
      const png = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        crypto.randomBytes(2048),
      ]);
      const boundary = '----pelote-deux-processus';
      const raw = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="vitrine.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const uploaded = await call(A, 'POST', '/api/Magasins/upload-photo', {
        headers: { ...c.direction, 'content-type': `multipart/form-data; boundary=${boundary}` },
        raw,
      });
      expect(uploaded.status, uploaded.body.toString()).toBe(201);
      const photo = json(uploaded);
      // Uploaded through one, named by a shop's edit through the other, served by both.
      const edited = await call(B, 'PUT', `/api/Magasins/magasin-update/${c.shopB.id}`, {
        headers: c.direction,
        body: { nom: c.shopB.nom, quartier: 'Plateau', photo },
      });
      expect(edited.status, edited.body.toString()).toBe(200);
      const { url } = json(edited).photo;
      expect(url).toBe(photo.url);
      expect((await call(A, 'GET', url)).body.equals(png)).toBe(true);
      const served = await call(B, 'GET', url);
      expect(served.status).toBe(200);
      expect(served.body.equals(png)).toBe(true);
      const again = await call(B, 'GET', url, { headers: { 'if-none-match': String(served.headers.etag) } });
      expect(again.status).toBe(304);
    });

    it('a layaway past its grace, expired by both processes at once: released once, one avoir', async () => {
      const layaway = await overdueLayaway(c, {
        magasin: c.shopB.id,
        article: c.laine.id,
        quantite: 4,
        deposit: 60_000,
      });
      const avoir = await creditBalance(c, c.client.id);
      const runs = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call(i % 2 ? A : B, 'POST', '/api/MisesDeCote/expirer', {
            headers: { ...c.direction, 'idempotency-key': crypto.randomUUID() },
            body: {},
          }),
        ),
      );
      expect(runs.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect(runs.reduce((sum, r) => sum + (json(r) as { expirees: number }).expirees, 0)).toBe(1);
      const bain = layaway.lignes[0]?.bain ?? '';
      expect(await lotOf(c, c.shopB.id, c.laine.id, bain)).toEqual({ quantite: 4, reserve: 0 });
      expect(await creditBalance(c, c.client.id)).toBe(avoir + 60_000);
    });

    it('a session signed out through one process is refused by the other', async () => {
      const session = await c.t.login(cashier.username, cashier.password);
      const headers = session.headers;
      expect((await call(B, 'GET', '/api/Users/info-user/', { headers })).status).toBe(200);
      const out = await call(A, 'POST', '/api/auth/logout', {
        headers,
        body: { refreshToken: session.refresh_token },
      });
      expect(out.status).toBe(204);
      expect((await call(B, 'GET', '/api/Users/info-user/', { headers })).status).toBe(401);
      expect((await call(A, 'GET', '/api/Users/info-user/', { headers })).status).toBe(401);
    });

    it('Redis away: sign-in still works with local limits and a warning; back: the limits are shared again', async () => {
      redis?.kill('SIGTERM');
      await new Promise((resolve) => redis?.once('exit', resolve));
      // The shared counter was full; each process now counts for itself.
      expect((await signIn(A, cashier.password)).status).toBe(200);
      await until(
        'the warning',
        () => servers[0]?.log.join('').includes('Redis injoignable') ?? false,
        5_000,
      );
      for (let i = 1; i < LIMIT; i++) expect((await signIn(A)).status).toBe(401);
      expect((await signIn(A)).status).toBe(429);

      redis = startRedis();
      await until('Redis again', () => servers[0]?.log.join('').includes('Redis de retour') ?? false);
      // The other process, idle meanwhile, reconnects within its retry delay (at most 2 s).
      await new Promise((r) => setTimeout(r, 2_500));
      const shared = [await signIn(A), await signIn(B), await signIn(A), await signIn(B)];
      expect(shared.map((r) => r.status)).toEqual([401, 401, 401, 401]);
      expect((await signIn(B)).status).toBe(429);
    }, 60_000);
  },
);
