// Benchmark 2 (bench/RESULTS.md): latency of the lists and figures on the 300k-sale data set.
//   node --import tsx apps/server/src/demo/cli.ts --size bench --password bench-motdepasse   (DATABASE_URL=…)
//   BENCH_DATABASE_URL=postgres://…/pelote_bench node bench/lists.mjs
//   ONLY=Marges node bench/lists.mjs   # only the lines whose label holds 'Marges'
// Each URL is requested ROUNDS times, one at a time, after a warm-up; p50/p95 in ms.
import { machine, percentile, signIn, startServer } from './lib/server.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pelote_bench';
const password = process.env.BENCH_PASSWORD ?? 'bench-motdepasse';

const server = await startServer({ databaseUrl, port: 3901 });
try {
  const headers = await signIn(server.url, 'direction', password);
  const gerant = await signIn(server.url, 'gerant.cocody', password);
  const get = async (path, as = headers) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api${path}`, { headers: as });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return performance.now() - started;
  };
  const deep = 2_000;
  const dayAgo = (days) => new Date(Date.now() - days * 864e5).toISOString().slice(0, 10);
  const [today, monthAgo, halfYearAgo, yearAgo] = [0, 29, 182, 364].map(dayAgo);
  const cases = [
    ['Ventes, 1re page', '/Mouvements/ventes-all/'],
    ['Ventes, page 2 000 (profonde)', `/Mouvements/ventes-all/?page=${deep}`],
    ['Ventes d’un magasin', '/Mouvements/ventes/magasin/1/'],
    ['Ventes, filtre client', '/Mouvements/ventes-all/?client=42'],
    ['Ventes, filtre n° de facture', '/Mouvements/ventes-all/?numero_facture=000123'],
    ['Ventes, filtre dates', '/Mouvements/ventes-all/?date_debut=2026-03-01&date_fin=2026-03-31'],
    ['Ventes, filtre montants', '/Mouvements/ventes-all/?montant_min=5000000&montant_max=9000000'],
    ['Ventes, tri par total', '/Mouvements/ventes-all/?ordering=-total'],
    ['Ventes (gérant)', '/Mouvements/ventes-all/', gerant],
    ['Clients, 1re page', '/Clients/clients-particuliers/list'],
    ['Clients, recherche', '/Clients/clients-particuliers/list?search=kon'],
    ['Clients, tri CA', '/Clients/clients-particuliers/list?ordering=-chiffre_affaire'],
    ['Entrées de stock', '/Mouvements/entrees/list-entrees/'],
    ['Entrées, filtre fournisseur', '/Mouvements/entrees/list-entrees/?fournisseur=dakar'],
    ['Mouvements de stock', '/Stocks/mouvements'],
    [
      'Mouvements, un magasin et un mois',
      '/Stocks/mouvements?magasin=3&date_debut=2026-06-01&date_fin=2026-06-30',
    ],
    ['Stock d’un magasin', '/Magasins/stocks/magasin/1'],
    ['Alertes de stock', '/Magasins/articles-niveau-seuil'],
    ['Tableau de bord (chiffres)', '/Clients/Statistiques/stats-syst%C3%A8me/'],
    ['Statistiques clients', '/Clients/clients-particuliers/statistiques/'],
    ['Statistiques des ventes, 30 jours', '/Statistiques/ventes'],
    [
      'Statistiques des ventes, 1 an',
      `/Statistiques/ventes?date_debut=${new Date(Date.now() - 364 * 864e5).toISOString().slice(0, 10)}`,
    ],
    ['Catalogue, laines', '/Articles/list-laines'],
    ['Marges, 1 an, par mois', `/Statistiques/marges?date_debut=${yearAgo}&date_fin=${today}&groupe=mois`],
    ['Marges, 1 an, par article', `/Statistiques/marges?date_debut=${yearAgo}&date_fin=${today}`],
    ['Marges, 30 jours, par article', `/Statistiques/marges?date_debut=${monthAgo}&date_fin=${today}`],
    ['Valorisation du stock, aujourd’hui', '/Stocks/valorisation'],
    ['Valorisation du stock, il y a 6 mois', `/Stocks/valorisation?date=${halfYearAgo}`],
  ];
  const lines = [];
  // ONLY=Marges: the lines whose label holds that text, to follow one change.
  const only = process.env.ONLY;
  for (const [label, path, as] of cases.filter(([label]) => !only || label.includes(only))) {
    try {
      for (let n = 0; n < 3; n++) await get(path, as);
      const times = [];
      for (let n = 0; n < ROUNDS; n++) times.push(await get(path, as));
      times.sort((a, b) => a - b);
      lines.push(
        `| ${label} | \`${path}\` | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
      );
    } catch (error) {
      lines.push(`| ${label} | \`${path}\` | — | — (${error.message}) |`);
    }
  }
  console.log(`Machine: ${machine()}; ${ROUNDS} requêtes séquentielles par ligne, après 3 d’échauffement.\n`);
  console.log('| liste | requête | p50 (ms) | p95 (ms) |\n|---|---|---|---|');
  console.log(lines.join('\n'));
} finally {
  await server.stop();
}
