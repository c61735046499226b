import { shopSchema, userSchema } from '@pelote/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopRecord } from '@/test/shop.test-support';
import { directionUser, emptyResponse, errorResponse, fakeResponse, mockFetch } from '@/test/utils';
import {
  ApiError,
  apiClient,
  keyHasServed,
  NETWORK_ERROR_MESSAGE,
  setAccessToken,
  setUnauthorizedHandler,
  TIMEOUT_ERROR_MESSAGE,
  unwrap,
} from './api-client';

afterEach(() => setAccessToken(null));

describe('api client', () => {
  it('calls /api with JSON and cookies, and wraps the answer as { success, data }', async () => {
    const shop = shopRecord({ id: 7, nom: 'Cocody' });
    const fetchMock = mockFetch(() => fakeResponse(shopSchema, shop, 201));
    const result = await apiClient.post(
      '/Magasins/magasin-create',
      { nom: 'Cocody', quartier: 'Cocody' },
      { params: { page: 2 } },
    );

    expect(result).toEqual({ success: true, data: shop });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Magasins/magasin-create?page=2');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ nom: 'Cocody', quartier: 'Cocody' }));
    expect(init?.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('sends the in-memory access token as a Bearer header', async () => {
    const fetchMock = mockFetch(() => fakeResponse(userSchema, directionUser));
    setAccessToken('abc.def');
    await apiClient.get('/Users/info-user/');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer abc.def' });
  });

  it('answers null for 204 No Content', async () => {
    mockFetch(() => emptyResponse(204));
    expect(await apiClient.post('/auth/logout')).toEqual({ success: true, data: null });
  });

  it('takes the error from detail, then message, else "HTTP error! status: N"', async () => {
    mockFetch((url) => {
      if (url === '/detail') {
        return errorResponse(400, { detail: 'Données invalides', errors: { nom: 'Le nom est requis' } });
      }
      // Bodies outside the API's error schema (a proxy's, an older server's): read as best it can.
      if (url === '/message') {
        return new Response(JSON.stringify({ message: 'Stock insuffisant (disponible: 2)' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response('Internal Server Error', { status: 500 });
    });

    expect(await apiClient.get('/detail')).toEqual({
      success: false,
      error: 'Données invalides',
      status: 400,
      errors: { nom: 'Le nom est requis' },
      body: { detail: 'Données invalides', errors: { nom: 'Le nom est requis' } },
    });
    expect(await apiClient.get('/message')).toMatchObject({
      success: false,
      error: 'Stock insuffisant (disponible: 2)',
      status: 409,
    });
    expect(await apiClient.get('/boom')).toMatchObject({
      success: false,
      error: 'HTTP error! status: 500',
      status: 500,
    });
  });

  it('reports a server that cannot be reached', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await apiClient.get('/Magasins/liste-magasins')).toEqual({
      success: false,
      error: NETWORK_ERROR_MESSAGE,
      networkError: true,
    });
  });

  it('gives up after 10 seconds', async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiClient.get('/slow');
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ success: false, error: TIMEOUT_ERROR_MESSAGE, networkError: true });
  });

  it('ends the session on a 401, except for the sign-in call and calls that opt out', async () => {
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => errorResponse(401, { detail: 'Authentification requise' }));

    const result = await apiClient.get('/Magasins/liste-magasins');
    expect(result).toMatchObject({ success: false, status: 401, error: 'Authentification requise' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await apiClient.post('/Users/authenticate-user', { username: 'a', password: 'b' });
    await apiClient.get('/Users/info-user/', { skipUnauthorizedHandler: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    unregister();
    await apiClient.get('/Magasins/liste-magasins');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('unwrap returns the data or throws an ApiError carrying the French message', async () => {
    expect(unwrap({ success: true, data: 3 })).toBe(3);
    const failure = { success: false as const, error: 'Magasin non trouvé', status: 404 };
    expect(() => unwrap(failure)).toThrow(ApiError);
    expect(() => unwrap(failure)).toThrow('Magasin non trouvé');
  });
});

describe("a write's Idempotency-Key", () => {
  it('has served once the write is recorded or refused for good, not after no answer or a 503', () => {
    expect(keyHasServed({ success: true, data: {} })).toBe(true);
    expect(keyHasServed({ success: false, status: 409, error: 'Espèces insuffisantes' })).toBe(true);
    expect(
      keyHasServed({ success: false, error: 'Impossible de contacter le serveur', networkError: true }),
    ).toBe(false);
    expect(
      keyHasServed({ success: false, status: 503, error: 'Base de données momentanément indisponible' }),
    ).toBe(false);
  });
});
