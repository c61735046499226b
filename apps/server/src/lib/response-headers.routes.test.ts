import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/** What every answer carries: who may use the camera, and that an API answer is never kept. */

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('direction')).headers;
});
afterAll(() => t?.close());

describe('the answers’ headers', () => {
  it('keep no personal data in any cache: no-store on the API’s JSON answers, refusals included', async () => {
    for (const url of [
      '/api/Users/info-user/',
      '/api/Users/liste-users/',
      '/api/Clients/clients-particuliers/list',
    ]) {
      const response = await t.inject({ method: 'GET', url, headers });
      expect([response.statusCode, response.headers['content-type']], url).toEqual([
        200,
        expect.stringMatching(/^application\/json/),
      ]);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.inject({ method: 'GET', url: '/api/Users/liste-users/' });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
    // The sign-in's answer carries tokens: never kept either.
    const signIn = await t.inject({
      method: 'POST',
      url: '/api/Users/authenticate-user',
      payload: { username: 'personne', password: 'mauvais-mot' },
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('leaves its own caching to a route that says it (the nationalities list)', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/Clients/nationalites', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('allows the camera and the share sheet to the page itself, and nothing else', async () => {
    for (const url of ['/api/health', '/api/inconnu', '/']) {
      const policy = String((await t.inject({ method: 'GET', url })).headers['permissions-policy']);
      const rules = Object.fromEntries(policy.split(', ').map((rule) => rule.split('=')));
      expect(rules.camera, url).toBe('(self)');
      expect(
        Object.entries(rules).filter(([, allowed]) => allowed !== '()'),
        url,
      ).toEqual([
        ['camera', '(self)'],
        ['web-share', '(self)'],
      ]);
      expect(rules).toMatchObject({ microphone: '()', geolocation: '()', payment: '()', usb: '()' });
    }
  });
});
