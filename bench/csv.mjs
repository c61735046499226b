// Benchmark 7 (bench/RESULTS.md): CSV exports and imports at scale.
//   BENCH_DATABASE_URL=postgres://…/pelote_bench node bench/csv.mjs
// SERVER_CHECKOUT=<another copy of the repository> runs that copy's server (this one's migrations may
// be unfinished while the CSV code is measured).
// 1. Export memory: the whole 300k-sale list (and the journal) as CSV, the server's resident set and
//    heap sampled every 100 ms while it streams (bench/lib/memory-probe.mjs), against its idle level.
// 2. Import: 10,000 articles in one file, dry run then import, on a fresh database of its own (the
//    300k data set is left as it is): time and the server's peak memory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machine, signIn, startServer } from './lib/server.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pelote_bench';
const password = process.env.BENCH_PASSWORD ?? 'bench-motdepasse';
const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-csv-bench-'));
const probe = path.resolve('bench/lib/memory-probe.mjs');
const checkout = process.env.SERVER_CHECKOUT ? { checkout: path.resolve(process.env.SERVER_CHECKOUT) } : {};
const MiB = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function samplesOf(file, from, to) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((s) => s.t >= from && s.t <= to);
}

function summary(samples) {
  const peak = (key) => MiB(Math.max(...samples.map((s) => s[key])));
  const last = samples.at(-1) ?? {};
  return {
    samples: samples.length,
    rssPeak: peak('rss'),
    heapPeak: peak('heapUsed'),
    rssEnd: MiB(last.rss ?? 0),
  };
}

/** A supplier's EAN-13 from its first 12 digits, with the check digit the import verifies. */
function supplierEan13(body) {
  const digits = String(body).padStart(12, '0');
  const sum = [...digits].reduce((total, digit, n) => total + Number(digit) * (n % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

async function run(file, label, request) {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const idleFrom = Date.now() - 1_000;
  const idle = summary(samplesOf(file, idleFrom, Date.now()));
  const started = Date.now();
  const result = await request();
  const ended = Date.now();
  return {
    label,
    seconds: (ended - started) / 1000,
    idle,
    during: summary(samplesOf(file, started, ended)),
    ...result,
  };
}

const lines = [];
const log = (line) => {
  console.log(line);
  lines.push(line);
};
log(
  `Machine: ${machine()} — load average at start ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`,
);

// 1. Exports on the 300k data set --------------------------------------------------------------
{
  const file = path.join(probeDir, 'export.jsonl');
  const server = await startServer({
    databaseUrl,
    port: 3911,
    ...checkout,
    nodeArgs: ['--import', probe],
    env: { MEMORY_PROBE_FILE: file },
  });
  try {
    const headers = await signIn(server.url, 'direction', password);
    const exportOf = (url) => async () => {
      const response = await fetch(`${server.url}/api${url}`, { headers });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      let bytes = 0;
      let rows = 0;
      for await (const chunk of response.body) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) rows += 1;
      }
      return { bytes, rows: rows - 1 };
    };
    for (const [label, url] of [
      ['Ventes (toutes, 300k)', '/Mouvements/ventes-all/?format=csv'],
      ['Ventes d’un magasin', '/Mouvements/ventes/magasin/1/?format=csv'],
      ['Journal', '/Journal/?format=csv'],
    ]) {
      const r = await run(file, label, exportOf(url));
      log(
        `| ${label} | ${r.rows.toLocaleString('fr-FR')} | ${MiB(r.bytes)} | ${r.seconds.toFixed(1)} | ${r.idle.rssPeak} → ${r.during.rssPeak} (fin ${r.during.rssEnd}) | ${r.idle.heapPeak} → ${r.during.heapPeak} | ${r.during.samples} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

// 2. Import of 10,000 articles on a fresh database ----------------------------------------------
{
  const base = new URL(databaseUrl);
  const name = `pelote_bench_csv_${process.pid}`;
  const admin = {
    ...process.env,
    PGHOST: base.hostname,
    PGPORT: base.port || '5432',
    PGUSER: base.username || 'postgres',
  };
  execFileSync('createdb', [name], { env: admin });
  const file = path.join(probeDir, 'import.jsonl');
  base.pathname = `/${name}`;
  const server = await startServer({
    databaseUrl: base.href,
    port: 3912,
    ...checkout,
    nodeArgs: ['--import', probe],
    env: { MEMORY_PROBE_FILE: file },
  });
  try {
    const headers = await signIn(server.url, 'admin', 'bench-admin-motdepasse');
    const rows = ['Code-barres;Nom;Description;Prix unitaire;Famille;Grammage;Couleur;Type de couleur'];
    for (let i = 0; i < 10_000; i++) {
      rows.push(
        `${supplierEan13(300_000_000_000 + i)};Laine mérinos n°${i};Pelote douce;${1500 + (i % 50)},50;avec_marque;50;Écru ${i % 40};unique`,
      );
    }
    const csv = Buffer.from(`\uFEFF${rows.join('\r\n')}\r\n`, 'utf8');
    const send = (dryRun, key) => async () => {
      const body = new FormData();
      body.append('fichier', new Blob([csv], { type: 'text/csv' }), 'laines.csv');
      const response = await fetch(`${server.url}/api/Import/articles?type=laine&dry_run=${dryRun}`, {
        method: 'POST',
        headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
        body,
      });
      const report = await response.json();
      if (!response.ok) throw new Error(`import: ${response.status} ${JSON.stringify(report).slice(0, 300)}`);
      return { report };
    };
    log('');
    log(`Fichier : 10 000 laines, ${MiB(csv.length)} MiB`);
    for (const [label, request] of [
      ['Vérification (dry run)', send(true)],
      ['Import (écrit tout)', send(false, 'bench-import-1')],
      ['Le même fichier une 2e fois', send(false, 'bench-import-2')],
    ]) {
      const r = await run(file, label, request);
      const { crees, modifies, inchanges } = r.report;
      log(
        `| ${label} | ${r.seconds.toFixed(1)} | ${crees} / ${modifies} / ${inchanges} | ${r.idle.rssPeak} → ${r.during.rssPeak} | ${r.idle.heapPeak} → ${r.during.heapPeak} |`,
      );
    }
  } finally {
    await server.stop();
    execFileSync('dropdb', [name], { env: admin });
  }
}
log(
  `Load average at the end ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`,
);
fs.writeFileSync(path.join(probeDir, 'results.txt'), `${lines.join('\n')}\n`);
console.log(`(also in ${path.join(probeDir, 'results.txt')})`);
