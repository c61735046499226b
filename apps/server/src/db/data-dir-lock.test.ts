import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-lock-'));

describe('the embedded database lock', () => {
  it('refuses a second opening of the same directory with a clear message', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/déjà utilisée par le processus/);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    fs.writeFileSync(path.join(dir, 'pelote.lock'), dead);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'pelote.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'pelote.lock'))).toBe(false);
  });
});
