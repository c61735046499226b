// Builds the web app when its build is missing or older than its sources, then precompresses it
// (gzip and brotli beside each asset) so the server sends small files on a weak connection.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'public'),
  path.join(root, 'packages/shared/src'),
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsFresh() {
  const marker = path.join(distDir, 'index.html');
  if (!fs.existsSync(marker)) return false;
  const builtAt = fs.statSync(marker).mtimeMs;
  return sources.every((source) => newestMtime(source) <= builtAt);
}

export function compressDir(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      compressDir(file);
      continue;
    }
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(entry.name)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

export function ensureWebBuild({ force = false } = {}) {
  if (!force && webBuildIsFresh()) return;
  console.log('  Construction de l’application web…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('  La construction de l’application web a échoué.');
    process.exit(result.status ?? 1);
  }
  compressDir(distDir);
  // The marker's mtime says when the build was made.
  const now = new Date();
  fs.utimesSync(path.join(distDir, 'index.html'), now, now);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureWebBuild({ force: process.argv.includes('--force') });
