import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { userTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://pelote.example' });
});
afterAll(() => t.close());

const SAME_ANSWER = {
  detail: 'Si un compte correspond à cet email, un lien de réinitialisation a été envoyé.',
};
const INVALID_RESET = { detail: 'Lien de réinitialisation invalide ou expiré' };
const INVALID_VERIFICATION = { detail: 'Lien de vérification invalide ou expiré' };

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const requestReset = (email: string) => post('/api/auth/password-reset/request', { email });
const confirmReset = (token: string, newPassword: string) =>
  post('/api/auth/password-reset/confirm', { token, new_password: newPassword });
const verify = (token: string) => post('/api/auth/verify-email', { token });

/** The token of the last mail sent to an address, read from its link. */
function tokenMailedTo(email: string, path: string): string {
  const mail = t.mails.findLast((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = new RegExp(`https://pelote\\.example${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!link?.[1]) throw new Error(`no link in ${mail.text}`);
  return link[1];
}

describe('POST /api/auth/password-reset/request', () => {
  it('answers the same for an unknown address, and sends nothing', async () => {
    const before = t.mails.length;
    const response = await requestReset('personne@pelote.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);
    expect(t.mails.length).toBe(before);
  });

  it('mails a single-use link to a known address, storing only the hash of its token', async () => {
    const user = await t.createUser({ email: 'fatou@pelote.test' });
    const response = await requestReset('  Fatou@Pelote.test ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('fatou@pelote.test');
    expect(mail?.subject).toContain('mot de passe');
    const token = tokenMailedTo('fatou@pelote.test', '/reinitialiser-mot-de-passe');
    const rows = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('password_reset');
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it('sends nothing for a deactivated or deleted account', async () => {
    await t.createUser({ email: 'inactif@pelote.test', isActive: false });
    const deleted = await t.createUser({ email: 'parti@pelote.test' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const before = t.mails.length;
    for (const email of ['inactif@pelote.test', 'parti@pelote.test']) {
      expect((await requestReset(email)).json()).toEqual(SAME_ANSWER);
    }
    expect(t.mails.length).toBe(before);
  });

  it('validates the address in French', async () => {
    const response = await post('/api/auth/password-reset/request', { email: 'pas-un-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Veuillez entrer un email valide',
      errors: { email: 'Veuillez entrer un email valide' },
    });
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password once, and ends every session of the user', async () => {
    const user = await t.createUser({ email: 'oumar@pelote.test' });
    const session = await t.login(user.username, user.password);
    await requestReset(user.email);
    const token = tokenMailedTo(user.email, '/reinitialiser-mot-de-passe');

    const response = await confirmReset(token, 'tout-nouveau-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Mot de passe réinitialisé' });
    const info = await t.inject({ method: 'GET', url: '/api/Users/info-user/', headers: session.headers });
    expect(info.statusCode).toBe(401);
    await expect(t.login(user.username, user.password)).rejects.toThrow(/401/);
    await expect(t.login(user.username, 'tout-nouveau-1')).resolves.toBeTruthy();

    const again = await confirmReset(token, 'encore-autre-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_RESET);
  });

  it('refuses an expired link, an unknown one, and one replaced by a newer request', async () => {
    const user = await t.createUser({ email: 'awa.expire@pelote.test' });
    await requestReset(user.email);
    const expired = tokenMailedTo(user.email, '/reinitialiser-mot-de-passe');
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    expect((await confirmReset(expired, 'tout-nouveau-1')).json()).toEqual(INVALID_RESET);
    expect((await confirmReset('inconnu', 'tout-nouveau-1')).statusCode).toBe(400);

    await requestReset(user.email);
    const first = tokenMailedTo(user.email, '/reinitialiser-mot-de-passe');
    await requestReset(user.email);
    const second = tokenMailedTo(user.email, '/reinitialiser-mot-de-passe');
    expect(second).not.toBe(first);
    expect((await confirmReset(first, 'tout-nouveau-1')).json()).toEqual(INVALID_RESET);
    expect((await confirmReset(second, 'tout-nouveau-1')).statusCode).toBe(200);
  });

  it('validates the new password and the token in French', async () => {
    const short = await confirmReset('jeton', 'court');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({
      new_password: 'Le mot de passe doit contenir au moins 8 caractères',
    });
    const noToken = await post('/api/auth/password-reset/confirm', { new_password: 'tout-nouveau-1' });
    expect(noToken.json().errors).toEqual({ token: 'Le jeton est requis' });
  });
});

describe('e-mail verification', () => {
  const resend = (headers: Record<string, string>) =>
    post('/api/auth/resend-verification', undefined, headers);

  it('needs a signed-in user to send a link', async () => {
    const response = await resend({});
    expect(response.statusCode).toBe(401);
  });

  it('sends a link that verifies the address once', async () => {
    const { user, headers } = await t.signedIn();
    const sent = await resend(headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ detail: 'Email de vérification envoyé' });
    const token = tokenMailedTo(user.email, '/verify-email');

    // A verification link is no reset link.
    expect((await confirmReset(token, 'tout-nouveau-1')).json()).toEqual(INVALID_RESET);

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ detail: 'Adresse email vérifiée' });
    const info = await t.inject({ method: 'GET', url: '/api/Users/info-user/', headers });
    expect(info.json().is_staff).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_VERIFICATION);

    const before = t.mails.length;
    const already = await resend(headers);
    expect(already.statusCode).toBe(200);
    expect(already.json()).toEqual({ detail: 'Adresse email déjà vérifiée' });
    expect(t.mails.length).toBe(before);
  });

  it('refuses an expired, unknown or replaced verification link', async () => {
    const { user, headers } = await t.signedIn();
    await resend(headers);
    const first = tokenMailedTo(user.email, '/verify-email');
    await resend(headers);
    const second = tokenMailedTo(user.email, '/verify-email');
    expect((await verify(first)).json()).toEqual(INVALID_VERIFICATION);
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.kind, 'email_verification')));
    expect((await verify(second)).json()).toEqual(INVALID_VERIFICATION);
    expect((await verify('inconnu')).statusCode).toBe(400);
    const blank = await verify('  ');
    expect(blank.json()).toEqual({ detail: 'Le jeton est requis', errors: { token: 'Le jeton est requis' } });
  });

  it('forgets a pending link when the address changes', async () => {
    const { user, headers } = await t.signedIn();
    await resend(headers);
    const token = tokenMailedTo(user.email, '/verify-email');
    const changed = await t.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { first_name: 'Awa', last_name: 'Koné', email: 'autre.adresse@pelote.test' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await verify(token)).json()).toEqual(INVALID_VERIFICATION);
  });
});
