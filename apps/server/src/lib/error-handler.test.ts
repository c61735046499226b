import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAppWithRoutes } from './app-with-routes.test-support.ts';
import { pgAnswer } from './error-handler.ts';

/** Values the database refuses answer 400 with a French detail, never 500. */

const s = useAppWithRoutes(false, ({ app, t }) => {
  // Statements the database refuses, each with a data exception of class 22.
  app.get('/test/division', async () => t.db.execute(sql`select 1 / ${0}::int as n`));
  app.get('/test/date', async () => t.db.execute(sql`select ${'2026-13-45'}::date as d`));
  app.get('/test/nul', async () =>
    t.db.execute(sql`select convert_from(${Buffer.from([0x41, 0xff])}, 'UTF8')`),
  );
  // What drivers throw when the database is away, wrapped as drizzle wraps them.
  app.get('/test/refused', async () => {
    throw new Error('Failed query', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
  });
  app.get('/test/shutdown', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  app.get('/test/terminated', async () => {
    throw new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') });
  });
});

describe('database refusals', () => {
  it.each([
    ['/test/division', 'Données invalides'],
    ['/test/date', 'Date invalide'],
    ['/test/nul', 'Ce texte contient un caractère non autorisé'],
  ])('%s answers 400 %s', async (url, detail) => {
    const response = await s.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it('maps the codes of a value the database refuses to 400, and the unknown ones of class 22 too', () => {
    expect(pgAnswer('22021')).toEqual([400, 'Ce texte contient un caractère non autorisé']);
    expect(pgAnswer('22P05')).toEqual([400, 'Ce texte contient un caractère non autorisé']);
    expect(pgAnswer('22008')).toEqual([400, 'Date invalide']);
    expect(pgAnswer('22023')?.[0]).toBe(400);
    expect(pgAnswer('22P03')?.[0]).toBe(400);
    expect(pgAnswer('2200Z')?.[0]).toBe(400);
    expect(pgAnswer('54000')).toEqual([400, 'La requête est trop volumineuse']);
    expect(pgAnswer('54001')?.[0]).toBe(400);
    expect(pgAnswer('42P01')).toBeUndefined();
  });
});

describe('the database away', () => {
  it.each(['/test/refused', '/test/shutdown', '/test/terminated'])(
    '%s answers 503 with Retry-After and the French detail, not 500',
    async (url) => {
      const response = await s.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        detail: 'Base de données momentanément indisponible, réessayez dans un instant',
      });
    },
  );
});

describe('refused addresses', () => {
  it('answers an address that is not valid UTF-8 with 400 in French', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/api/Ventes/%ED%A0%80' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('detail');
  });

  it('answers a path parameter too long with 414 Adresse trop longue', async () => {
    const response = await s.app.inject({ method: 'GET', url: `/api/Ventes/${'1'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ detail: 'Adresse trop longue' });
  });
});
