import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { USER_MESSAGES, userFieldSchemas } from './user-fields.ts';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('userFieldSchemas.username', () => {
  it.each([
    ['awa.kone', 'awa.kone'],
    [' Awa_Kone+1@ci-2 ', 'awa_kone+1@ci-2'],
    ['éloïse', 'éloïse'],
    ['abc', 'abc'],
  ])('%j → %j', (input, output) => {
    expect(userFieldSchemas.username.parse(input)).toBe(output);
  });

  it.each<[unknown, string]>([
    ['', "Le nom d'utilisateur est requis"],
    [undefined, "Le nom d'utilisateur est requis"],
    ['ab', "Le nom d'utilisateur doit contenir au moins 3 caractères"],
    ['a'.repeat(151), "Le nom d'utilisateur ne peut pas dépasser 150 caractères"],
    ['awa kone', "Le nom d'utilisateur contient des caractères non valides"],
    ['awa!', "Le nom d'utilisateur contient des caractères non valides"],
    ['<script>', "Le nom d'utilisateur contient des caractères non valides"],
  ])('%j → %s', (input, message) => {
    expect(messagesOf(userFieldSchemas.username, input)).toEqual([message]);
  });

  it('accepts 150 characters', () => {
    expect(messagesOf(userFieldSchemas.username, 'a'.repeat(150))).toEqual([]);
  });
});

describe('userFieldSchemas, other fields', () => {
  it('checks the password', () => {
    expect(messagesOf(userFieldSchemas.password, '')).toEqual(['Le mot de passe est requis']);
    expect(messagesOf(userFieldSchemas.password, '1234567')).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères',
    ]);
    expect(messagesOf(userFieldSchemas.password, '12345678')).toEqual([]);
  });

  it('checks the role', () => {
    expect(userFieldSchemas.role.parse('gerant')).toBe('gerant');
    expect(messagesOf(userFieldSchemas.role, '')).toEqual(['Le rôle est requis']);
    expect(messagesOf(userFieldSchemas.role, undefined)).toEqual(['Le rôle est requis']);
  });

  it('checks the nationality code', () => {
    expect(userFieldSchemas.nationalite.parse(' ci ')).toBe('CI');
    expect(messagesOf(userFieldSchemas.nationalite, '')).toEqual(['La nationalité est requise']);
    expect(messagesOf(userFieldSchemas.nationalite, 'France')).toEqual(['Nationalité invalide']);
  });

  it('checks names and e-mail', () => {
    expect(messagesOf(userFieldSchemas.first_name, '')).toEqual(['Le prénom est requis']);
    expect(messagesOf(userFieldSchemas.last_name, 'x'.repeat(151))).toEqual([
      'Le nom ne peut pas dépasser 150 caractères',
    ]);
    expect(messagesOf(userFieldSchemas.email, 'pas-un-email')).toEqual(['Veuillez entrer un email valide']);
  });

  it('leaves the telephone optional', () => {
    expect(userFieldSchemas.telephone.parse('')).toBe('');
    expect(messagesOf(userFieldSchemas.telephone, '0'.repeat(31))).toEqual([USER_MESSAGES.telephoneTooLong]);
  });

  it('keeps the French texts of the users feature', () => {
    expect(USER_MESSAGES).toMatchObject({
      confirmPasswordRequired: 'Confirmez le mot de passe',
      passwordMismatch: 'Les mots de passe ne correspondent pas',
      editPasswordInvalid:
        'Les mots de passe ne correspondent pas ou le mot de passe est trop court (minimum 8 caractères)',
      gerantNeedsShop: 'Un magasin doit être assigné pour un gérant',
    });
  });
});
