import { types } from 'node:util';
import { paymentsInputSchema, userSchema } from '@pelote/shared';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { deferSchemas } from '../../lazy-schemas';
import { lazySchema } from './lazy-schema';

describe('a schema built when first used', () => {
  it('is not built until something reads it, then once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ nom: z.string().min(1, 'Le nom est requis') });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ nom: 'Laine' })).toEqual({ nom: 'Laine' });
    expect(schema.safeParse({ nom: '' }).error?.issues[0]?.message).toBe('Le nom est requis');
    expect(builds).toBe(1);
  });

  it('stands for the schema wherever a schema goes: inside others, extended, listed, checked', () => {
    const money = lazySchema(() => z.number().int().min(0));
    const line = lazySchema(() => z.object({ article: z.number(), prix: money }));
    const sale = lazySchema(() => line.extend({ total: money.optional() }));
    const kind = lazySchema(() =>
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('laine'), bain: z.string() }),
        z.object({ type: z.literal('kit') }),
      ]),
    );
    expect(sale.parse({ article: 3, prix: 150000, total: 150000 })).toEqual({
      article: 3,
      prix: 150000,
      total: 150000,
    });
    expect(sale.safeParse({ article: 3, prix: -1 }).success).toBe(false);
    expect(Object.keys(sale.shape)).toEqual(['article', 'prix', 'total']);
    expect(z.array(line).parse([{ article: 1, prix: 0 }])).toHaveLength(1);
    expect(kind.safeParse({ type: 'laine' }).success).toBe(false);
    expect(kind.parse({ type: 'kit' })).toEqual({ type: 'kit' });
    expect(sale instanceof z.ZodObject).toBe(true);
    expect('shape' in sale).toBe(true);
  });

  it("is how the tests' schemas are built too, so that they check the app as it runs", () => {
    expect(types.isProxy(userSchema)).toBe(true);
    expect(types.isProxy(paymentsInputSchema)).toBe(true);
  });
});

describe('the build step that defers a module’s schemas', () => {
  const defer = (code: string) => deferSchemas(code, parseAst(code) as never)?.code ?? null;

  it('wraps the schemas declared at the top level, marked pure', () => {
    const code = [
      "import * as z from 'zod';",
      'const amount = z.number().int();',
      'export const lineSchema = z.object({ prix: amount });',
      'export const saleSchema = lineSchema.extend({ total: amount });',
      'export const userFieldSchemas = { nom: z.string() };',
    ].join('\n');
    const out = defer(code) ?? '';
    expect(out).toContain('const amount = /* @__PURE__ */ __lazySchema(() => (z.number().int()));');
    expect(out).toContain('export const saleSchema = /* @__PURE__ */ __lazySchema(() => (lineSchema.extend(');
    expect(out).toContain('export const userFieldSchemas = /* @__PURE__ */ __lazySchema(() => ({ nom');
    expect(out).toMatch(/^import \{ lazySchema as __lazySchema \} from ".*lazy-schema\.ts";/);
  });

  it('leaves functions, lists, plain values and other calls as they are', () => {
    const code = [
      "import * as z from 'zod';",
      'export const optionalQuery = (schema) => z.preprocess((v) => v, schema);',
      "export const SALE_STATUSES = ['validee', 'annulee'];",
      "export const MESSAGES = { requis: 'Requis' };",
      'const known = new Set(SALE_STATUSES);',
      'export const order = Object.freeze([1, 2]);',
      'function later() { const inner = z.string(); return inner; }',
    ].join('\n');
    expect(defer(code)).toBeNull();
  });
});
