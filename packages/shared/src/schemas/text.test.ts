import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { kitPayloadSchema } from './articles-inputs.ts';
import { loginSchema } from './auth.ts';
import { clientInputSchema, clientListQuerySchema } from './clients.ts';
import { entryCreateSchema } from './entries.ts';
import { saleCreateSchema } from './sale-create.ts';
import { shopInputSchema } from './shops.ts';
import { stockAddSchema } from './stock.ts';
import { hasForbiddenCharacter, optionalText, quantity, text } from './text.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('text', () => {
  const name = text({ required: 'Le nom est requis', max: 5, tooLong: 'Trop long' });

  it('trims, then checks the length', () => {
    expect(name.parse('  Awa  ')).toBe('Awa');
    expect(firstMessage(name, '   ')).toBe('Le nom est requis');
    expect(firstMessage(name, undefined)).toBe('Le nom est requis');
    expect(firstMessage(name, 'Abcdef')).toBe('Trop long');
    expect(firstMessage(text({ max: 3 }), 'Abcd')).toBe('Ce texte ne peut pas dépasser 3 caractères');
  });

  it.each([
    ['NUL', 'A\u0000B'],
    ['escape', 'A\u001bB'],
    ['tab in a single line', 'A\tB'],
    ['line break in a single line', 'A\nB'],
    ['DEL', 'A\u007fB'],
    ['C1 control', 'A\u0085B'],
    ['lone high surrogate', 'A\ud800B'],
    ['lone low surrogate', 'A\udc00B'],
    ['high surrogate at the end', 'AB\ud83d'],
  ])('refuses a %s in French', (_label, value) => {
    expect(firstMessage(name, value)).toBe('Ce texte contient un caractère non autorisé');
  });

  it('keeps accents, emoji and other letters', () => {
    expect(name.parse('Koné')).toBe('Koné');
    expect(text({ max: 20 }).parse('Laine 🧶 « bleue »')).toBe('Laine 🧶 « bleue »');
    expect(text({ max: 20 }).parse('北京')).toBe('北京');
  });

  it('takes line breaks and tabs in a multi-line field only, never NUL', () => {
    const address = text({ max: 100, multiline: true });
    expect(address.parse('Rue 12\r\nCocody\tAbidjan')).toBe('Rue 12\r\nCocody\tAbidjan');
    expect(firstMessage(address, 'Rue\u0000 12')).toBe('Ce texte contient un caractère non autorisé');
    expect(hasForbiddenCharacter('a\nb', true)).toBe(false);
    expect(hasForbiddenCharacter('a\nb')).toBe(true);
  });

  it('answers a value that is not text with a French message', () => {
    expect(firstMessage(text({ max: 5 }), 12)).toBe('Ce champ doit être un texte');
    expect(firstMessage(name, { nom: 'x' })).toBe('Le nom est requis');
  });
});

describe('optionalText', () => {
  it('gives the chosen empty value for missing, null or blank text', () => {
    expect(optionalText({ max: 5 }).parse(undefined)).toBe('');
    expect(optionalText({ max: 5, empty: null }).parse('  ')).toBeNull();
    expect(optionalText({ max: 5, empty: undefined }).parse(null)).toBeUndefined();
    expect(optionalText({ max: 5 }).parse(' x ')).toBe('x');
    expect(firstMessage(optionalText({ max: 5 }), 'a\u0000')).toBe(
      'Ce texte contient un caractère non autorisé',
    );
  });
});

describe('every schema with free text refuses NUL', () => {
  const invalid = 'Ce texte contient un caractère non autorisé';
  it.each([
    ['client nom', clientInputSchema, { nom: 'A\u0000B', prenom: 'Awa', contact: '0700' }],
    ['client adresse', clientInputSchema, { nom: 'K', prenom: 'A', contact: '07', adresse: 'x\u0000' }],
    ['client search', clientListQuerySchema, { search: 'a\u0000' }],
    ['shop nom', shopInputSchema, { nom: 'A\u0000B', quartier: 'Cocody' }],
    ['shop telephone', shopInputSchema, { nom: 'A', quartier: 'Cocody', telephone: '07\u0000' }],
    ['kit nom', kitPayloadSchema, { nom: 'A\u0000B', prix_unitaire: 100 }],
    ['kit description', kitPayloadSchema, { nom: 'Kit', prix_unitaire: 100, description: 'a\u0000' }],
    ['login username', loginSchema, { username: 'ad\u0000min', password: 'secret12' }],
  ])('%s', (_label, schema, value) => {
    expect(firstMessage(schema, value)).toBe(invalid);
  });

  it('entry fournisseur', () => {
    const entry = {
      produit_id: 1,
      magasin_id: 1,
      quantite: 1,
      prix_unitaire: 100,
      fournisseur: 'Fil\u0000s',
      date_entree: '2026-01-02',
    };
    expect(firstMessage(entryCreateSchema, entry)).toBe(invalid);
  });
});

describe('quantity', () => {
  const tooLarge = 'La quantité est trop grande (maximum 1 000 000)';

  it('answers a quantity too large for the database with its own message', () => {
    const rule = quantity({ message: 'La quantité doit être supérieure à 0' });
    expect(rule.parse(1_000_000)).toBe(1_000_000);
    expect(firstMessage(rule, 1_000_001)).toBe(tooLarge);
    expect(firstMessage(rule, 3_000_000_000)).toBe(tooLarge);
    expect(firstMessage(rule, 1e300)).toBe(tooLarge);
    expect(firstMessage(rule, 0)).toBe('La quantité doit être supérieure à 0');
    expect(firstMessage(rule, 1.5)).toBe('La quantité doit être supérieure à 0');
  });

  it('is the rule of sales, stock additions, thresholds and entries', () => {
    expect(
      firstMessage(saleCreateSchema, { client: null, magasin: 1, articles: [{ article: 1, quantite: 3e9 }] }),
    ).toBe(tooLarge);
    expect(firstMessage(stockAddSchema, { magasin: 1, produit_id: 1, quantite: 3e9 })).toBe(tooLarge);
    expect(
      firstMessage(stockAddSchema, { magasin: 1, produit_id: 1, quantite: 1, quantite_seuil: 3e9 }),
    ).toBe('La quantité seuil est trop grande (maximum 1 000 000)');
    const entry = {
      produit_id: 1,
      magasin_id: 1,
      quantite: 3e9,
      prix_unitaire: 100,
      fournisseur: 'Filatures',
      date_entree: '2026-01-02',
    };
    expect(firstMessage(entryCreateSchema, entry)).toBe(tooLarge);
  });
});
