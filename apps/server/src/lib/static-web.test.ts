import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/signed-in-app.test-support.ts';

/** An inline script like the one the web build writes (apps/web/returning-user-preload.ts). */
const INLINE = '(function(){document.documentElement.dataset.vu="1"})();';
const inlineHash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
let webDir: string;

/** A built web app in a new folder: index.html with its inline script, a hashed asset, the worker, the manifest. */
function builtWebApp(): string {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><html lang="fr"><title>Pelote</title><script>${INLINE}</script></html>`,
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log("pelote")');
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Pelote"}');
  return webDir;
}

const c = useTestApp(() => ({ WEB_DIST: builtWebApp() }));
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

describe('the built web app', () => {
  it('serves index.html for every client route, uncached', async () => {
    for (const url of ['/', '/ventes', '/clients/12', '/une/page/inconnue']) {
      const response = await c.t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Pelote</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await c.t.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the service worker and the web manifest uncached, so an update is seen at once', async () => {
    const worker = await c.t.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await c.t.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it("lets the page's own service worker and manifest through its Content-Security-Policy", async () => {
    const response = await c.t.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("script-src 'self'");
  });

  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    const response = await c.t.inject({ method: 'GET', url: '/ventes' });
    const scripts = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scripts).toContain(inlineHash);
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts?.match(/'sha256-/g)).toHaveLength(1);
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const response = await c.t.inject({ method: 'GET', url: '/assets/absent.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await c.t.inject({ method: 'GET', url: '/api/absent' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Ressource introuvable' });
  });
});
