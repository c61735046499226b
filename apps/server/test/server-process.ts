import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/**
 * The server as `npm start` runs it, in a process of its own on `port` with `env` added (quiet,
 * sign-in throttle off), once `/api/health` answers 200. The caller kills it.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    stdio: 'ignore',
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '100000' },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 60_000; waited += 200) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
