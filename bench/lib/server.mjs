// Starts the real server for a benchmark (built web app not needed) and signs in.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs apps/server on `databaseUrl` (PostgreSQL) or on the embedded database in `dataDir`, on a
 * free port; resolves once /api/health answers. `stop()` ends it. `checkout`: another checkout of
 * the repository to run the server of (a git worktree of an older commit), this one by default.
 */
export async function startServer({
  databaseUrl,
  dataDir,
  port = 3900,
  env = {},
  nodeArgs = [],
  checkout = root,
}) {
  const ownDir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-bench-'));
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(checkout, 'apps/server/src/server.ts')],
    {
      cwd: checkout,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: ownDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '100000',
        ADMIN_PASSWORD: 'bench-admin-motdepasse',
        WEB_DIST: path.join(ownDir, 'no-web'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (waited > 120_000) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function signIn(url, username, password) {
  const response = await fetch(`${url}/api/Users/authenticate-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in ${username}: ${response.status} ${await response.text()}`);
  const { access_token: token } = await response.json();
  return { authorization: `Bearer ${token}` };
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
