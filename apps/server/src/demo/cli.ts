import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DATASET_SIZES, type DatasetSize, generateDataset } from './generate.ts';

/**
 * Fills the configured database (DATABASE_URL, or the embedded one in DATA_DIR) with a data set:
 *   node --import tsx apps/server/src/demo/cli.ts --size demo|bench|tiny [--seed 2026] [--password p]
 * The database must hold no sales yet. Prints the accounts to sign in with; `--help` the usage.
 */

const number = (value: number) => value.toLocaleString('fr-FR').replace(/\s/g, ' ');
const USES: Record<keyof typeof DATASET_SIZES, string> = {
  demo: 'npm run demo',
  bench: "les bancs d'essai, bench/",
  tiny: 'les tests',
};

/** One line per size: what it holds and what it is for. */
const sizes = () =>
  Object.entries(DATASET_SIZES)
    .map(
      ([name, size]: [string, DatasetSize]) =>
        `  ${name.padEnd(6)} ${size.shops} magasins, ${number(size.articles)} articles, ` +
        `${number(size.clients)} clients, ${number(size.sales)} ventes sur ${size.days} jours ` +
        `(${USES[name as keyof typeof DATASET_SIZES]})`,
    )
    .join('\n');

function usage(): string {
  return [
    'Usage : node --import tsx apps/server/src/demo/cli.ts [--size TAILLE] [--seed N] [--password MOT]',
    '',
    "Remplit la base configurée (DATABASE_URL, sinon la base embarquée de DATA_DIR), qui ne doit contenir aucune vente, d'un jeu de données de démonstration.",
    '',
    'Tailles :',
    sizes(),
    '',
    'Options :',
    '  --size TAILLE     demo, bench ou tiny (par défaut : demo)',
    '  --seed N          graine du tirage : même graine, mêmes données (par défaut : 2026)',
    '  --password MOT    un seul mot de passe pour tous les comptes (par défaut : tirés au hasard)',
    '  --help            affiche cette aide',
  ].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'demo' },
      seed: { type: 'string', default: '2026' },
      password: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage());
    return;
  }
  const sizeName = values.size as keyof typeof DATASET_SIZES;
  const size = Object.hasOwn(DATASET_SIZES, sizeName) ? DATASET_SIZES[sizeName] : undefined;
  if (!size) {
    throw new Error(`Taille inconnue « ${values.size} ». Tailles possibles :\n${sizes()}`);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const started = Date.now();
  try {
    console.log(`  Génération du jeu de données « ${sizeName} »…`);
    const summary = await generateDataset(database.db, size, {
      seed: Number(values.seed),
      ...(values.password ? { password: values.password } : {}),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `  ${summary.sales} ventes, ${summary.entries} entrées de stock, ${summary.rows} lignes écrites en ${seconds} s.\n`,
    );
    console.log('  Comptes de démonstration (mots de passe générés pour cette base) :');
    for (const account of summary.credentials) {
      const role = account.role === 'direction' ? 'direction' : `gérant — ${account.magasin}`;
      console.log(`    ${account.username.padEnd(24)} ${account.password.padEnd(14)} ${role}`);
    }
    console.log('');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
