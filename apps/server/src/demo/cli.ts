import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DATASET_SIZES, generateDataset } from './generate.ts';

/**
 * Fills the configured database (DATABASE_URL, or the embedded one in DATA_DIR) with a data set:
 *   node --import tsx apps/server/src/demo/cli.ts --size demo|bench|tiny [--seed 2026] [--password p]
 * The database must hold no sales yet. Prints the accounts to sign in with.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'demo' },
      seed: { type: 'string', default: '2026' },
      password: { type: 'string' },
    },
  });
  const sizeName = values.size as keyof typeof DATASET_SIZES;
  const size = DATASET_SIZES[sizeName];
  if (!size) throw new Error(`Taille inconnue « ${values.size} » : demo, bench ou tiny`);
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
