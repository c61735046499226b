// `npm run demo`: Pelote on its own fresh embedded database filled with a year of realistic data
// (shops, catalogue, clients, deliveries, sales), then the server as `npm start` runs it.
// DEMO_DATA_DIR chooses where (default ./data-demo, wiped at each run); PORT as usual.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = path.resolve(process.env.DEMO_DATA_DIR ?? path.join(root, 'data-demo'));
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
delete env.DATABASE_URL;

const generated = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(root, 'apps/server/src/demo/cli.ts'),
    '--size',
    process.env.DEMO_SIZE ?? 'demo',
  ],
  { cwd: root, stdio: 'inherit', env },
);
if (generated.status !== 0) process.exit(generated.status ?? 1);

ensureWebBuild();
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
