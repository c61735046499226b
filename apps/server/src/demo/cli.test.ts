import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The data set command as a person types it: its help, and a size it does not know. */

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8', timeout: 30_000 });

describe('the demo data set command', () => {
  it('--help prints the usage in French, each size with what it holds, and the options, then exits 0', () => {
    const { status, stdout } = run('--help');
    expect(status).toBe(0);
    expect(stdout).toContain('Usage : node --import tsx apps/server/src/demo/cli.ts');
    expect(stdout).toContain('  demo   4 magasins, 240 articles, 400 clients, 6 000 ventes sur 365 jours');
    expect(stdout).toContain(
      '  bench  10 magasins, 5 000 articles, 20 000 clients, 300 000 ventes sur 365 jours',
    );
    expect(stdout).toContain('  tiny   2 magasins, 30 articles, 20 clients, 300 ventes sur 30 jours');
    for (const option of ['--size TAILLE', '--seed N', '--password MOT', '--help'])
      expect(stdout).toContain(`  ${option}`);
  });

  it('an unknown size says so, lists the sizes and exits 1', () => {
    const { status, stderr } = run('--size', 'enorme');
    expect(status).toBe(1);
    expect(stderr).toContain('Taille inconnue « enorme ». Tailles possibles :');
    expect(stderr).toContain('  tiny   2 magasins');
  });
});
