// Benchmarks 1 and 4 (bench/RESULTS.md): sales recorded per second over HTTP with 50 concurrent clients,
// against what PostgreSQL itself does with the same statements (pgbench, same concurrency, same
// machine, same run); then the same HTTP load on the embedded database. Server memory (RSS) at
// rest and at its peak under that load. Four loads on PostgreSQL, each on a new database:
//   - one shop, one process: every sale takes the shop's one invoice counter (the hardest case);
//   - ten shops, one process: the realistic mix, each shop its own counter;
//   - the same two with WEB_CONCURRENCY=2 (a primary and two worker processes, docs/scaling.md);
// beside pgbench's ceiling for the one-shop SQL and for the ten-shop SQL, measured in the same run.
//   node bench/sales-throughput.mjs            (PostgreSQL at BENCH_PG, pgbench on the PATH)
// Env: DURATION (s, default 20), CONNECTIONS (default 50), BENCH_PG (admin URL, default local),
// BENCH_PORT (first port, default 3911), RUNS (which measures, comma-separated, default all:
// one,ten,one-x2,ten-x2,pglite).
// Before/after a change, in one run: BEFORE=<checkout> (a git worktree of the older commit) runs
// only the HTTP load on PostgreSQL, alternately on that checkout's server and on AFTER's (this
// checkout by default), ROUNDS times each (default 3), each on a new database; medians and ratio.
// QUIET_LOAD=<n>: before each measure, wait (up to 90 s) for the 1-minute load to fall under n,
// on a machine other work shares. The 1-minute load at the end of each measure is printed with it.
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
const PORT = Number(process.env.BENCH_PORT ?? 3911);
const RUNS = new Set((process.env.RUNS ?? 'one,ten,one-x2,ten-x2,pglite').split(','));
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

/** `shops` shops sharing ARTICLES accessories, each shop with a stock of each no run can exhaust. */
async function setUp(url, headers, shops) {
  const call = async (method, route, body) => {
    const response = await fetch(`${url}/api${route}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const shopIds = [];
  for (let n = 1; n <= shops; n++) {
    const shop = await call('POST', '/Magasins/magasin-create', {
      nom: `Boutique banc ${n}`,
      quartier: 'Cocody',
      is_active: true,
    });
    shopIds.push(shop.id);
  }
  const articles = [];
  for (let n = 1; n <= ARTICLES; n++) {
    const article = await call('POST', '/Articles/accessoires/create', {
      nom: `Crochet banc ${n}`,
      type: 'Crochets',
      description: 'Aluminium',
      prix_unitaire: 50_000 + n * 100,
    });
    for (const shop of shopIds) {
      await call('POST', '/Magasins/stocks/add', {
        magasin: shop,
        produit_id: article.id,
        quantite: 1_000_000,
      });
    }
    articles.push(article.id);
  }
  return { shops: shopIds, articles };
}

/** Resident memory of a process and of its children (a cluster's workers), in MiB. */
function treeRssMiB(pid) {
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // Field 4 of /proc/{pid}/stat, after the command in parentheses: the parent's pid.
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
  const own = rssMiB(pid);
  return Math.round((own + children.reduce((sum, child) => sum + treeRssMiB(child), 0)) * 10) / 10;
}

/** 50 clients posting 1- or 2-line sales, shop after shop, for DURATION seconds; RSS sampled every 250 ms. */
async function load(url, headers, { shops, articles }, pid) {
  let n = 0;
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRssMiB(pid));
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
          const magasin = shops[n % shops.length];
          return { ...request, body: JSON.stringify({ client: null, magasin, articles: lines }) };
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
    load: os.loadavg()[0],
  };
}

/**
 * The statements one sale runs, as a pgbench script on the same tables, each sale in one shop drawn
 * among `shops` (their ids follow each other, as a new database gives them): the session check of
 * the request, then in one transaction the shop, the articles, the shop's open till session, the
 * sale, its cash payment, the stock lines locked in article order, their lots, the sale's lines,
 * one statement per line for the stock line, its lot and its movement, and the numbering statement
 * with the daily sums and the journal row (apps/server/src/modules/sales/sales.service.ts, the
 * ledger, invoice-number.ts; captured from PostgreSQL's statement log of one API sale).
 */
function pgbenchScript({ shops, articles, sessionId }) {
  const low = Math.min(...shops);
  if (Math.max(...shops) - low !== shops.length - 1) throw new Error(`shop ids not consecutive: ${shops}`);
  const line = (
    article,
    quantite,
  ) => `WITH line AS (UPDATE stocks SET quantite = quantite - ${quantite}, updated_at = now()
    WHERE magasin_id = :shop AND article_id = ${article} AND quantite >= ${quantite} RETURNING *),
  lot AS (UPDATE stock_bains SET quantite = quantite - ${quantite}, updated_at = now()
    WHERE magasin_id = :shop AND article_id = ${article} AND bain = '' AND quantite >= ${quantite} AND EXISTS (SELECT 1 FROM line) RETURNING quantite),
  movement AS (INSERT INTO mouvements_stock (magasin_id, article_id, kind, bain, quantite, stock_apres, user_id, vente_id, entree_id, retour_id, reference, motif)
    SELECT line.magasin_id, line.article_id, 'vente', '', -${quantite}, lot.quantite, 1, :v_id, NULL, NULL, NULL, NULL FROM line, lot RETURNING id)
  SELECT line.*, (SELECT quantite FROM lot) AS lot_quantite, (SELECT id FROM movement) AS movement_id FROM line;`;
  const changes = JSON.stringify({
    total: { avant: null, apres: 150000 },
    magasin: { avant: null, apres: 1 },
    articles: {
      avant: null,
      apres: [
        { nom: 'Crochet banc 1', article: 1, quantite: 1, prix_unitaire: 50000 },
        { nom: 'Crochet banc 2', article: 2, quantite: 2, prix_unitaire: 50000 },
      ],
    },
    paiements: {
      avant: null,
      apres: [{ methode: 'especes', montant: 150000, montant_recu: 150000, monnaie_rendue: 0 }],
    },
  });
  return `
\\set a random(${Math.min(...articles)}, ${Math.max(...articles)})
\\set b random(${Math.min(...articles)}, ${Math.max(...articles)})
\\set shop random(${low}, ${low + shops.length - 1})
SELECT u.id, u.username, u.role, u.magasin_id, trim(u.first_name || ' ' || u.last_name) FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = '${sessionId}' AND s.user_id = 1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active AND u.deleted_at IS NULL;
BEGIN;
SELECT id, code, nom, quartier, is_active, photo_url, photo_alt, adresse, code_postal, telephone, email, created_at, updated_at FROM magasins WHERE id = :shop;
SELECT id, nom, type, prix_unitaire FROM articles WHERE id IN (:a, :b) AND deleted_at IS NULL AND is_active;
SELECT id AS till, magasin_id, ouverture_auto FROM caisse_sessions WHERE magasin_id = :shop AND cloturee_at IS NULL FOR SHARE \\gset
INSERT INTO ventes (numero_facture, magasin_id, client_id, user_id, date_vente, total, session_id)
  VALUES ('EN-COURS-' || md5(random()::text || clock_timestamp()::text), :shop, NULL, 1, now(), 150000, :till) RETURNING id \\gset v_
INSERT INTO paiements (vente_id, magasin_id, session_id, methode, montant, montant_recu, monnaie_rendue, reference)
  VALUES (:v_id, :shop, :till, 'especes', 150000, 150000, 0, NULL)
  ON CONFLICT (methode, reference) WHERE reference IS NOT NULL DO NOTHING RETURNING id;
SELECT id FROM stocks WHERE magasin_id = :shop AND article_id IN (:a, :b) ORDER BY article_id FOR UPDATE;
SELECT article_id, bain, quantite FROM stock_bains WHERE magasin_id = :shop AND article_id IN (:a, :b) AND quantite > 0;
INSERT INTO vente_lignes (vente_id, article_id, article_nom, article_type, bain, quantite, prix_unitaire, prix_total)
  VALUES (:v_id, :a, 'Crochet', 'accessoire', '', 1, 50000, 50000), (:v_id, :b, 'Crochet', 'accessoire', '', 2, 50000, 100000) RETURNING id;
${line('least(:a, :b)', 1)}
${line('greatest(:a, :b)', 2)}
WITH counter AS (INSERT INTO compteurs_factures (magasin_id, annee, dernier_numero) VALUES (:shop, 2099, 1)
    ON CONFLICT (magasin_id, annee) DO UPDATE SET dernier_numero = compteurs_factures.dernier_numero + 1 RETURNING dernier_numero),
  numbered AS (SELECT 'PGB-2099-M' || lpad(:shop::text, 2, '0') || '-' || lpad(dernier_numero::text, 6, '0') AS numero FROM counter),
  on_sale AS (UPDATE ventes SET numero_facture = (SELECT numero FROM numbered) WHERE id = :v_id),
  on_movements AS (UPDATE mouvements_stock SET reference = (SELECT numero FROM numbered) WHERE vente_id = :v_id),
  stats_day AS (INSERT INTO stats_ventes_jour (jour, magasin_id, ventes, chiffre_affaire)
    VALUES ((now() AT TIME ZONE 'UTC')::date, :shop, 1, 150000)
    ON CONFLICT (jour, magasin_id) DO UPDATE SET ventes = stats_ventes_jour.ventes + excluded.ventes,
      chiffre_affaire = stats_ventes_jour.chiffre_affaire + excluded.chiffre_affaire),
  stats_types AS (INSERT INTO stats_types_jour (jour, magasin_id, article_type, ventes, quantite, chiffre_affaire)
    VALUES ((now() AT TIME ZONE 'UTC')::date, :shop, 'accessoire', 1, 3, 150000)
    ON CONFLICT (jour, magasin_id, article_type) DO UPDATE SET ventes = stats_types_jour.ventes + excluded.ventes,
      quantite = stats_types_jour.quantite + excluded.quantite,
      chiffre_affaire = stats_types_jour.chiffre_affaire + excluded.chiffre_affaire),
  stats_articles AS (INSERT INTO stats_articles_jour (jour, magasin_id, article_id, quantite, chiffre_affaire)
    SELECT (now() AT TIME ZONE 'UTC')::date, :shop, article_id, sum(quantite), sum(chiffre_affaire)
    FROM (VALUES (:a, 1, 50000), (:b, 2, 100000)) AS l (article_id, quantite, chiffre_affaire) GROUP BY article_id
    ON CONFLICT (jour, magasin_id, article_id) DO UPDATE SET quantite = stats_articles_jour.quantite + excluded.quantite,
      chiffre_affaire = stats_articles_jour.chiffre_affaire + excluded.chiffre_affaire),
  journal_row AS (INSERT INTO journal (user_id, username, auteur, role, magasin_id, device_time, action, entite, entite_id,
      entite_libelle, changements, idempotency_key, source, adresse)
    SELECT 1, 'admin', 'Administrateur Pelote', 'direction', :shop, NULL, 'creation', 'vente', :v_id::text, numbered.numero,
      jsonb_set('${changes}'::jsonb, '{numero_facture}', jsonb_build_object('avant', null, 'apres', numbered.numero)),
      NULL, 'web', '127.0.0.1' FROM numbered)
  SELECT numero FROM numbered;
COMMIT;
`;
}

/** The admin's session the API load used, for the script's session check. */
async function sessionOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select id from sessions where user_id = 1 and revoked_at is null order by created_at desc limit 1',
    );
    const { rows: tills } = await client.query(
      'select count(distinct magasin_id)::int as n from caisse_sessions where cloturee_at is null',
    );
    return { sessionId: rows[0]?.id, openTills: tills[0]?.n };
  } finally {
    await client.end();
  }
}

/** pgbench from the PATH, else from the PostgreSQL installation (Debian keeps it in /usr/lib/postgresql/N/bin). */
function pgbenchBinary() {
  const onPath = process.env.PATH?.split(':').some((dir) => fs.existsSync(path.join(dir, 'pgbench')));
  if (onPath) return 'pgbench';
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((x, y) => Number(y) - Number(x)) : [];
  const found = versions.map((v) => path.join(base, v, 'bin', 'pgbench')).find((file) => fs.existsSync(file));
  if (!found) throw new Error('pgbench introuvable (paquet postgresql-contrib ou postgresql-client)');
  return found;
}

/** pgbench with the same concurrency; latencies from its per-transaction log. */
function pgbench(url, script) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-pgbench-'));
  const file = path.join(dir, 'vente.sql');
  fs.writeFileSync(file, script);
  const output = execFileSync(
    pgbenchBinary(),
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
    load: os.loadavg()[0],
  };
}

/** A new database for one measure, dropped after it. */
async function withDatabase(task) {
  const name = `pelote_bench_ventes_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
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
      const { api } = await withDatabase((databaseUrl) =>
        run(label, { databaseUrl, port: PORT + 2, checkout }, { shops: 1 }),
      );
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

/** One HTTP measure: a server (with `processes` workers), `shops` shops set up, 2 s of rest, the load. */
async function run(label, serverOptions, { shops, processes = 1 }) {
  const env = processes > 1 ? { WEB_CONCURRENCY: String(processes) } : {};
  const server = await startServer({ ...serverOptions, env: { ...serverOptions.env, ...env } });
  try {
    const headers = await signIn(server.url, 'admin', 'bench-admin-motdepasse');
    const data = await setUp(server.url, headers, shops);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rest = treeRssMiB(server.pid);
    const api = await load(server.url, headers, data, server.pid);
    return { label, data, api, rest };
  } finally {
    await server.stop();
  }
}

const apiRow = (label, api) =>
  `| ${label} | ${f(api.rate)} | ${f(api.p50)} | ${f(api.p99)} | ${api.total} | ${api.non2xx} non-2xx, ${api.errors} erreurs | ${api.load.toFixed(2)} |`;
const pgbenchRow = (label, base) =>
  `| ${label} | ${f(base.rate)} | ${f(base.p50)} | ${f(base.p99)} | ${base.total} | ${base.failed} échecs | ${base.load.toFixed(2)} |`;

/** The default run: each load asked for in RUNS, with pgbench beside the PostgreSQL ones. */
async function measureAll() {
  const startLoad = os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  const rows = [];
  const memory = [];
  const ceilings = {};
  const ratios = [];
  const onPostgres = [
    ['one', 'un magasin, 1 processus', { shops: 1 }],
    ['ten', 'dix magasins, 1 processus', { shops: 10 }],
    ['one-x2', 'un magasin, 2 processus', { shops: 1, processes: 2 }],
    ['ten-x2', 'dix magasins, 2 processus', { shops: 10, processes: 2 }],
  ];
  for (const [key, label, shape] of onPostgres) {
    if (!RUNS.has(key)) continue;
    const mix = shape.shops === 1 ? 'one' : 'ten';
    await withDatabase(async (databaseUrl) => {
      await quiet();
      const measured = await run(label, { databaseUrl, port: PORT }, shape);
      rows.push(apiRow(`API HTTP, PostgreSQL, ${label}`, measured.api));
      memory.push(`| PostgreSQL, ${label} | ${measured.rest} | ${measured.api.peak} |`);
      console.error(rows.at(-1));
      // pgbench's ceiling for this SQL mix, once per mix, on the database the API has just filled.
      if (!ceilings[mix]) {
        await quiet();
        const { shops, articles } = measured.data;
        // Each shop's till session was opened by its first sale through the API.
        const { sessionId, openTills } = await sessionOf(databaseUrl);
        if (!sessionId || openTills !== shops.length) throw new Error(`${openTills} caisses ouvertes`);
        ceilings[mix] = pgbench(databaseUrl, pgbenchScript({ shops, articles, sessionId }));
        const shopsLabel = shape.shops === 1 ? 'un magasin' : 'dix magasins';
        rows.push(pgbenchRow(`pgbench, mêmes requêtes SQL, ${shopsLabel}`, ceilings[mix]));
        console.error(rows.at(-1));
      }
      ratios.push(`| ${label} | ${(measured.api.rate / ceilings[mix].rate).toFixed(2)} |`);
    });
  }
  if (RUNS.has('pglite')) {
    await quiet();
    const embedded = await run('PGlite (embarquée)', { port: PORT + 1 }, { shops: 1 });
    rows.push(apiRow('API HTTP, PGlite, un magasin, 1 processus', embedded.api));
    memory.push(
      `| PGlite (embarquée, base dans le processus), un magasin | ${embedded.rest} | ${embedded.api.peak} |`,
    );
  }
  console.log(
    `Machine: ${machine()}; ${CONNECTIONS} connexions, ${DURATION} s par mesure, ventes de 1 à 2 lignes ; charge (1, 5, 15 min) au départ : ${startLoad}.\n`,
  );
  console.log(
    '| mesure | ventes/s | p50 (ms) | p99 (ms) | ventes | échecs | charge 1 min à la fin |\n|---|---|---|---|---|---|---|',
  );
  console.log(rows.join('\n'));
  if (ratios.length > 0) {
    console.log('\n| API sur PostgreSQL | ratio API / pgbench (même mélange de magasins) |\n|---|---|');
    console.log(ratios.join('\n'));
  }
  console.log('\n| serveur | RSS au repos (Mio) | RSS max sous charge (Mio) |\n|---|---|---|');
  console.log(memory.join('\n'));
}

if (process.env.BEFORE) {
  const after = process.env.AFTER ?? fileURLToPath(new URL('..', import.meta.url));
  await compare(path.resolve(process.env.BEFORE), path.resolve(after), Number(process.env.ROUNDS ?? 3));
} else {
  await measureAll();
}
