import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { serializeLoggedError } from './lib/log-serializers.ts';
import { createMailer } from './lib/mailer.ts';
import { resolveJwtSecret } from './lib/secrets.ts';
import { ensureAdminAccount } from './modules/users/bootstrap-admin.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const jwtSecret = resolveJwtSecret({ fromEnv: config.jwtSecret, dataDir: config.dataDir });
  const app = await buildApp({
    db: database.db,
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
  app.addHook('onClose', () => database.close());

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
  const engine = database.kind === 'postgres' ? 'PostgreSQL' : `base embarquée (${config.dataDir})`;
  console.log(`  Pelote est prêt sur http://localhost:${config.port} — ${engine}\n`);
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
