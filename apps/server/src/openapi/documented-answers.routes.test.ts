import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { checkDocumentedAnswers } from '../../test/documented-answers.ts';
import { useAppWithRoutes } from '../lib/app-with-routes.test-support.ts';

/**
 * The check every API test's answers go through (test/documented-answers.ts, installed by
 * createTestApp): shown here on routes made to answer what their description does not say.
 */

let answers: ReturnType<typeof checkDocumentedAnswers>;
const c = useAppWithRoutes(false, (context) => {
  const app = context.app as unknown as FastifyInstance;
  answers = checkDocumentedAnswers(app, [/^\/api\/Essai\//]);
  // A plain app: these routes answer on purpose what their schema's types would refuse.
  const schema = {
    tags: ['système'],
    security: [],
    response: { 200: z.object({ quantite: z.number().int() }) },
  };
  const config = { access: 'public' as const };
  app.get('/api/Essai/conforme', { schema, config }, async () => ({ quantite: 3 }));
  // A body written by hand skips the serializer that would have dropped the field.
  app.get('/api/Essai/champ-en-trop', { schema, config }, async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify({ quantite: 3, cout: 1200 })),
  );
  app.get('/api/Essai/csv', { schema, config }, async (_request, reply) =>
    reply.type('text/csv; charset=utf-8').send('quantite\n3\n'),
  );
  app.get('/api/Essai/statut', { schema, config }, async (_request, reply) => {
    reply.raw.statusCode = 202;
    return reply.send({ quantite: 3 });
  });
});

describe('the documented-answers check', () => {
  it('passes an answer its description documents', async () => {
    expect((await c.app.inject({ method: 'GET', url: '/api/Essai/conforme' })).statusCode).toBe(200);
    expect(answers.problems()).toEqual([]);
  });

  it('fails a field, a content type or a status the description does not declare', async () => {
    for (const url of ['/api/Essai/champ-en-trop', '/api/Essai/csv', '/api/Essai/statut']) {
      await c.app.inject({ method: 'GET', url });
    }
    expect(answers.problems()).toEqual([
      expect.stringMatching(
        /^GET \/api\/Essai\/champ-en-trop → 200 : corps non conforme : .*additional properties/,
      ),
      "GET /api/Essai/csv → 200 : type de contenu 'text/csv' non décrit (application/json)",
      'GET /api/Essai/statut → 202 : statut non décrit',
    ]);
  });
});
