import { describe, expect, it } from 'vitest';
import {
  apiErrorMessage,
  httpErrorFallback,
  type LoginFailure,
  loginErrorMessage,
  MESSAGES,
} from './messages.ts';

describe('loginErrorMessage', () => {
  it.each([
    [401, "Nom d'utilisateur ou mot de passe incorrect"],
    [403, "Accès refusé. Votre compte n'est peut-être pas actif"],
    [404, "Service d'authentification non trouvé"],
    [500, 'Erreur serveur. Veuillez réessayer plus tard'],
  ])('status %d → %s, whatever the server said', (status, text) => {
    expect(
      loginErrorMessage({ kind: 'response', status, body: { detail: 'ignored', message: 'ignored' } }),
    ).toBe(text);
  });

  it("shows the server's message, then error, then detail for another status", () => {
    const body = { message: 'Message', error: 'Erreur', detail: 'Détail' };
    expect(loginErrorMessage({ kind: 'response', status: 429, body })).toBe('Message');
    expect(
      loginErrorMessage({ kind: 'response', status: 429, body: { error: 'Erreur', detail: 'Détail' } }),
    ).toBe('Erreur');
    expect(
      loginErrorMessage({
        kind: 'response',
        status: 429,
        body: { detail: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.' },
      }),
    ).toBe('Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.');
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['a text body', 'Bad Gateway'],
    ['empty fields', { message: '', error: '  ', detail: 12 }],
    ['null', null],
  ])('falls back to the generic message for another status with %s', (_, body) => {
    expect(loginErrorMessage({ kind: 'response', status: 502, body })).toBe(
      'Une erreur est survenue lors de la connexion',
    );
  });

  it('explains a missing answer', () => {
    expect(loginErrorMessage({ kind: 'network' })).toBe(
      'Impossible de contacter le serveur. Vérifiez votre connexion internet',
    );
  });

  it('has a last resort', () => {
    expect(loginErrorMessage({ kind: 'unknown', cause: new Error('boom') })).toBe(
      'Erreur inconnue lors de la connexion',
    );
    expect(loginErrorMessage({ kind: 'bogus' } as unknown as LoginFailure)).toBe(
      'Erreur inconnue lors de la connexion',
    );
  });
});

describe('data call errors', () => {
  it('falls back to HTTP error! status: N', () => {
    expect(httpErrorFallback(404)).toBe('HTTP error! status: 404');
    expect(apiErrorMessage(503, null)).toBe('HTTP error! status: 503');
    expect(apiErrorMessage(503, { error: 'not used' })).toBe('HTTP error! status: 503');
  });

  it('takes detail first, then message', () => {
    expect(apiErrorMessage(409, { message: 'M', detail: 'Stock insuffisant (disponible: 2)' })).toBe(
      'Stock insuffisant (disponible: 2)',
    );
    expect(apiErrorMessage(400, { message: 'Magasin non trouvé' })).toBe('Magasin non trouvé');
  });
});

describe('MESSAGES', () => {
  it('holds the shared French texts', () => {
    expect(MESSAGES).toMatchObject({
      notAuthenticated: 'Authentification requise',
      forbidden: "Vous n'avez pas les permissions nécessaires pour effectuer cette action",
      notFound: 'Ressource introuvable',
      validation: 'Données invalides',
      tooManyLogins: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
      serverError: 'Erreur serveur. Veuillez réessayer plus tard',
      inactiveAccount: "Accès refusé. Votre compte n'est peut-être pas actif",
      badCredentials: "Nom d'utilisateur ou mot de passe incorrect",
    });
  });
});
