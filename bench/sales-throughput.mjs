// Benchmarks 1 and 4 (bench/RESULTS.md): sales recorded per second over HTTP with 50 concurrent clients,
// against what PostgreSQL itself does with the same statements (pgbench, same concurrency, same
// machine, same run); then the same HTTP load on the embedded database. Server memory (RSS) at
// rest and at its peak under that load.
//   node bench/sales-throughput.mjs            (PostgreSQL at BENCH_PG, pgbench on the PATH)
// Env: DURATION (s, default 20), CONNECTIONS (default 50), BENCH_PG (admin URL, default local).
// Before/after a change, in one run: BEFORE=<checkout> (a git worktree of the older commit) runs
// only the HTTP load on PostgreSQL, alternately on that checkout's server and on AFTER's (this
// checkout by default), ROUNDS times each (default 3), each on a new database; medians and ratio.
// QUIET_LOAD=<n>: before each measure, wait (up to 90 s) for the 1-minute load to fall under n,
// on a machine other work shares.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { machine, percentile, rssMiB, signIn, startServer } from './lib/server.mjs';

const DURATION = Number(process.env.DURATION ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ARTICLES = 20;
const dbUrl = (name) => ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);

async function admin(query) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A shop with ARTICLES accessories, each with a stock no run can exhaust. */
async function setUp(url, headers) {
  const call = async (method, route, body) => {
    const response = await fetch(`${url}/api${route}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const shop = await call('POST', '/Magasins/magasin-create', {
    nom: 'Boutique banc',
    quartier: 'Cocody',
    is_active: true,
  });
  const articles = [];
  for (let n = 1; n <= ARTICLES; n++) {
    const article = await call('POST', '/Articles/accessoires/create', {
      nom: `Crochet banc ${n}`,
      type: 'Crochets',
      description: 'Aluminium',
      prix_unitaire: 50_000 + n * 100,
    });
    await call('POST', '/Magasins/stocks/add', {
      magasin: shop.id,
      produit_id: article.id,
      quantite: 1_000_000,
    });
    articles.push(article.id);
  }
  return { shop: shop.id, articles };
}

/** 50 clients posting 2-line sales for DURATION seconds; RSS sampled every 250 ms. */
async function load(url, headers, { shop, articles }, pid) {
  let n = 0;
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 250);
  const result = await autocannon({
    url: `${url}/api/Mouvements/ventes/creer/`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const a = articles[n % articles.length];
          const b = articles[(n * 7 + 3) % articles.length];
          const lines =
            a === b
              ? [{ article: a, quantite: 1 }]
              : [
                  { article: a, quantite: 1 },
                  { article: b, quantite: 2 },
                ];
          return { ...request, body: JSON.stringify({ client: null, magasin: shop, articles: lines }) };
        },
      },
    ],
  });
  clearInterval(sampler);
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    peak,
  };
}

/**
 * The statements one sale runs (apps/server/src/modules/sales/sales.service.ts, the ledger and
 * invoice-number.ts), as a pgbench script on the same tables.
 */
function pgbenchScript(shop, first, last) {
  return `
\\set a random(${first}, ${last})
\\set b random(${first}, ${last})
BEGIN;
SELECT id, code FROM magasins WHERE id = ${shop};
SELECT id, nom, type, prix_unitaire FROM articles WHERE id IN (:a, :b) AND deleted_at IS NULL AND is_active;
INSERT INTO ventes (numero_facture, magasin_id, client_id, user_id, date_vente, total)
  VALUES ('EN-COURS-' || md5(random()::text || clock_timestamp()::text), ${shop}, NULL, 1, now(), 150000) RETURNING id \\gset v_
INSERT INTO vente_lignes (vente_id, article_id, article_nom, article_type, quantite, prix_unitaire, prix_total)
  VALUES (:v_id, :a, 'Crochet', 'accessoire', 1, 50000, 50000), (:v_id, :b, 'Crochet', 'accessoire', 2, 50000, 100000);
WITH line AS (UPDATE stocks SET quantite = quantite - 1, updated_at = now() WHERE magasin_id = ${shop} AND article_id = least(:a, :b) AND quantite >= 1 RETURNING *),
  movement AS (INSERT INTO mouvements_stock (magasin_id, article_id, kind, quantite, stock_apres, user_id, vente_id) SELECT magasin_id, article_id, 'vente', -1, quantite, 1, :v_id FROM line RETURNING id)
  SELECT line.*, (SELECT id FROM movement) AS movement_id FROM line;
WITH line AS (UPDATE stocks SET quantite = quantite - 2, updated_at = now() WHERE magasin_id = ${shop} AND article_id = greatest(:a, :b) AND quantite >= 2 RETURNING *),
  movement AS (INSERT INTO mouvements_stock (magasin_id, article_id, kind, quantite, stock_apres, user_id, vente_id) SELECT magasin_id, article_id, 'vente', -2, quantite, 1, :v_id FROM line RETURNING id)
  SELECT line.*, (SELECT id FROM movement) AS movement_id FROM line;
WITH counter AS (INSERT INTO compteurs_factures (magasin_id, annee, dernier_numero) VALUES (${shop}, 2099, 1)
    ON CONFLICT (magasin_id, annee) DO UPDATE SET dernier_numero = compteurs_factures.dernier_numero + 1 RETURNING dernier_numero),
  numbered AS (SELECT 'PGB-' || lpad(dernier_numero::text, 6, '0') AS numero FROM counter),
  on_sale AS (UPDATE ventes SET numero_facture = (SELECT numero FROM numbered) WHERE id = :v_id),
  on_movements AS (UPDATE mouvements_stock SET reference = (SELECT numero FROM numbered) WHERE vente_id = :v_id),
  stats_day AS (INSERT INTO stats_ventes_jour (jour, magasin_id, ventes, chiffre_affaire)
    VALUES ((now() AT TIME ZONE 'UTC')::date, ${shop}, 1, 150000)
    ON CONFLICT (jour, magasin_id) DO UPDATE SET ventes = stats_ventes_jour.ventes + excluded.ventes,
      chiffre_affaire = stats_ventes_jour.chiffre_affaire + excluded.chiffre_affaire),
  stats_types AS (INSERT INTO stats_types_jour (jour, magasin_id, article_type, ventes, quantite, chiffre_affaire)
    VALUES ((now() AT TIME ZONE 'UTC')::date, ${shop}, 'accessoire', 1, 3, 150000)
    ON CONFLICT (jour, magasin_id, article_type) DO UPDATE SET ventes = stats_types_jour.ventes + excluded.ventes,
      quantite = stats_types_jour.quantite + excluded.quantite,
      chiffre_affaire = stats_types_jour.chiffre_affaire + excluded.chiffre_affaire),
  stats_articles AS (INSERT INTO stats_articles_jour (jour, magasin_id, article_id, quantite, chiffre_affaire)
    SELECT (now() AT TIME ZONE 'UTC')::date, ${shop}, article_id, sum(quantite), sum(chiffre_affaire)
    FROM (VALUES (:a, 1, 50000), (:b, 2, 100000)) AS l (article_id, quantite, chiffre_affaire) GROUP BY article_id
    ON CONFLICT (jour, magasin_id, article_id) DO UPDATE SET quantite = stats_articles_jour.quantite + excluded.quantite,
      chiffre_affaire = stats_articles_jour.chiffre_affaire + excluded.chiffre_affaire)
  SELECT numero FROM numbered;
COMMIT;
`;
}

/** pgbench with the same concurrency; latencies from its per-transaction log. */
function pgbench(url, script) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-pgbench-'));
  const file = path.join(dir, 'vente.sql');
  fs.writeFileSync(file, script);
  const output = execFileSync(
    'pgbench',
    [
      '-n',
      '-c',
      String(CONNECTIONS),
      '-j',
      String(os.cpus().length),
      '-T',
      String(DURATION),
      '-f',
      file,
      '-l',
      '--log-prefix',
      path.join(dir, 'log'),
      url,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
  const latencies = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('log'))
    .flatMap((name) => fs.readFileSync(path.join(dir, name), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .sort((x, y) => x - y);
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    rate: tps,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
    total: latencies.length,
  };
}

/** A new database for one measure, dropped after it. */
async function withDatabase(task) {
  const name = `pelote_bench_ventes_${Date.now()}`;
  await admin(`create database ${name}`);
  try {
    return await task(dbUrl(name));
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : '—');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function quiet() {
  const under = Number(process.env.QUIET_LOAD ?? Number.POSITIVE_INFINITY);
  for (let waited = 0; os.loadavg()[0] >= under && waited < 90; waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** The HTTP load on PostgreSQL, alternately on the server of `before` and of `after`. */
async function compare(before, after, rounds) {
  const checkouts = [
    ['avant', before],
    ['après', after],
  ];
  const rates = { avant: [], après: [] };
  const lines = [];
  for (let round = 1; round <= rounds; round++) {
    for (const [label, checkout] of checkouts) {
      await quiet();
      const { api } = await withDatabase((databaseUrl) => run(label, { databaseUrl, port: 3913, checkout }));
      rates[label].push(api.rate);
      lines.push(
        `| ${round} | ${label} | ${f(api.rate)} | ${f(api.p50)} | ${f(api.p99)} | ${api.total} | ${api.non2xx} non-2xx, ${api.errors} erreurs | ${os.loadavg()[0].toFixed(2)} |`,
      );
      console.error(lines.at(-1));
    }
  }
  console.log(
    `Machine: ${machine()}; ${CONNECTIONS} connexions, ${DURATION} s par mesure, ventes de 1 à 2 lignes dans un magasin, PostgreSQL.\n`,
  );
  console.log(`Avant : ${before}\nAprès : ${after}\n`);
  console.log(
    '| passage | code | ventes/s | p50 (ms) | p99 (ms) | ventes | échecs | charge (1 min) |\n|---|---|---|---|---|---|---|---|',
  );
  console.log(lines.join('\n'));
  const [b, a] = [median(rates.avant), median(rates.après)];
  console.log(
    `\nMédianes : avant ${f(b)} ventes/s, après ${f(a)} ventes/s ; après / avant = ${(a / b).toFixed(3)}`,
  );
}

async function run(label, serverOptions) {
  const server = await startServer(serverOptions);
  try {
    const headers = await signIn(server.url, 'admin', 'bench-admin-motdepasse');
    const data = await setUp(server.url, headers);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rest = rssMiB(server.pid);
    const api = await load(server.url, headers, data, server.pid);
    return { label, data, api, rest };
  } finally {
    await server.stop();
  }
}

if (process.env.BEFORE) {
  const after = process.env.AFTER ?? fileURLToPath(new URL('..', import.meta.url));
  await compare(path.resolve(process.env.BEFORE), path.resolve(after), Number(process.env.ROUNDS ?? 3));
} else {
  await withDatabase(async (url) => {
    const onPg = await run('PostgreSQL', { databaseUrl: url, port: 3911 });
    const base = pgbench(
      url,
      pgbenchScript(onPg.data.shop, Math.min(...onPg.data.articles), Math.max(...onPg.data.articles)),
    );
    const embedded = await run('PGlite (embarquée)', { port: 3912 });
    const rows = [
      `| API HTTP, PostgreSQL | ${f(onPg.api.rate)} | ${f(onPg.api.p50)} | ${f(onPg.api.p99)} | ${onPg.api.total} | ${onPg.api.non2xx} non-2xx, ${onPg.api.errors} erreurs |`,
      `| pgbench, mêmes requêtes SQL | ${f(base.rate)} | ${f(base.p50)} | ${f(base.p99)} | ${base.total} | ${base.failed} échecs |`,
      `| API HTTP, PGlite | ${f(embedded.api.rate)} | ${f(embedded.api.p50)} | ${f(embedded.api.p99)} | ${embedded.api.total} | ${embedded.api.non2xx} non-2xx, ${embedded.api.errors} erreurs |`,
    ];
    console.log(
      `Machine: ${machine()}; ${CONNECTIONS} connexions, ${DURATION} s par mesure, ventes de 1 à 2 lignes dans un magasin.\n`,
    );
    console.log('| mesure | ventes/s | p50 (ms) | p99 (ms) | ventes | échecs |\n|---|---|---|---|---|---|');
    console.log(rows.join('\n'));
    console.log(`\nRatio API / pgbench sur PostgreSQL : ${(onPg.api.rate / base.rate).toFixed(2)}\n`);
    console.log('| serveur | RSS au repos (Mio) | RSS max sous charge (Mio) |\n|---|---|---|');
    console.log(`| PostgreSQL | ${onPg.rest} | ${onPg.api.peak} |`);
    console.log(`| PGlite (embarquée, base dans le processus) | ${embedded.rest} | ${embedded.api.peak} |`);
  });
}
