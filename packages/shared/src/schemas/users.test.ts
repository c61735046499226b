import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { userCreateFormSchema, userCreateSchema, userEditFormSchema, userUpdateSchema } from './users.ts';

const valid = {
  username: ' Awa.Kone ',
  email: 'awa@pelote.test',
  first_name: 'Awa',
  last_name: 'Koné',
  password: 'motdepasse',
  role: 'gerant',
  nationalite: 'ci',
  magasin: 3,
};

describe('userCreateSchema', () => {
  it('normalises the username and nationality, and defaults the telephone', () => {
    expect(userCreateSchema.parse(valid)).toEqual({
      ...valid,
      username: 'awa.kone',
      nationalite: 'CI',
      telephone: '',
    });
  });

  it('needs a shop for a gerant', () => {
    const result = userCreateSchema.safeParse({ ...valid, magasin: null });
    expect(result.success).toBe(false);
    expect(result.error && z.flattenError(result.error).fieldErrors).toEqual({
      magasin: ['Un magasin doit être assigné pour un gérant'],
    });
  });

  it('gives no shop to direction, even when one is sent', () => {
    expect(userCreateSchema.parse({ ...valid, role: 'direction' }).magasin).toBeNull();
    expect(userCreateSchema.parse({ ...valid, role: 'direction', magasin: undefined }).magasin).toBeNull();
  });
});

const EDIT_PASSWORD =
  'Les mots de passe ne correspondent pas ou le mot de passe est trop court (minimum 8 caractères)';
const fieldErrors = (result: { success: boolean; error?: z.ZodError }) =>
  result.error ? z.flattenError(result.error).fieldErrors : {};

describe('userCreateSchema confirmation', () => {
  it('checks a confirmation when sent, and drops it from the payload', () => {
    expect(fieldErrors(userCreateSchema.safeParse({ ...valid, confirmPassword: 'autre' }))).toEqual({
      confirmPassword: ['Les mots de passe ne correspondent pas'],
    });
    expect(userCreateSchema.parse({ ...valid, confirm_password: valid.password })).not.toHaveProperty(
      'confirm_password',
    );
  });
});

describe('userUpdateSchema', () => {
  const edit = { ...valid, is_active: false };

  it('sends the password only when filled', () => {
    expect(userUpdateSchema.parse({ ...edit, password: '', confirmPassword: '' }).password).toBeUndefined();
    expect(
      userUpdateSchema.parse({ ...edit, password: 'nouveau-mdp', confirmPassword: 'nouveau-mdp' }),
    ).toMatchObject({ password: 'nouveau-mdp', is_active: false });
  });

  it.each([
    [{ password: 'court', confirmPassword: 'court' }, 'password'],
    [{ password: 'nouveau-mdp', confirmPassword: 'autre-mdp' }, 'confirmPassword'],
    [{ password: '', confirm_password: 'nouveau-mdp' }, 'confirm_password'],
  ])('refuses %j', (changes, field) => {
    expect(fieldErrors(userUpdateSchema.safeParse({ ...edit, ...changes }))).toEqual({
      [field]: [EDIT_PASSWORD],
    });
  });
});

describe('the user form schemas', () => {
  const blank = {
    username: '',
    email: '',
    first_name: '',
    last_name: '',
    password: '',
    confirmPassword: '',
    role: 'gerant',
    nationalite: 'FR',
    telephone: '',
    magasin: '',
    is_active: true,
  };

  it('report every field at once, the shop included', () => {
    expect(Object.keys(fieldErrors(userCreateFormSchema.safeParse(blank))).sort()).toEqual(
      ['confirmPassword', 'email', 'first_name', 'last_name', 'magasin', 'password', 'username'].sort(),
    );
  });

  it('turn the form values into the API payload', () => {
    const values = { ...blank, ...valid, magasin: '3', confirmPassword: valid.password };
    expect(userCreateFormSchema.parse(values)).toMatchObject({
      magasin: 3,
      username: 'awa.kone',
      telephone: '',
    });
    expect(userEditFormSchema.parse({ ...values, password: '', confirmPassword: '' })).not.toHaveProperty(
      'password',
    );
  });
});
