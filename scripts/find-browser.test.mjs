import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { findBrowser, NOT_FOUND_MESSAGE } from './find-browser.mjs';

const packagedPath = '/tmp/chromium';

/** A machine on which exactly `files` exist, `dirs` lists folders, and the packaged Chromium is counted. */
function machine({ files = [], dirs = {}, env = {}, platform = 'linux', arch = 'x64' } = {}) {
  const calls = { packaged: 0 };
  const lookups = {
    env: { PATH: '', ...env },
    platform,
    arch,
    home: '/home/ana',
    exists: (file) => files.includes(file),
    listDir: (dir) => dirs[dir] ?? [],
    packaged: async () => {
      calls.packaged += 1;
      return { executablePath: packagedPath, args: ['--no-zygote'] };
    },
  };
  return { lookups, calls };
}

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH before any other browser', async () => {
    const { lookups } = machine({
      files: ['/opt/my/chrome', '/usr/bin/chromium'],
      env: { CHROMIUM_PATH: '/opt/my/chrome' },
    });
    await expect(findBrowser(lookups)).resolves.toMatchObject({
      executablePath: '/opt/my/chrome',
      source: 'CHROMIUM_PATH',
      label: '/opt/my/chrome (CHROMIUM_PATH)',
    });
  });

  it('refuses a CHROMIUM_PATH where nothing is, rather than silently taking another browser', async () => {
    const { lookups } = machine({ files: ['/usr/bin/chromium'], env: { CHROMIUM_PATH: '/nowhere/chrome' } });
    await expect(findBrowser(lookups)).rejects.toThrow('/nowhere/chrome');
  });

  it("takes the system's Chromium before Playwright's cache and the packaged one", async () => {
    const cache = '/home/ana/.cache/ms-playwright';
    const { lookups, calls } = machine({
      files: ['/usr/bin/chromium', `${cache}/chromium-1200/chrome-linux64/chrome`],
      dirs: { [cache]: ['chromium-1200'] },
    });
    await expect(findBrowser(lookups)).resolves.toMatchObject({
      executablePath: '/usr/bin/chromium',
      source: 'système',
      args: [],
    });
    expect(calls.packaged).toBe(0);
  });

  it('finds a Chrome on PATH', async () => {
    const { lookups } = machine({
      files: ['/opt/tools/google-chrome'],
      env: { PATH: '/usr/local/bin:/opt/tools' },
    });
    await expect(findBrowser(lookups)).resolves.toMatchObject({ executablePath: '/opt/tools/google-chrome' });
  });

  it("takes the newest browser of Playwright's cache, in PLAYWRIGHT_BROWSERS_PATH when set", async () => {
    const cache = '/srv/browsers';
    const { lookups, calls } = machine({
      env: { PLAYWRIGHT_BROWSERS_PATH: cache },
      files: [
        `${cache}/chromium-1100/chrome-linux/chrome`,
        `${cache}/chromium_headless_shell-1200/chrome-headless-shell-linux64/chrome-headless-shell`,
      ],
      dirs: { [cache]: ['ffmpeg-1011', 'chromium-1100', 'chromium_headless_shell-1200'] },
    });
    await expect(findBrowser(lookups)).resolves.toMatchObject({
      executablePath: `${cache}/chromium_headless_shell-1200/chrome-headless-shell-linux64/chrome-headless-shell`,
      source: 'cache de Playwright',
    });
    expect(calls.packaged).toBe(0);
  });

  it('falls back on the Chromium of @sparticuz/chromium, with its flags, on Linux x64', async () => {
    const { lookups, calls } = machine();
    await expect(findBrowser(lookups)).resolves.toEqual({
      executablePath: packagedPath,
      args: ['--no-zygote'],
      source: '@sparticuz/chromium',
      label: `${packagedPath} (@sparticuz/chromium)`,
    });
    expect(calls.packaged).toBe(1);
  });

  it('skips the installed browsers when PELOTE_TEST_NO_SYSTEM=1', async () => {
    const cache = '/home/ana/.cache/ms-playwright';
    const { lookups } = machine({
      env: { PELOTE_TEST_NO_SYSTEM: '1' },
      files: ['/usr/bin/chromium', `${cache}/chromium-1200/chrome-linux64/chrome`],
      dirs: { [cache]: ['chromium-1200'] },
    });
    await expect(findBrowser(lookups)).resolves.toMatchObject({ source: '@sparticuz/chromium' });
  });

  it('names CHROMIUM_PATH when nothing is found where no packaged Chromium runs', async () => {
    for (const [platform, arch] of [
      ['darwin', 'arm64'],
      ['win32', 'x64'],
      ['linux', 'arm64'],
    ]) {
      const { lookups, calls } = machine({ platform, arch });
      await expect(findBrowser(lookups)).rejects.toThrow(NOT_FOUND_MESSAGE);
      expect(calls.packaged).toBe(0);
    }
    expect(NOT_FOUND_MESSAGE).toContain('CHROMIUM_PATH');
  });

  // The last resort, launched for real on every `npm test` where it exists, so that it cannot rot
  // unseen on machines that have a system Chromium (CI).
  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'the Chromium of @sparticuz/chromium launches with Playwright and renders a page',
    async () => {
      const found = await findBrowser({ env: { PELOTE_TEST_NO_SYSTEM: '1' } });
      expect(found.source).toBe('@sparticuz/chromium');
      const browser = await chromium.launch({
        executablePath: found.executablePath,
        args: [...found.args, '--no-sandbox', '--disable-dev-shm-usage'],
      });
      try {
        for (const text of ['Pelote', 'Élève']) {
          const page = await browser.newPage();
          await page.setContent(`<h1>${text}</h1>`);
          await expect(page.locator('h1').textContent()).resolves.toBe(text);
          await page.close();
        }
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});
