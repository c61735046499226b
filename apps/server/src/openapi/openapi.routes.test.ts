import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { OPERATIONS } from './operations.ts';

/**
 * The API's description read as a client reads it: valid for a real validator (Redocly's
 * recommended rules), a name and a French summary for every operation, every answer's content type
 * (PDF, CSV, JSON), the uploads, the Idempotency-Key, the public routes; and a client generated from
 * it (openapi-typescript) compiles.
 */

type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};
type Document = Json & {
  openapi: string;
  servers?: unknown[];
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const ROOT = path.resolve(import.meta.dirname, '../../../..');
let t: TestApp;
let doc: Document;
let operations: [key: string, operation: Operation][];

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json() as Document;
  operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(
      ([method, operation]) => [`${method.toUpperCase()} ${url}`, operation] as [string, Operation],
    ),
  );
  return () => t.close();
});

const withContent = (type: string, status = '200') =>
  operations.filter(([, operation]) => operation.responses[status]?.content?.[type]).map(([key]) => key);

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The specification's paths, as it writes them (the server answers with or without the slash).
        'no-path-trailing-slash': 'off',
        // The specification's paths again ('/ventes/magasin/{id}/' beside '/ventes/{id}/facture/'):
        // a fixed segment wins over a parameter, in the router as in the clients.
        'no-ambiguous-paths': 'off',
      },
    });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const found = problems
      .map(
        (problem) =>
          `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
      )
      // The health checks refuse nothing: they have no 4xx to document.
      .filter((text) => !/^warn operation-4xx-response #\/paths\/~1api~1health(~1live)?\/get/.test(text));
    expect(found).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/', description: 'Ce serveur' }]);
  });

  it('names every operation once, in camelCase English, with a French summary and a declared tag', () => {
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][a-zA-Z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter(([, operation]) => !operation.summary).map(([key]) => key)).toEqual([]);
    // Every line of the table is an operation of the app (none left behind by a removed route).
    expect(Object.keys(OPERATIONS).sort()).toEqual(operations.map(([key]) => key).sort());
    const tags = new Set(doc.tags?.map((tag) => tag.name));
    expect(operations.filter(([, operation]) => !operation.tags?.every((tag) => tags.has(tag)))).toEqual([]);
  });

  it('shows each file answer in its content type: 8 PDFs, 1 image, 2 CSV templates, 23 lists in JSON or CSV', () => {
    expect(withContent('application/pdf')).toHaveLength(8);
    for (const key of withContent('application/pdf')) {
      const answer = doc.paths[key.split(' ')[1] as string]?.get?.responses['200']?.content;
      expect(Object.keys(answer ?? {}), key).toEqual(['application/pdf']);
      expect(answer?.['application/pdf']?.schema).toMatchObject({ type: 'string', format: 'binary' });
    }
    const csv = withContent('text/csv');
    const templates = csv.filter((key) => !withContent('application/json').includes(key));
    expect(templates.sort()).toEqual(['GET /api/Import/articles/modele', 'GET /api/Import/clients/modele']);
    const lists = csv.filter((key) => withContent('application/json').includes(key));
    expect(lists).toHaveLength(23);
    expect(withContent('image/png')).toEqual(['GET /api/Caisses/mouvements/{id}/justificatif']);
    const image = doc.paths['/api/Caisses/mouvements/{id}/justificatif']?.get?.responses;
    expect(Object.keys(image?.['200']?.content ?? {})).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(image?.['304']?.content).toBeUndefined();
    for (const key of lists) {
      const format = (doc.paths[key.split(' ')[1] as string]?.get?.parameters ?? []).find(
        (p) => p.name === 'format',
      );
      expect(format, key).toMatchObject({ in: 'query' });
    }
  });

  it('describes the five uploads with their file field, and the Idempotency-Key of every keyed write', () => {
    const uploads = operations.filter(
      ([, operation]) => operation.requestBody?.content['multipart/form-data'],
    );
    expect(
      uploads.map(([key, operation]) => [key, operation.requestBody?.content['multipart/form-data']?.schema]),
    ).toEqual([
      [
        'POST /api/Magasins/upload-photo',
        expect.objectContaining({ properties: { photo: expect.objectContaining({ format: 'binary' }) } }),
      ],
      [
        'POST /api/Caisses/justificatifs',
        expect.objectContaining({ properties: { photo: expect.objectContaining({ format: 'binary' }) } }),
      ],
      [
        'POST /api/Import/articles',
        expect.objectContaining({ properties: { fichier: expect.objectContaining({ format: 'binary' }) } }),
      ],
      [
        'POST /api/Import/clients',
        expect.objectContaining({ properties: { fichier: expect.objectContaining({ format: 'binary' }) } }),
      ],
      [
        'POST /api/Rapprochements/import',
        expect.objectContaining({
          properties: {
            operateur: expect.objectContaining({ enum: ['orange_money', 'wave', 'mtn_momo', 'moov_money'] }),
            magasin: expect.objectContaining({ type: 'string' }),
            colonnes: expect.objectContaining({ type: 'string' }),
            fichier: expect.objectContaining({ format: 'binary' }),
          },
          required: ['operateur', 'magasin', 'fichier'],
        }),
      ],
    ]);
    const keyed = operations
      .filter(([, operation]) =>
        operation.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
      )
      .map(([key]) => key);
    expect(keyed).toEqual(
      expect.arrayContaining([
        'POST /api/Magasins/stocks/add',
        'POST /api/Mouvements/entrees/create-entree/',
        'POST /api/Mouvements/ventes/creer/',
        'POST /api/Magasins/upload-photo',
        'POST /api/Import/articles',
        'POST /api/Transferts/',
        'POST /api/MisesDeCote/',
        'POST /api/MisesDeCote/{id}/versements',
        'POST /api/MisesDeCote/{id}/retrait',
        'POST /api/MisesDeCote/{id}/annuler',
        'POST /api/MisesDeCote/{id}/prolonger',
        'POST /api/Rapprochements/import',
        'POST /api/Rapprochements/{id}/resoudre',
      ]),
    );
    // A public write takes no key; a read takes none.
    expect(keyed.filter((key) => key.startsWith('GET ') || key.includes('/auth/'))).toEqual([]);
  });

  it('marks the public routes, gives the sign-out no body, and lists null among a nullable enum’s values', () => {
    expect(
      operations.filter(([, operation]) => operation.security?.length === 0).map(([key]) => key),
    ).toEqual([
      'GET /api/health',
      'GET /api/health/live',
      'POST /api/Users/authenticate-user',
      'POST /api/auth/refresh',
      'POST /api/auth/logout',
      'POST /api/auth/password-reset/request',
      'POST /api/auth/password-reset/confirm',
      'POST /api/auth/verify-email',
    ]);
    expect(doc.paths['/api/auth/logout']?.post?.responses['204']).not.toHaveProperty('content');
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"nullable"');
    const wrong: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) {
        node.forEach((item, i) => {
          walk(item, `${at}/${i}`);
        });
        return;
      }
      if (node === null || typeof node !== 'object') return;
      const schema = node as Json;
      const types = [schema.type].flat();
      if (Array.isArray(schema.enum) && types.includes('null') !== schema.enum.includes(null)) wrong.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(doc.paths, '');
    expect(wrong).toEqual([]);
    expect(
      doc.paths['/api/Stocks/mouvements']?.get?.responses['200']?.content?.['application/json']?.schema,
    ).toMatchObject({
      properties: {
        results: {
          items: {
            properties: {
              raison: { type: ['string', 'null'], enum: expect.arrayContaining([null, 'casse']) },
            },
          },
        },
      },
    });
  });

  it('documents the error body of every refusal a signed-in route may answer', () => {
    const missing = operations.filter(([, operation]) => {
      if (operation.security?.length === 0) return false;
      const refusal = operation.responses['401']?.content?.['application/json']?.schema;
      return !(refusal && JSON.stringify(refusal).includes('"detail"'));
    });
    expect(missing.map(([key]) => key)).toEqual([]);
  });

  it('gives a client generated by openapi-typescript that compiles', async () => {
    const run = promisify(execFile);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-openapi-'));
    try {
      fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
      const cli = path.join(ROOT, 'packages/openapi-client/node_modules/openapi-typescript/bin/cli.js');
      await run(process.execPath, [cli, 'openapi.json', '--output', 'api.ts'], { cwd: dir });
      fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT);
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'nodenext', types: [] },
          files: ['client.ts'],
        }),
      );
      const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
      const compiled = await run(process.execPath, [tsc, '-p', dir]).catch(
        (error: { stdout: string }) => error,
      );
      expect(compiled.stdout).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

/** A client's use of the generated types: the specification's payloads, the answers, a wrong call refused. */
const CLIENT = `import type { operations } from './api.js';

type AddStock = operations['addStock'];
type Body<Op extends { requestBody?: unknown }> = NonNullable<Op['requestBody']> extends { content: { 'application/json': infer B } } ? B : never;

export const added: Body<AddStock> = { magasin: 1, produit_id: 2, produit_type: 'laine', quantite: 7, quantite_seuil: 3 };
export const delivered: Body<operations['createEntry']> = { article: 1, magasin: 1, quantite: 7, type: 'livraison', commentaire: 'Réassort' };
export function lotOf(line: AddStock['responses'][201]['content']['application/json']): [number, true | undefined] {
  return [line.quantite, line.sans_bain];
}
export const key: NonNullable<AddStock['parameters']['header']> = { 'Idempotency-Key': 'ajout-1' };
export const invoice = (pdf: operations['printInvoice']['responses'][200]['content']['application/pdf']): string => pdf;
export const exported = (csv: operations['listSales']['responses'][200]['content']['text/csv']): string => csv;
type Movement = operations['listStockMovements']['responses'][200]['content']['application/json']['results'][number];
export const reason: Movement['raison'] = null;
export const refused = (error: operations['addStock']['responses'][409]['content']['application/json']): string => error.detail;
// @ts-expect-error a quantity is a number
export const wrong: Body<AddStock> = { magasin: 1, produit_id: 2, quantite: 'sept' };
`;
