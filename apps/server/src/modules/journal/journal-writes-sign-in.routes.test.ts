import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { journalMark, journalSince, noRowOf, onlyRowOf } from './journal-writes.test-support.ts';

/**
 * Sign-in events (success, failure, lockout, sign-out; a refresh is none) and the account's own
 * writes (profile, password, reset, e-mail verification): one journal row each, never a secret.
 */

const MAX_FAILURES = 3;
let t: TestApp;
let shopId: number;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: String(MAX_FAILURES), PUBLIC_URL: 'https://pelote.example' });
  shopId = (await t.createShop({ nom: 'Boutique Cocody' })).id;
});
afterAll(() => t.close());

let nextIp = 1;
const newIp = () => `10.9.0.${nextIp++}`;
const signIn = (username: string, password: string, ip = newIp()) =>
  t.inject({
    method: 'POST',
    url: '/api/Users/authenticate-user',
    payload: { username, password },
    remoteAddress: ip,
  });
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

function tokenMailedTo(email: string, path: string): string {
  const mail = t.mails.findLast((m) => m.to === email);
  const link = mail && new RegExp(`https://pelote\\.example${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!link?.[1]) throw new Error(`no link mailed to ${email}`);
  return link[1];
}

const noSecret = (row: unknown, ...secrets: string[]) => {
  const text = JSON.stringify(row);
  for (const secret of [...secrets, 'password', 'argon2']) expect(text).not.toContain(secret);
};

describe('sign-in events', () => {
  it('a success: connexion, the user, their role, shop and address', async () => {
    const user = await t.createUser({ role: 'gerant', magasinId: shopId });
    const ip = newIp();
    const { row, result } = await onlyRowOf(t, () => signIn(user.username, user.password, ip));
    expect(result.statusCode, result.body).toBe(200);
    expect(row).toMatchObject({
      action: 'connexion',
      entite: 'session',
      userId: user.id,
      username: user.username,
      auteur: 'Awa Koné',
      role: 'gerant',
      magasinId: shopId,
      adresse: ip,
      source: 'web',
    });
    noSecret(row, user.password);
  });

  it('a wrong password: echec_connexion naming the user; an unknown name: the name typed, no id', async () => {
    const user = await t.createUser();
    const wrong = await onlyRowOf(t, () => signIn(user.username, 'mauvais-mot'));
    expect(wrong.result.statusCode).toBe(401);
    expect(wrong.row).toMatchObject({ action: 'echec_connexion', entite: 'session', userId: user.id });
    noSecret(wrong.row, 'mauvais-mot');

    const unknown = await onlyRowOf(t, () => signIn('personne.inconnue', 'mauvais-mot'));
    expect(unknown.result.statusCode).toBe(401);
    expect(unknown.row).toMatchObject({
      action: 'echec_connexion',
      userId: null,
      username: 'personne.inconnue',
      role: null,
      entiteLibelle: 'personne.inconnue',
    });
  });

  it('an inactive account with the right password: echec_connexion', async () => {
    const user = await t.createUser({ isActive: false });
    const { row, result } = await onlyRowOf(t, () => signIn(user.username, user.password));
    expect(result.statusCode).toBe(403);
    expect(row).toMatchObject({ action: 'echec_connexion', userId: user.id });
  });

  it('past LOGIN_MAX_FAILURES: verrouillage, even for the right password', async () => {
    const user = await t.createUser();
    const ip = newIp();
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await signIn(user.username, 'mauvais-mot', ip)).statusCode).toBe(401);
    const { row, result } = await onlyRowOf(t, () => signIn(user.username, user.password, ip));
    expect(result.statusCode).toBe(429);
    expect(row).toMatchObject({ action: 'verrouillage', entite: 'session', userId: user.id, adresse: ip });
  });

  it('a sign-out: deconnexion; a refresh: nothing; a sign-out with no session: nothing', async () => {
    const session = await t.signedIn('gerant', { magasinId: shopId });
    await noRowOf(t, async () => {
      const refreshed = await post('/api/auth/refresh', { refreshToken: session.refresh_token });
      expect(refreshed.statusCode).toBe(200);
      return refreshed;
    });
    const refreshToken = (
      (await post('/api/auth/refresh', { refreshToken: session.refresh_token })).json() as {
        refreshToken: string;
      }
    ).refreshToken;
    const { row, result } = await onlyRowOf(t, () =>
      post('/api/auth/logout', { refreshToken }, session.headers),
    );
    expect(result.statusCode).toBe(204);
    expect(row).toMatchObject({
      action: 'deconnexion',
      entite: 'session',
      userId: session.user.id,
      magasinId: shopId,
    });
    const nothing = await noRowOf(t, () => post('/api/auth/logout', { refreshToken: 'inconnu' }));
    expect(nothing.statusCode).toBe(204);
  });
});

describe('the account', () => {
  it('a profile edit: modification with the fields changed', async () => {
    const session = await t.signedIn('gerant', { magasinId: shopId });
    const { row, result } = await onlyRowOf(t, () =>
      t.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: session.headers,
        payload: { first_name: 'Awa', last_name: 'Traoré', email: session.user.email },
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(row).toMatchObject({
      action: 'modification',
      entite: 'utilisateur',
      entiteId: String(session.user.id),
      entiteLibelle: 'Awa Traoré',
      userId: session.user.id,
      magasinId: shopId,
    });
    expect(row.changements).toEqual({ last_name: { avant: 'Koné', apres: 'Traoré' } });
  });

  it('a password change: changement_mot_de_passe with no field; a wrong current one: no row', async () => {
    const session = await t.signedIn();
    const change = (current: string) =>
      t.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: session.headers,
        payload: { current_password: current, new_password: 'nouveau-secret-42' },
      });
    const refused = await noRowOf(t, () => change('pas-le-bon'));
    expect(refused.statusCode).toBe(400);
    const { row, result } = await onlyRowOf(t, () => change(session.user.password));
    expect(result.statusCode, result.body).toBe(200);
    expect(row).toMatchObject({
      action: 'changement_mot_de_passe',
      entite: 'utilisateur',
      entiteId: String(session.user.id),
      changements: {},
    });
    noSecret(row, 'nouveau-secret-42', session.user.password);
  });

  it('a reset done: reinitialisation_mot_de_passe; a verified address: modification', async () => {
    const user = await t.createUser({ email: 'fatou@pelote.test' });
    const mark = await journalMark(t);
    expect((await post('/api/auth/password-reset/request', { email: user.email })).statusCode).toBe(200);
    expect(await journalSince(t, mark)).toEqual([]);
    const token = tokenMailedTo(user.email, '/reinitialiser-mot-de-passe');
    const reset = await onlyRowOf(t, () =>
      post('/api/auth/password-reset/confirm', { token, new_password: 'tout-nouveau-1' }),
    );
    expect(reset.result.statusCode, reset.result.body).toBe(200);
    expect(reset.row).toMatchObject({
      action: 'reinitialisation_mot_de_passe',
      entite: 'utilisateur',
      userId: user.id,
      entiteId: String(user.id),
      changements: {},
    });
    noSecret(reset.row, 'tout-nouveau-1', token);
    const reused = await noRowOf(t, () =>
      post('/api/auth/password-reset/confirm', { token, new_password: 'tout-nouveau-2' }),
    );
    expect(reused.statusCode).toBe(400);

    const session = await t.login(user.username, 'tout-nouveau-1');
    expect((await post('/api/auth/resend-verification', undefined, session.headers)).statusCode).toBe(200);
    const verification = tokenMailedTo(user.email, '/verify-email');
    const verified = await onlyRowOf(t, () => post('/api/auth/verify-email', { token: verification }));
    expect(verified.result.statusCode, verified.result.body).toBe(200);
    expect(verified.row).toMatchObject({
      action: 'modification',
      entite: 'utilisateur',
      userId: user.id,
      changements: { email_verifie: { avant: false, apres: true } },
    });
  });
});
