// Starts the built app on a brand-new embedded database for the end-to-end run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'admin-e2e-motdepasse',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT ?? '1000',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
