// Benchmark 6 (bench/RESULTS.md, 'Journal'): GET /api/Journal/ at a million journal rows.
//   createdb pelote_bench_journal
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pelote_bench_journal \
//     node --import tsx apps/server/src/demo/cli.ts --size bench --password bench-motdepasse
//   node bench/journal.mjs
// Env: BENCH_JOURNAL_DATABASE_URL (default that database), JOURNAL_ROWS (default 1,000,000),
// ROUNDS (default 40), PLANS=1 to print the EXPLAIN ANALYZE of the main cases' queries.
//
// The demo writes one journal row per record it creates (378,078 at the bench size); the
// setup tops the table up to JOURNAL_ROWS with one bulk INSERT … SELECT per 100,000 rows of what
// a year of shops adds besides: sign-ins and sign-outs, stock counts, price changes, client and
// sale edits, a few cancellations, by the demo's users, in their shops, on weekdays' opening hours
// spread over the last year (seeded, so two setups write the same rows). Then VACUUM ANALYZE, as
// autovacuum does after that many inserts. The rows stay: the table is append-only, and a second
// run finds them and inserts nothing.
import pg from 'pg';
import { machine, percentile, signIn, startServer } from './lib/server.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const TARGET = Number(process.env.JOURNAL_ROWS ?? 1_000_000);
const BATCH = 100_000;
const databaseUrl =
  process.env.BENCH_JOURNAL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pelote_bench_journal';
const password = process.env.BENCH_PASSWORD ?? 'bench-motdepasse';

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const one = async (query, values) => (await db.query(query, values)).rows[0];

/** Adds `n` rows; `users` are the demo's, `ranges` the ids of the records the rows name. */
async function insertRows(n, users, ranges, withAuthorName) {
  const people = users
    .map(
      (u, i) =>
        `(${i}, ${u.id}, '${u.username}', '${u.auteur.replaceAll("'", "''")}', '${u.role}', ${u.magasin_id ?? 'null'})`,
    )
    .join(', ');
  await db.query(`
    insert into journal (user_id, username, ${withAuthorName ? 'auteur, ' : ''}role, magasin_id, created_at,
      action, entite, entite_id, entite_libelle, changements, source, adresse)
    with people (n, id, username, auteur, role, magasin_id) as (values ${people}),
    draws as (
      select random() as kind, random() as x, random() as y,
        floor(random() * ${users.length})::int as who,
        current_date - floor(random() * 365)::int + interval '8 hours' + random() * interval '11 hours' as at
      from generate_series(1, ${n})
    ),
    rows as (
      select p.*, d.*, coalesce(p.magasin_id, 1 + floor(d.y * ${ranges.shops})::int) as shop,
        case
          when d.kind < 0.20 then 'connexion'
          when d.kind < 0.33 then 'deconnexion'
          when d.kind < 0.35 then 'echec_connexion'
          when d.kind < 0.60 then 'stock'
          when d.kind < 0.72 then 'client'
          when d.kind < 0.82 then 'article'
          when d.kind < 0.92 then 'vente'
          when d.kind < 0.97 then 'entree'
          else 'annulation'
        end as what
      from draws d join people p on p.n = d.who
    )
    select id, username, ${withAuthorName ? 'auteur, ' : ''}role::role,
      case when what = 'article' then null else shop end,
      at,
      case what when 'connexion' then 'connexion' when 'deconnexion' then 'deconnexion'
        when 'echec_connexion' then 'echec_connexion' when 'entree' then 'creation'
        when 'annulation' then 'annulation' else 'modification' end,
      case when what in ('connexion', 'deconnexion', 'echec_connexion') then 'session'
        when what = 'annulation' then 'vente' else what end,
      case when what = 'echec_connexion' then null
        when what in ('connexion', 'deconnexion') then (1000 + floor(x * 400000)::int)::text
        when what = 'stock' then (1 + floor(x * ${ranges.stocks})::int)::text
        when what = 'client' then (1 + floor(x * ${ranges.clients})::int)::text
        when what = 'article' then (1 + floor(x * ${ranges.articles})::int)::text
        when what = 'entree' then (${ranges.entrees} + floor(x * 100000)::int)::text
        else (1 + floor(x * ${ranges.ventes})::int)::text end,
      case when what in ('connexion', 'deconnexion', 'echec_connexion') then username
        when what = 'stock' then 'Laine Mérinos n°' || floor(x * 500)::int || ' — Fil d’Or'
        when what = 'client' then 'Cliente n°' || floor(x * 20000)::int
        when what = 'article' then 'Laine bébé Beige Katia n°' || floor(x * 5000)::int
        when what = 'entree' then 'Coton mercerisé n°' || floor(x * 5000)::int
        else 'FAC-2026-M' || lpad(shop::text, 2, '0') || '-' || lpad(floor(x * 30000)::text, 6, '0') end,
      case what
        when 'stock' then jsonb_build_object('quantite', jsonb_build_object('avant', floor(y * 80)::int, 'apres', floor(y * 80)::int + 12))
        when 'client' then jsonb_build_object('telephone', jsonb_build_object('avant', '07 08 ' || floor(y * 90 + 10)::int || ' 11 22', 'apres', '05 44 ' || floor(y * 90 + 10)::int || ' 33 44'))
        when 'article' then jsonb_build_object('prix_unitaire', jsonb_build_object('avant', 250000, 'apres', 250000 + floor(y * 20)::int * 5000))
        when 'vente' then jsonb_build_object('client', jsonb_build_object('avant', null, 'apres', 1 + floor(y * ${ranges.clients})::int))
        when 'entree' then jsonb_build_object('quantite', jsonb_build_object('avant', null, 'apres', 20 + floor(y * 80)::int))
        when 'annulation' then '{"statut": {"avant": "validee", "apres": "annulee"}}'::jsonb
        else '{}'::jsonb end,
      'web',
      '196.47.' || floor(y * 250)::int || '.' || floor(x * 250)::int
    from rows`);
}

async function topUp() {
  const before = Number((await one('select count(*)::int as n from journal')).n);
  if (before >= TARGET) return { before, added: 0, seconds: 0 };
  const started = performance.now();
  const withAuthorName = Boolean(
    await one(
      "select 1 as yes from information_schema.columns where table_name = 'journal' and column_name = 'auteur'",
    ),
  );
  const users = (
    await db.query(
      "select id, username, trim(first_name || ' ' || last_name) as auteur, role, magasin_id from users where deleted_at is null order by id",
    )
  ).rows;
  const ranges =
    await one(`select (select count(*) from magasins) as shops, (select max(id) from stocks) as stocks,
    (select max(id) from clients) as clients, (select max(id) from articles) as articles,
    (select max(id) from ventes) as ventes, (select max(id) + 1 from entrees_stock) as entrees`);
  await db.query('select setseed(0.19)');
  for (let left = TARGET - before; left > 0; left -= BATCH) {
    await insertRows(Math.min(BATCH, left), users, ranges, withAuthorName);
  }
  await db.query('vacuum (analyze) journal');
  return { before, added: TARGET - before, seconds: (performance.now() - started) / 1000 };
}

const setup = await topUp();
const total = Number((await one('select count(*)::int as n from journal')).n);
const gerantUser = await one("select id, magasin_id from users where username = 'gerant.cocody'");
// A record's history: the article with the most rows; a sale's (creation, client change...).
const article = await one(
  "select entite_id, count(*)::int as n from journal where entite = 'article' group by entite_id order by 2 desc limit 1",
);
const sale = await one(
  "select entite_id, count(*)::int as n from journal where entite = 'vente' group by entite_id order by 2 desc limit 1",
);
// A user's day: that gerant's busiest day.
const day = await one(
  "select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as d, count(*)::int as n from journal where user_id = $1 group by 1 order by 2 desc limit 1",
  [gerantUser.id],
);

const cases = [
  ['1re page', '/Journal/', 'direction'],
  ['Historique d’un article', `/Journal/?entite=article&entite_id=${article.entite_id}`, 'direction'],
  ['Historique d’une vente', `/Journal/?entite=vente&entite_id=${sale.entite_id}`, 'direction'],
  [
    'Journée d’un utilisateur',
    `/Journal/?utilisateur=${gerantUser.id}&date_debut=${day.d}&date_fin=${day.d}`,
    'direction',
  ],
  ['1re page (gérant)', '/Journal/', 'gerant'],
  ['Un magasin', `/Journal/?magasin=${gerantUser.magasin_id}`, 'direction'],
  ['Une entité', '/Journal/?entite=vente', 'direction'],
  ['Une action', '/Journal/?action=modification', 'direction'],
  ['Un mois', '/Journal/?date_debut=2026-06-01&date_fin=2026-06-30', 'direction'],
  ['Page 200 (profonde)', '/Journal/?page=200', 'direction'],
];

const server = await startServer({ databaseUrl, port: 3902 });
const lines = [];
try {
  const as = {
    direction: await signIn(server.url, 'direction', password),
    gerant: await signIn(server.url, 'gerant.cocody', password),
  };
  const get = async (path, headers) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api${path}`, { headers });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
  for (const [label, path, who] of cases) {
    try {
      let body;
      for (let n = 0; n < 3; n++) body = (await get(path, as[who])).body;
      const times = [];
      for (let n = 0; n < ROUNDS; n++) times.push((await get(path, as[who])).ms);
      times.sort((a, b) => a - b);
      const count = `${body.count.toLocaleString('en')}${body.count_approx ? ' (estimé)' : ''}`;
      lines.push(
        `| ${label} | \`${path}\`${who === 'gerant' ? ' (gérant)' : ''} | ${count} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
      );
    } catch (error) {
      lines.push(`| ${label} | \`${path}\` | — | — | — (${error.message}) |`);
    }
  }
} finally {
  await server.stop();
}

console.log(`Machine: ${machine()}; ${ROUNDS} requêtes séquentielles par ligne, après 3 d’échauffement.`);
console.log(
  `Journal : ${total.toLocaleString('en')} lignes (${setup.before.toLocaleString('en')} du générateur ou d’un passage précédent, ${setup.added.toLocaleString('en')} ajoutées en ${setup.seconds.toFixed(0)} s).\n`,
);
console.log('| cas | requête | count | p50 (ms) | p95 (ms) |\n|---|---|---|---|---|');
console.log(lines.join('\n'));

if (process.env.PLANS) {
  // The statements journal.repository.ts runs for three of the cases, with their plans: the page,
  // the count stopped at 10,001 rows, and, for comparison, the whole count it replaced.
  const cols = 'j.*, m.nom';
  const shopOnly = `magasin_id = ${gerantUser.magasin_id} and (entite <> 'session' or (user_id is not null and user_id = ${gerantUser.id}))`;
  const userDay = `user_id = ${gerantUser.id} and created_at >= '${day.d}' and created_at < date '${day.d}' + 1`;
  const plans = [
    [
      '1re page : lignes',
      `select ${cols} from journal j left join magasins m on m.id = j.magasin_id order by j.created_at desc, j.id desc limit 5`,
    ],
    ['1re page : compte borné', 'select count(*) from (select 1 from journal limit 10001) capped'],
    ['1re page : estimation (EXPLAIN sans ANALYZE)', 'select 1 from journal'],
    ['1re page : compte entier (avant)', 'select count(*) from journal'],
    [
      'Historique : lignes',
      `select ${cols} from journal j left join magasins m on m.id = j.magasin_id where j.entite = 'article' and j.entite_id = '${article.entite_id}' order by j.created_at desc, j.id desc limit 5`,
    ],
    [
      'Journée : lignes',
      `select ${cols} from journal j left join magasins m on m.id = j.magasin_id where ${userDay.replaceAll(/(user_id|created_at)/g, 'j.$1')} order by j.created_at desc, j.id desc limit 5`,
    ],
    [
      'Journée : compte borné',
      `select count(*) from (select 1 from journal where ${userDay} limit 10001) capped`,
    ],
    [
      'Gérant : lignes',
      `select ${cols} from journal j left join magasins m on m.id = j.magasin_id where ${shopOnly.replaceAll(/(magasin_id|entite|user_id)/g, 'j.$1')} order by j.created_at desc, j.id desc limit 5`,
    ],
    [
      'Gérant : compte borné',
      `select count(*) from (select 1 from journal where ${shopOnly} limit 10001) capped`,
    ],
    ['Gérant : compte entier (avant)', `select count(*) from journal where ${shopOnly}`],
  ];
  for (const [label, query] of plans) {
    const how = label.includes('estimation') ? '' : '(analyze, buffers) ';
    const plan = (await db.query(`explain ${how}${query}`)).rows.map((r) => r['QUERY PLAN']);
    console.log(`\n${label}\n    ${plan.join('\n    ')}`);
  }
}
await db.end();
