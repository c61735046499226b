import { loadConfig } from '../config.ts';
import { type BackupTarget, backupDatabase, restoreDatabase } from './backup.ts';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` on the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR). See docs/operations.md.
 */
async function main() {
  const [action, file] = process.argv.slice(2);
  if ((action !== 'backup' && action !== 'restore') || !file) {
    throw new Error('Usage : npm run backup -- <fichier> | npm run restore -- <fichier>');
  }
  const config = loadConfig();
  const target: BackupTarget = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
  const where = target.kind === 'postgres' ? 'PostgreSQL' : `base embarquée (${config.dataDir})`;
  if (action === 'backup') {
    await backupDatabase(target, file);
    console.log(`  Sauvegarde de ${where} écrite dans ${file}`);
  } else {
    await restoreDatabase(target, file);
    console.log(`  ${where} restaurée depuis ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(`  ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
