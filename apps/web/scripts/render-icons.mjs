// Renders the app's home-screen icons (public/icons/*.png) from their SVG drawings, in Chromium.
// The PNGs are committed; run this again after changing pelote-icon.svg or pelote-maskable.svg:
//   node apps/web/scripts/render-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findBrowser } from '../../../scripts/find-browser.mjs';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** Each PNG: its drawing and its size in pixels (square). */
const ICONS = [
  { file: 'pelote-192.png', svg: 'pelote-icon.svg', size: 192 },
  { file: 'pelote-512.png', svg: 'pelote-icon.svg', size: 512 },
  { file: 'pelote-maskable-192.png', svg: 'pelote-maskable.svg', size: 192 },
  { file: 'pelote-maskable-512.png', svg: 'pelote-maskable.svg', size: 512 },
  // iOS rounds the corners itself: the full-bleed drawing.
  { file: 'apple-touch-icon-180.png', svg: 'pelote-maskable.svg', size: 180 },
];

const found = await findBrowser();
const browser = await chromium.launch({
  executablePath: found.executablePath,
  args: [...found.args, '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    const svg = fs.readFileSync(path.join(iconsDir, icon.svg), 'utf8');
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(iconsDir, icon.file), omitBackground: true });
    console.log(`${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
