import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * pg_dump refuses a server of a newer major version than its own ('server version mismatch'), and
 * pg_restore cannot read an archive of a newer pg_dump. A machine may hold several versions of the
 * client: Debian and Ubuntu in /usr/lib/postgresql/<major>/bin, Red Hat in /usr/pgsql-<major>/bin,
 * besides the one on the PATH. The tool used is the one of the server's major version, else the
 * oldest newer one; none is fit when every one is older than the server.
 */

export type ClientTool = { path: string; major: number };

const VERSION_DIRS = [
  { parent: '/usr/lib/postgresql', dir: /^(\d+)$/, bin: 'bin' },
  { parent: '/usr', dir: /^pgsql-(\d+)$/, bin: 'bin' },
];

/** The major version a client tool says it is (`pg_dump (PostgreSQL) 15.20 (Debian …)`), or null. */
export function majorOf(command: string): number | null {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout ?? '');
  return result.status === 0 && match ? Number(match[1]) : null;
}

/** Every copy of `tool` (pg_dump, pg_restore) found on this machine, with its major version. */
export function installedClientTools(tool: 'pg_dump' | 'pg_restore'): ClientTool[] {
  const paths = ['', ...VERSION_DIRS.flatMap(({ parent, dir, bin }) => versionDirs(parent, dir, bin))];
  const found: ClientTool[] = [];
  for (const dir of paths) {
    const command = dir ? path.join(dir, tool) : tool;
    if (dir && !fs.existsSync(command)) continue;
    const major = majorOf(command);
    if (major !== null) found.push({ path: command, major });
  }
  return found;
}

function versionDirs(parent: string, pattern: RegExp, bin: string): string[] {
  try {
    return fs
      .readdirSync(parent)
      .filter((name) => pattern.test(name))
      .map((name) => path.join(parent, name, bin));
  } catch {
    return [];
  }
}

/** The tool of the server's major version, else the oldest newer one; null when all are older. */
export function pickClientTool(tools: ClientTool[], serverMajor: number): ClientTool | null {
  const fit = tools.filter((t) => t.major >= serverMajor).sort((a, b) => a.major - b.major);
  return fit[0] ?? null;
}
