import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { serializerCompiler } from './response-serializer.ts';

const app = Fastify().withTypeProvider<ZodTypeProvider>();
const line = z.object({ cle: z.string(), marge: z.number().int() });

beforeAll(async () => {
  app.setSerializerCompiler(serializerCompiler);
  app.get('/lignes', { schema: { response: { 200: z.object({ lignes: z.array(line) }) } } }, async () => ({
    lignes: [
      { cle: '1', marge: 1500, cout_unitaire: 900 },
      { cle: '2', marge: -20 },
    ],
  }));
  app.get('/faux', { schema: { response: { 200: line } } }, async () => ({ cle: 3, marge: 1.5 }) as never);
  await app.ready();
});
afterAll(() => app.close());

describe('the answers checked against their schema', () => {
  it('sends what the schema declares, and drops the fields it does not', async () => {
    const response = await app.inject({ method: 'GET', url: '/lignes' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lignes: [
        { cle: '1', marge: 1500 },
        { cle: '2', marge: -20 },
      ],
    });
  });

  it('never sends an answer the schema refuses: a server error instead', async () => {
    const response = await app.inject({ method: 'GET', url: '/faux' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('"cle":3');
  });
});
