// The web app as `npm start` serves it, built for a benchmark (bench/web.mjs, bench/web-repeat.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compressDir } from '../../scripts/web-build.mjs';

/**
 * Builds `checkout`'s web app (this repository, or a copy of an older commit to compare with)
 * into a fresh directory with Vite's manifest, then writes gzip and brotli beside each file.
 */
export function buildWebApp(checkout) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-web-bench-'));
  execFileSync(
    'npx',
    ['vite', 'build', '--manifest', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(checkout, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  compressDir(dist);
  return dist;
}

/**
 * Signs a page in as a returning user would be: the session cookies, and the two localStorage keys
 * the app restores a session from (user_data, session_expires_at). Runs on /api/health, so no file
 * of the app is loaded (nor cached) by it.
 */
export async function signInPage(page, url, credentials) {
  await page.goto(`${url}/api/health`);
  await page.evaluate(async (body) => {
    const response = await fetch('/api/Users/authenticate-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sign-in: ${response.status}`);
    const { user, expires_in } = await response.json();
    localStorage.setItem('user_data', JSON.stringify(user));
    localStorage.setItem('session_expires_at', String(Date.now() + expires_in * 1000));
  }, credentials);
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
