import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase, openReadReplica } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { purgeExpiredKeys } from './lib/idempotency.ts';
import { serializeLoggedError } from './lib/log-serializers.ts';
import { createMailer } from './lib/mailer.ts';
import { restartBackoff } from './lib/restart-backoff.ts';
import { resolveJwtSecret } from './lib/secrets.ts';
import { expireLayaways } from './modules/layaways/index.ts';
import { moveUploadedPhotos } from './modules/shops/index.ts';
import { ensureAdminAccount } from './modules/users/index.ts';

/**
 * `npm start`: one process, or with WEB_CONCURRENCY=N (PostgreSQL only) a primary that prepares
 * the database once — migrations, the move of old photo files, the first administrator — then
 * forks N workers that share the port, restarts a worker that dies, and runs the periodic jobs.
 */

const HOUR_MS = 60 * 60 * 1000;
const log = (line: string) => console.log(`  ${line}`);

function openConfigured(config: Config, migrate: boolean) {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.webConcurrency > 1 ? 10 : 20 }
      : { kind: 'pglite', dataDir: config.dataDir },
    { migrate },
  );
}

/** What runs once per start, before any request: the move of old photo files, the first account. */
async function prepare(database: Database, config: Config) {
  await moveUploadedPhotos(database.db, config.dataDir, {
    info: log,
    warn: (line) => console.warn(`  ${line}`),
  });
  const admin = await ensureAdminAccount(database.db, { password: config.adminPassword });
  if (admin.created && admin.generatedPassword) {
    // Printed once, on the console only: there is no default password anywhere.
    console.log(
      `\n  Compte administrateur créé : utilisateur « admin », mot de passe « ${admin.generatedPassword} »\n` +
        '  (notez-le : il ne sera plus affiché ; ADMIN_PASSWORD permet de le choisir au premier démarrage)\n',
    );
  } else if (admin.created) {
    console.log('\n  Compte administrateur « admin » créé avec le mot de passe de ADMIN_PASSWORD.\n');
  }
}

/**
 * The layaways' expiry, hourly: in the one process, or in the cluster's primary (the workers skip
 * it). Safe to run twice or on several machines at once: each layaway changes state in one
 * conditional statement (modules/layaways/layaway-endings.ts).
 */
function startLayawayExpiry(database: Database): NodeJS.Timeout {
  const expire = () =>
    expireLayaways(database.db).catch((error: unknown) =>
      console.warn(`  Expiration des mises de côté reportée : ${(error as Error).message}`),
    );
  void expire();
  return setInterval(expire, HOUR_MS);
}

/** One server: the whole of Pelote in a single process, or one worker of the cluster. */
async function serve(config: Config, database: Database, { worker }: { worker: boolean }) {
  const jwtSecret = resolveJwtSecret({ fromEnv: config.jwtSecret, dataDir: config.dataDir });
  const replica = config.databaseReplicaUrl ? openReadReplica(config.databaseReplicaUrl) : null;
  const app = await buildApp({
    db: database.db,
    ...(replica ? { readDb: replica.db } : {}),
    config,
    jwtSecret,
    mailer: { send: async (m) => mailer.send(m) },
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const expiryTimer = worker ? null : startLayawayExpiry(database);
  app.addHook('onClose', async () => {
    if (expiryTimer) clearInterval(expiryTimer);
    await replica?.close();
    await database.close();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} reçu, arrêt en cours`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (!worker) {
    const engine = database.kind === 'postgres' ? 'PostgreSQL' : `base embarquée (${config.dataDir})`;
    console.log(`  Pelote est prêt sur http://localhost:${config.port} — ${engine}\n`);
  }
}

/** The cluster's primary: prepares once, forks, restarts, purges, and stops the workers on a signal. */
async function primary(config: Config) {
  const database = await openConfigured(config, true);
  await prepare(database, config);
  // Generated once here, so that every worker reads the same secret from DATA_DIR.
  resolveJwtSecret({ fromEnv: config.jwtSecret, dataDir: config.dataDir });

  // The periodic jobs run here only (the workers skip them): the idempotency keys' purge, hourly.
  const purge = () =>
    purgeExpiredKeys(database.db).catch((error: unknown) =>
      console.warn(`  Purge des clés d'idempotence reportée : ${(error as Error).message}`),
    );
  void purge();
  const purgeTimer = setInterval(purge, HOUR_MS);
  const expiryTimer = startLayawayExpiry(database);

  let stopping = false;
  let ready = 0;
  const backoff = restartBackoff();
  const bornAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    bornAt.set(worker.id, Date.now());
    worker.once('listening', () => {
      ready += 1;
      if (ready === config.webConcurrency)
        log(`Pelote est prêt sur http://localhost:${config.port} — PostgreSQL, ${ready} processus\n`);
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // Workers that keep dying young are restarted less and less often (lib/restart-backoff.ts).
    const delay = backoff.nextDelay(Date.now() - (bornAt.get(worker.id) ?? 0));
    bornAt.delete(worker.id);
    console.warn(
      `  Processus ${worker.process.pid} arrêté (${signal ?? `code ${code}`}) : relancé dans ${delay / 1000} s`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  });
  for (let i = 0; i < config.webConcurrency; i++) fork();

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} reçu : arrêt des ${Object.keys(cluster.workers ?? {}).length} processus`);
    clearInterval(purgeTimer);
    clearInterval(expiryTimer);
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    const exited = workers.map((w) => new Promise((resolve) => w.once('exit', resolve)));
    for (const w of workers) w.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const w of workers) w.process.kill('SIGKILL');
    }, 15_000);
    await Promise.all(exited);
    clearTimeout(force);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) {
    // The primary migrated and prepared the database before forking.
    await serve(config, await openConfigured(config, false), { worker: true });
  } else if (config.webConcurrency > 1) {
    await primary(config);
  } else {
    const database = await openConfigured(config, true);
    await prepare(database, config);
    await serve(config, database, { worker: false });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n  ${error.message}\n`);
  } else {
    // Without the values a failed query carried (the admin's password hash, for one).
    console.error(serializeLoggedError(error).stack || serializeLoggedError(error).message);
  }
  process.exit(1);
});
