// Benchmark (bench/RESULTS.md, section 12): the reorder's latency on the
// 300k-sale data set, for one shop and for every shop, the count the dashboard shows (asked apart
// from its figures since 2026-11-29), and the dashboard's figures.
//   node --import tsx apps/server/src/demo/cli.ts --size bench --password bench-motdepasse   (DATABASE_URL=…)
//   BENCH_DATABASE_URL=postgres://…/pelote_bench node bench/reorder.mjs
//   ROUNDS=20 node bench/reorder.mjs
// The reorder reads, per (shop, article), the window's daily sums and movements, the open orders and
// transfers, in one statement (decision 018): what grows its cost is the activity of the window
// (the lines walked day by day) and the number of stock lines (each one's last delivery, looked up by
// an index). Each URL is requested ROUNDS times, one at a time, after a warm-up; p50/p95 in ms. The
// last lines make a draft order from a shop's suggestions, then cancel it (two writes, journalled).
import { machine, percentile, signIn, startServer } from './lib/server.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pelote_bench';
const password = process.env.BENCH_PASSWORD ?? 'bench-motdepasse';

const server = await startServer({ databaseUrl, port: 3902 });
try {
  const headers = await signIn(server.url, 'direction', password);
  const gerant = await signIn(server.url, 'gerant.cocody', password);
  const call = async (method, path, as = headers, body) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        ...as,
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return { ms: performance.now() - started, json: text ? JSON.parse(text) : null };
  };
  const cases = [
    ['Réassort d’un magasin (28 j)', '/Reassort/?magasin=1'],
    ['Réassort d’un magasin, tous les articles', '/Reassort/?magasin=1&tous=true'],
    ['Réassort d’un magasin, 90 jours', '/Reassort/?magasin=1&jours=90'],
    ['Réassort de tous les magasins', '/Reassort/'],
    ['Réassort (gérant)', '/Reassort/', gerant],
    ['Bons de commande, 1re page', '/BonsDeCommande/'],
    ['Nombre à réassortir, tous les magasins', '/Reassort/nombre'],
    ['Nombre à réassortir (gérant)', '/Reassort/nombre', gerant],
    ['Tableau de bord (chiffres)', '/Clients/Statistiques/stats-syst%C3%A8me/'],
    ['Tableau de bord (chiffres, gérant)', '/Clients/Statistiques/stats-syst%C3%A8me/', gerant],
  ];
  const lines = [];
  for (const [label, path, as] of cases) {
    try {
      for (let n = 0; n < 3; n++) await call('GET', path, as);
      const times = [];
      for (let n = 0; n < ROUNDS; n++) times.push((await call('GET', path, as)).ms);
      times.sort((a, b) => a - b);
      lines.push(
        `| ${label} | \`${path}\` | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
      );
    } catch (error) {
      lines.push(`| ${label} | \`${path}\` | — | — (${error.message}) |`);
    }
  }

  // A draft from the first supplier with something to order in shop 1, then cancelled.
  try {
    const { json } = await call('GET', '/Reassort/?magasin=1');
    const supplier = json.lignes.find((line) => line.fournisseur)?.fournisseur;
    if (!supplier) throw new Error('aucune suggestion avec un fournisseur');
    const draft = await call('POST', '/Reassort/bon-de-commande', headers, {
      magasin: 1,
      fournisseur: supplier.id,
    });
    const cancel = await call('POST', `/BonsDeCommande/${draft.json.id}/annuler`, headers, {});
    lines.push(
      `| Brouillon depuis le réassort (${draft.json.lignes.length} lignes) | POST | ${draft.ms.toFixed(1)} | — |`,
    );
    lines.push(`| Annulation du brouillon | POST | ${cancel.ms.toFixed(1)} | — |`);
  } catch (error) {
    lines.push(`| Brouillon depuis le réassort | POST | — | — (${error.message}) |`);
  }

  console.log(`Machine: ${machine()}; ${ROUNDS} requêtes séquentielles par ligne, après 3 d’échauffement.\n`);
  console.log('| mesure | requête | p50 (ms) | p95 (ms) |\n|---|---|---|---|');
  console.log(lines.join('\n'));
} finally {
  await server.stop();
}
