import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { errorResponseSchema, idParamSchema, paginatedSchema, paginationQuerySchema } from './common.ts';

describe('idParamSchema', () => {
  it('coerces a positive integer from the path', () => {
    expect(idParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParamSchema.parse({ id: 7 })).toEqual({ id: 7 });
    expect(idParamSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
  });

  it.each(['0', '-1', '1.5', 'abc', '', '2147483648', '99999999999999999999'])(
    '%j → Identifiant invalide',
    (id) => {
      const result = idParamSchema.safeParse({ id });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Identifiant invalide');
    },
  );
});

describe('paginationQuerySchema', () => {
  it('defaults to page 1 of 5', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, page_size: 5 });
  });

  it('coerces the query strings', () => {
    expect(paginationQuerySchema.parse({ page: '3', page_size: '100' })).toEqual({ page: 3, page_size: 100 });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page_size: '0' }, 'page_size'],
    [{ page_size: '101' }, 'page_size'],
  ])('%j is refused on %s', (query, field) => {
    const result = paginationQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('explains the error in French', () => {
    expect(paginationQuerySchema.safeParse({ page_size: '500' }).error?.issues[0]?.message).toBe(
      'La taille de page doit être un entier entre 1 et 100',
    );
  });
});

describe('paginatedSchema', () => {
  const page = paginatedSchema(z.object({ id: z.number() }));

  it('wraps a list of items', () => {
    const value = { count: 12, page: 2, page_size: 5, total_pages: 3, results: [{ id: 6 }, { id: 7 }] };
    expect(page.parse(value)).toEqual(value);
  });

  it('checks the items', () => {
    expect(
      page.safeParse({ count: 1, page: 1, page_size: 5, total_pages: 1, results: [{ id: 'six' }] }).success,
    ).toBe(false);
    expect(page.safeParse({ count: 1, page: 1, page_size: 5, total_pages: 1 }).success).toBe(false);
  });
});

describe('errorResponseSchema', () => {
  it('carries a detail and optional field errors', () => {
    expect(errorResponseSchema.parse({ detail: 'Données invalides' })).toEqual({
      detail: 'Données invalides',
    });
    const withFields = { detail: 'Le nom est requis', errors: { nom: 'Le nom est requis' } };
    expect(errorResponseSchema.parse(withFields)).toEqual(withFields);
    expect(errorResponseSchema.safeParse({ errors: {} }).success).toBe(false);
  });
});
