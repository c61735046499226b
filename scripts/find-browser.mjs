// Which Chromium the end-to-end tests (and the benchmarks) drive, looked for in this order:
//   1. CHROMIUM_PATH, when set (an error if nothing is there);
//   2. a Chromium or Chrome installed on the machine (/usr/bin/chromium, google-chrome, on PATH…);
//   3. a browser that Playwright downloaded earlier (~/.cache/ms-playwright or PLAYWRIGHT_BROWSERS_PATH);
//   4. on Linux x64, the Chromium shipped inside the npm package @sparticuz/chromium (a devDependency),
//      unpacked to the temporary directory on first use: `npm ci` alone is then enough.
// PELOTE_TEST_NO_SYSTEM=1 skips 2 and 3, to try the last resort on a machine that has a browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SYSTEM_PATHS = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/snap/bin/chromium',
  ],
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
};
const COMMAND_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** Where each kind of Playwright download keeps its executable, per platform (newest layout first). */
const CACHE_LAYOUTS = {
  linux: {
    chromium: ['chrome-linux64/chrome', 'chrome-linux/chrome'],
    chromium_headless_shell: [
      'chrome-headless-shell-linux64/chrome-headless-shell',
      'chrome-linux/headless_shell',
    ],
  },
  darwin: {
    chromium: [
      'chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
      'chrome-mac-x64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
      'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
    ],
    chromium_headless_shell: [
      'chrome-headless-shell-mac-arm64/chrome-headless-shell',
      'chrome-headless-shell-mac-x64/chrome-headless-shell',
      'chrome-mac/headless_shell',
    ],
  },
};

export const NOT_FOUND_MESSAGE =
  'Aucun Chromium trouvé pour les tests de bout en bout : installez Chromium ou Chrome, ou donnez le chemin ' +
  'de son exécutable dans CHROMIUM_PATH. (No Chromium found for the end-to-end tests: install one or set CHROMIUM_PATH.)';

/**
 * @typedef {{ executablePath: string, args: string[], source: string, label: string }} FoundBrowser
 * @typedef {{
 *   env?: Record<string, string | undefined>, platform?: string, arch?: string, home?: string,
 *   exists?: (file: string) => boolean, listDir?: (dir: string) => string[],
 *   packaged?: () => Promise<{ executablePath: string, args: string[] }>,
 * }} Lookups
 */

/** @param {Lookups} [lookups] @returns {Promise<FoundBrowser>} */
export async function findBrowser(lookups = {}) {
  const env = lookups.env ?? process.env;
  const platform = lookups.platform ?? process.platform;
  const arch = lookups.arch ?? process.arch;
  const home = lookups.home ?? os.homedir();
  const exists = lookups.exists ?? isExecutableFile;
  const listDir = lookups.listDir ?? readDirOrNothing;
  const found = (executablePath, source, args = []) => ({
    executablePath,
    args,
    source,
    label: `${executablePath} (${source})`,
  });

  if (env.CHROMIUM_PATH) {
    if (!exists(env.CHROMIUM_PATH))
      throw new Error(
        `CHROMIUM_PATH désigne ${env.CHROMIUM_PATH}, qui n'existe pas ou n'est pas exécutable.`,
      );
    return found(env.CHROMIUM_PATH, 'CHROMIUM_PATH');
  }

  if (env.PELOTE_TEST_NO_SYSTEM !== '1') {
    const onPath = (env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .flatMap((dir) => COMMAND_NAMES.map((name) => path.join(dir, name)));
    const system = [...(SYSTEM_PATHS[platform] ?? []), ...onPath].find((file) => exists(file));
    if (system) return found(system, 'système');

    const cached = cacheCandidates(env, platform, home, listDir).find((file) => exists(file));
    if (cached) return found(cached, 'cache de Playwright');
  }

  if (platform === 'linux' && arch === 'x64') {
    const packaged = await (lookups.packaged ?? packagedChromium)();
    return found(packaged.executablePath, '@sparticuz/chromium', packaged.args);
  }
  throw new Error(NOT_FOUND_MESSAGE);
}

function cacheCandidates(env, platform, home, listDir) {
  const layouts = CACHE_LAYOUTS[platform];
  if (!layouts || env.PLAYWRIGHT_BROWSERS_PATH === '0') return [];
  const cacheDir =
    env.PLAYWRIGHT_BROWSERS_PATH ||
    (platform === 'darwin'
      ? path.join(home, 'Library', 'Caches', 'ms-playwright')
      : path.join(env.XDG_CACHE_HOME || path.join(home, '.cache'), 'ms-playwright'));
  // chromium-1234, chromium_headless_shell-1234: newest revision first, the full browser before the shell.
  const downloads = listDir(cacheDir)
    .map((name) => /^(chromium|chromium_headless_shell)-(\d+)$/.exec(name))
    .filter((match) => match !== null)
    .sort((a, b) => Number(b[2]) - Number(a[2]) || a[1].localeCompare(b[1]));
  return downloads.flatMap(([name, kind]) => layouts[kind].map((file) => path.join(cacheDir, name, file)));
}

/** Unpacks (once; later calls find it in the temporary directory) the Chromium of @sparticuz/chromium. */
async function packagedChromium() {
  const { default: chromium } = await import('@sparticuz/chromium');
  chromium.setGraphicsMode = false; // no WebGL: the screens need none
  const executablePath = await chromium.executablePath();
  // Its flags, less: its headless one (Puppeteer's; Playwright passes its own), --single-process (made
  // for one-shot cloud functions: the browser dies when a test closes its context), its feature lists
  // (they would replace Playwright's), and those that turn the web's security rules off.
  const dropped = [
    '--headless',
    '--single-process',
    '--disable-features',
    '--enable-features',
    '--disable-web-security',
    '--allow-running-insecure-content',
  ];
  return {
    executablePath,
    args: chromium.args.filter((arg) => !dropped.some((flag) => arg.startsWith(flag))),
  };
}

function isExecutableFile(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function readDirOrNothing(dir) {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}
