import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  logoutRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  receivedRefreshSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  sessionTokens,
  userSchema,
  verifyEmailSchema,
} from './auth.ts';

/** Field → messages of a failed parse; {} when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('loginSchema', () => {
  it('trims and lower-cases the username, and defaults rememberMe to false', () => {
    expect(loginSchema.parse({ username: '  Marie.Dupont ', password: 'secret1' })).toEqual({
      username: 'marie.dupont',
      password: 'secret1',
      rememberMe: false,
    });
    expect(loginSchema.parse({ username: 'abc', password: 'secret', rememberMe: true }).rememberMe).toBe(
      true,
    );
  });

  it.each<[unknown, string]>([
    ['', "Le nom d'utilisateur est requis"],
    ['   ', "Le nom d'utilisateur est requis"],
    [undefined, "Le nom d'utilisateur est requis"],
    ['ab', "Le nom d'utilisateur doit contenir au moins 3 caractères"],
    [' ab ', "Le nom d'utilisateur doit contenir au moins 3 caractères"],
  ])('username %j → %s', (username, message) => {
    expect(errorsOf(loginSchema, { username, password: 'secret1' })).toEqual({ username: [message] });
  });

  it.each<[unknown, string]>([
    ['', 'Le mot de passe est requis'],
    [undefined, 'Le mot de passe est requis'],
    ['12345', 'Le mot de passe doit contenir au moins 6 caractères'],
  ])('password %j → %s', (password, message) => {
    expect(errorsOf(loginSchema, { username: 'admin', password })).toEqual({ password: [message] });
  });

  it('accepts a 6-character password and keeps its spaces', () => {
    expect(loginSchema.parse({ username: 'admin', password: ' 1234 ' }).password).toBe(' 1234 ');
  });
});

const apiUser = {
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  first_name: 'Awa',
  last_name: 'Koné',
  role: 'direction',
  nationalite: 'CI',
  telephone: '',
  is_active: true,
  is_gerant: false,
  magasin: null,
  date_joined: '2026-11-22T14:05:00.000Z',
  last_login: null,
  is_staff: false,
};

describe('userSchema and loginResponseSchema', () => {
  it('accepts the API user', () => {
    expect(userSchema.parse(apiUser)).toEqual(apiUser);
    expect(
      userSchema.parse({
        ...apiUser,
        role: 'gerant',
        is_gerant: true,
        magasin: 2,
        last_login: '2026-11-22T15:00:00Z',
      }),
    ).toMatchObject({ magasin: 2, role: 'gerant' });
  });

  it('refuses an unknown role, a non-ISO date or a missing field', () => {
    expect(userSchema.safeParse({ ...apiUser, role: 'admin' }).success).toBe(false);
    expect(userSchema.safeParse({ ...apiUser, date_joined: '22/11/2026' }).success).toBe(false);
    const { is_staff: _, ...withoutIsStaff } = apiUser;
    expect(userSchema.safeParse(withoutIsStaff).success).toBe(false);
  });

  it('describes the sign-in answer', () => {
    const answer = {
      ...sessionTokens({ accessToken: 'a', refreshToken: 'r', expiresIn: 86400 }),
      user: apiUser,
    };
    expect(loginResponseSchema.parse(answer)).toEqual(answer);
    expect(loginResponseSchema.safeParse({ ...answer, token_type: 'Basic' }).success).toBe(false);
  });
});

describe('refresh and logout', () => {
  it('take an optional refresh token', () => {
    expect(refreshRequestSchema.parse({})).toEqual({});
    expect(refreshRequestSchema.parse({ refreshToken: 'r' })).toEqual({ refreshToken: 'r' });
    expect(logoutRequestSchema.parse({})).toEqual({});
    expect(logoutRequestSchema.safeParse({ refreshToken: 42 }).success).toBe(false);
  });

  it('describes the refresh answer', () => {
    expect(refreshResponseSchema.safeParse({ accessToken: 'a', expiresIn: 86400 }).success).toBe(false);
  });
});

describe('changePasswordSchema', () => {
  it('accepts a change with or without confirmation', () => {
    expect(
      changePasswordSchema.safeParse({ current_password: 'old', new_password: 'nouveau8' }).success,
    ).toBe(true);
    expect(
      changePasswordSchema.safeParse({
        current_password: 'old',
        new_password: 'nouveau8',
        confirm_password: 'nouveau8',
      }).success,
    ).toBe(true);
  });

  it.each<[Record<string, unknown>, Record<string, string[]>]>([
    [
      { current_password: '', new_password: 'nouveau8' },
      { current_password: ['Le mot de passe actuel est requis'] },
    ],
    [{ new_password: 'nouveau8' }, { current_password: ['Le mot de passe actuel est requis'] }],
    [
      { current_password: 'old', new_password: 'court' },
      { new_password: ['Le mot de passe doit contenir au moins 8 caractères'] },
    ],
    [{ current_password: 'old', new_password: '' }, { new_password: ['Le mot de passe est requis'] }],
    [
      { current_password: 'old', new_password: 'nouveau8', confirm_password: 'nouveau9' },
      { confirm_password: ['Les mots de passe ne correspondent pas'] },
    ],
    [
      { current_password: 'old', new_password: 'nouveau8', confirm_password: '' },
      { confirm_password: ['Les mots de passe ne correspondent pas'] },
    ],
  ])('%j → %j', (input, errors) => {
    expect(errorsOf(changePasswordSchema, input)).toEqual(errors);
  });
});

describe('profileUpdateSchema', () => {
  const profile = { first_name: ' Awa ', last_name: 'Koné', email: ' awa@example.com ' };

  it('accepts a profile and trims it', () => {
    expect(profileUpdateSchema.parse({ ...profile, telephone: ' 07 00 00 00 ', nationalite: 'ci' })).toEqual({
      first_name: 'Awa',
      last_name: 'Koné',
      email: 'awa@example.com',
      telephone: '07 00 00 00',
      nationalite: 'CI',
    });
    expect(profileUpdateSchema.parse(profile)).not.toHaveProperty('telephone');
  });

  it.each<[Record<string, unknown>, Record<string, string[]>]>([
    [{ first_name: '' }, { first_name: ['Le prénom est requis'] }],
    [{ first_name: 'a'.repeat(151) }, { first_name: ['Le prénom ne peut pas dépasser 150 caractères'] }],
    [{ last_name: '  ' }, { last_name: ['Le nom est requis'] }],
    [{ last_name: 'a'.repeat(151) }, { last_name: ['Le nom ne peut pas dépasser 150 caractères'] }],
    [{ email: '' }, { email: ["L'email est requis"] }],
    [{ email: undefined }, { email: ["L'email est requis"] }],
    [{ email: 'awa@' }, { email: ['Veuillez entrer un email valide'] }],
    [{ email: `${'a'.repeat(250)}@b.ci` }, { email: ["L'email ne peut pas dépasser 254 caractères"] }],
  ])('%j → %j', (change, errors) => {
    expect(errorsOf(profileUpdateSchema, { ...profile, ...change })).toEqual(errors);
  });

  it('accepts names of exactly 150 characters and an e-mail of exactly 254', () => {
    const email = `${'a'.repeat(249)}@b.ci`;
    expect(email).toHaveLength(254);
    expect(
      profileUpdateSchema.safeParse({ first_name: 'a'.repeat(150), last_name: 'b'.repeat(150), email })
        .success,
    ).toBe(true);
  });
});

describe('password reset and e-mail verification', () => {
  it('requests a reset by e-mail', () => {
    expect(passwordResetRequestSchema.parse({ email: 'awa@example.com' })).toEqual({
      email: 'awa@example.com',
    });
    expect(errorsOf(passwordResetRequestSchema, { email: 'x' })).toEqual({
      email: ['Veuillez entrer un email valide'],
    });
  });

  it('confirms a reset with a token and a new password', () => {
    expect(passwordResetConfirmSchema.safeParse({ token: 't0k3n', new_password: 'nouveau8' }).success).toBe(
      true,
    );
    expect(errorsOf(passwordResetConfirmSchema, { token: '', new_password: 'court' })).toEqual({
      token: ['Le jeton est requis'],
      new_password: ['Le mot de passe doit contenir au moins 8 caractères'],
    });
  });

  it('verifies an e-mail with a token', () => {
    expect(verifyEmailSchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(errorsOf(verifyEmailSchema, {})).toEqual({ token: ['Le jeton est requis'] });
  });
});

describe('the tokens of a sign-in and of a refresh', () => {
  const tokens = sessionTokens({ accessToken: 'a.b.c', refreshToken: 'r', expiresIn: 86_400 });

  it('are one shape, each name in both spellings of the specification', () => {
    expect(refreshResponseSchema.parse(tokens)).toEqual({
      access_token: 'a.b.c',
      refresh_token: 'r',
      token_type: 'Bearer',
      expires_in: 86_400,
      accessToken: 'a.b.c',
      refreshToken: 'r',
      expiresIn: 86_400,
    });
  });

  it('are read by the web app in either spelling, and refused without a token', () => {
    for (const answer of [
      tokens,
      { access_token: 'a.b.c', expires_in: 86_400 },
      { accessToken: 'a.b.c', expiresIn: 86_400 },
    ]) {
      expect(receivedRefreshSchema.parse(answer)).toMatchObject({ accessToken: 'a.b.c', expiresIn: 86_400 });
    }
    expect(receivedRefreshSchema.safeParse({ refreshToken: 'r', expiresIn: 1 }).success).toBe(false);
  });
});
