// The Chromium that bench/web.mjs signs in and hands to Lighthouse (--port): launched on its own
// profile, stopped, and that profile removed without ever failing the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes a Chromium profile. Chromium's helper processes may still be writing it for a moment
 * after the browser exits (Debian's Chromium 156 did: ENOTEMPTY), so the removal is retried, and
 * a profile left behind in the temporary directory only warns: the measures are already taken.
 */
export async function removeProfile(profile, { maxRetries = 10, retryDelay = 300 } = {}) {
  try {
    await fs.promises.rm(profile, { recursive: true, force: true, maxRetries, retryDelay });
    return true;
  } catch (error) {
    console.error(`Avertissement : profil Chromium ${profile} laissé en place (${error.code ?? error}).`);
    return false;
  }
}

/**
 * Starts Chromium with remote debugging on `port` and a fresh profile; answers the browser's version
 * ('HeadlessChrome/156.0.8078.108', from /json/version) and `stop`, which ends it and removes the profile.
 */
export async function launchChromium({ chromePath, chromeFlags, port }) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-lh-profile-'));
  const child = spawn(
    chromePath,
    [...chromeFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let version = null;
  for (let waited = 0; waited < 30_000 && version === null; waited += 200) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (answer.ok) version = (await answer.json()).Browser ?? '';
    } catch {}
    if (version === null) await sleep(200);
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await removeProfile(profile);
  };
  return { version, profile, stop };
}
