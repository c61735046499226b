import { loadConfig } from '../config.ts';
import { type BackupTarget, backupDatabase, restoreDatabase } from './backup.ts';
import { moveToPostgres } from './db-move.ts';

/** `npm run db:move -- postgres://…`: the embedded database of DATA_DIR into an empty PostgreSQL. */
async function move(url: string) {
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error('Usage : npm run db:move -- postgres://utilisateur@hôte:5432/base');
  const { dataDir } = loadConfig({ ...process.env, DATABASE_URL: '', WEB_CONCURRENCY: '' });
  console.log(`  Copie de la base embarquée (${dataDir}) vers PostgreSQL…`);
  const started = Date.now();
  const report = await moveToPostgres({ dataDir, url, log: (line) => console.log(`    ${line}`) });
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `  Terminé en ${Math.round((Date.now() - started) / 1000)} s : ${rows} lignes dans ${report.tables.length} tables, ` +
      `${report.sequences} séquences.\n` +
      `  Vérifié : le nombre de lignes de chaque table est le même des deux côtés ; chacun des ${report.lots} lots ` +
      `de stock est égal à la somme de ses mouvements et chacune des ${report.lines} lignes de stock à la somme de ses lots.\n` +
      `  Démarrez maintenant Pelote avec DATABASE_URL=${url.replace(/:[^:@/]*@/, ':***@')} ` +
      '(la base embarquée reste intacte dans DATA_DIR).',
  );
}

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` on the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR), and `npm run db:move -- <url>`. See
 * docs/operations.md.
 */
async function main() {
  const [action, file] = process.argv.slice(2);
  if (action === 'move') return move(file ?? '');
  if ((action !== 'backup' && action !== 'restore') || !file) {
    throw new Error('Usage : npm run backup -- <fichier> | npm run restore -- <fichier>');
  }
  const config = loadConfig();
  const target: BackupTarget = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
  const where = target.kind === 'postgres' ? 'PostgreSQL' : `base embarquée (${config.dataDir})`;
  if (action === 'backup') {
    const how = await backupDatabase(target, file);
    console.log(`  Sauvegarde de ${where} écrite dans ${file}`);
    if (target.kind === 'postgres') console.log(`  Faite par : ${how}`);
  } else {
    await restoreDatabase(target, file);
    console.log(`  ${where} restaurée depuis ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(`  ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
