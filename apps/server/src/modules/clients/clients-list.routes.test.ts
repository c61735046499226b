import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, createClient as createClientWith, useClientsContext } from './clients.test-support.ts';

const c = useClientsContext();
const createClient = (payload: Record<string, unknown>) => createClientWith(c, payload);
const get = (url: string, headers = c.gerant) => c.t.inject({ method: 'GET', url, headers });

describe('GET /Clients/clients-particuliers/list', () => {
  const list = async (query: string) => {
    const response = await get(`${BASE}/list?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      count: number;
      page: number;
      page_size: number;
      total_pages: number;
      results: { nom: string; prenom: string }[];
    };
  };
  const names = (page: { results: { nom: string; prenom: string }[] }) =>
    page.results.map((c) => `${c.prenom} ${c.nom}`);

  beforeAll(async () => {
    for (const [nom, prenom, extra] of [
      ['zeta-Lst', 'Bintou', { email: 'bintou@lst.ci' }],
      ['Alpha-lst', 'Yannick', { contact: '+225 0101 LST' }],
      ['alpha-lst', 'Adama', {}],
      ['Mu-lst', 'Chloé', {}],
      ['Beta-lst', 'Koffi', {}],
      ['Gamma-lst', 'Éric', {}],
      ['Delta-lst', '50%_off', {}],
    ] as const) {
      await createClient({ nom, prenom, ...extra });
    }
  });

  it('pages 5 by default, sorted by nom then prenom, case-insensitively', async () => {
    const first = await list('search=lst');
    expect(first).toMatchObject({ count: 7, page: 1, page_size: 5, total_pages: 2 });
    expect(names(first)).toEqual([
      'Adama alpha-lst',
      'Yannick Alpha-lst',
      'Koffi Beta-lst',
      '50%_off Delta-lst',
      'Éric Gamma-lst',
    ]);
    const second = await list('search=lst&page=2');
    expect(second).toMatchObject({ count: 7, page: 2, total_pages: 2 });
    expect(names(second)).toEqual(['Chloé Mu-lst', 'Bintou zeta-Lst']);
    const beyond = await list('search=lst&page=3');
    expect(beyond).toMatchObject({ count: 7, page: 3, results: [] });
  });

  it('searches the first and last name, either order, the contact and the e-mail', async () => {
    expect(names(await list('search=ADAMA'))).toEqual(['Adama alpha-lst']);
    expect(names(await list(`search=${encodeURIComponent('Koffi Beta')}`))).toEqual(['Koffi Beta-lst']);
    expect(names(await list(`search=${encodeURIComponent('beta-lst koffi')}`))).toEqual(['Koffi Beta-lst']);
    expect(names(await list('search=0101%20lst'))).toEqual(['Yannick Alpha-lst']);
    expect(names(await list('search=BINTOU%40LST'))).toEqual(['Bintou zeta-Lst']);
  });

  it('takes % and _ literally', async () => {
    expect(names(await list(`search=${encodeURIComponent('%_')}`))).toEqual(['50%_off Delta-lst']);
  });

  it('sorts by the requested ordering', async () => {
    const desc = await list('search=lst&ordering=-nom&page_size=3');
    expect(names(desc)).toEqual(['Bintou zeta-Lst', 'Chloé Mu-lst', 'Éric Gamma-lst']);
    const recent = await list('search=lst&ordering=-date_creation&page_size=1');
    expect(names(recent)).toEqual(['50%_off Delta-lst']);
  });

  it('accepts up to 200 per page, and refuses bad parameters with 400', async () => {
    expect((await list('page_size=200')).page_size).toBe(200);
    for (const query of ['page=0', 'page=x', 'page_size=201', 'ordering=password']) {
      const response = await get(`${BASE}/list?${query}`, c.direction);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    }
  });
});

describe('GET /Clients/nationalites/', () => {
  it('lists about 190 French nationality adjectives keyed by country code, cacheable', async () => {
    const response = await get('/api/Clients/nationalites/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const options = response.json() as { code: string; label: string }[];
    expect(options.length).toBeGreaterThan(185);
    expect(options.length).toBeLessThan(200);
    expect(options).toEqual(
      expect.arrayContaining([
        { code: 'CI', label: 'Ivoirienne' },
        { code: 'FR', label: 'Française' },
        { code: 'SN', label: 'Sénégalaise' },
      ]),
    );
  });
});
