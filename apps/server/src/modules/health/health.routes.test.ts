import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/signed-in-app.test-support.ts';

const c = useTestApp();

/** Bodies the server refuses before any route reads them: each its status and French detail. */
const REFUSED_BODIES = [
  {
    title: 'refuses malformed JSON with a 400 and a French detail',
    contentType: 'application/json',
    payload: '{"username": "admin",',
    status: 400,
    detail: 'Le corps de la requête n’est pas un JSON valide',
  },
  {
    title: 'refuses a body over the size limit with a 413',
    contentType: 'application/json',
    payload: JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
    status: 413,
    detail: 'La requête est trop volumineuse',
  },
  {
    title: 'refuses an unknown content type with a 415',
    contentType: 'application/xml',
    payload: '<login/>',
    status: 415,
    detail: 'Type de contenu non supporté',
  },
];

describe('server basics', () => {
  it('answers the readiness and the liveness checks, with and without the trailing slash', async () => {
    for (const url of ['/api/health', '/api/health/', '/api/health/live']) {
      const response = await c.t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    }
  });

  it('answers unknown API paths with a JSON 404 in French', async () => {
    const response = await c.t.inject({ method: 'GET', url: '/api/nimporte-quoi' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ detail: 'Ressource introuvable' });
  });

  it('sends the security headers, with a CSP that forbids foreign scripts', async () => {
    const response = await c.t.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  for (const { title, contentType, payload, status, detail } of REFUSED_BODIES) {
    it(title, async () => {
      const response = await c.t.inject({
        method: 'POST',
        url: '/api/Users/authenticate-user',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toBe(detail);
    });
  }

  it('describes the API in OpenAPI at /api/docs', async () => {
    const response = await c.t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/Users/authenticate-user', '/api/Magasins/liste-magasins']),
    );
    const ui = await c.t.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
