import { userSchema } from '@pelote/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directionUser, fakeResponse, mockFetch } from '@/test/utils';
import { apiClient, setAccessToken, TIMEOUT_ERROR_MESSAGE } from './api-client';
import {
  EARLY_ANSWER_WINDOW_MS,
  EARLY_GLOBAL,
  EARLY_LEARN_WINDOW_MS,
  EARLY_LEARNT_KEY,
  forgetLearntEarly,
} from './early-requests';

type Holder = Record<string, Record<string, Promise<Response>> | undefined>;
const holder = globalThis as unknown as Holder;

/** What index.html's inline script leaves for the app: the answers it has already asked for. */
function sentEarly(answers: Record<string, Promise<Response>>) {
  holder[EARLY_GLOBAL] = { ...answers };
}

afterEach(() => {
  delete holder[EARLY_GLOBAL];
  setAccessToken(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('answers index.html asked for early', () => {
  it('the first GET of that path takes the early answer; the next one asks the server', async () => {
    const gerant = { ...directionUser, username: 'gerant.early' };
    sentEarly({ '/api/Users/info-user/': Promise.resolve(fakeResponse(userSchema, gerant)) });
    const fetchMock = mockFetch(() => fakeResponse(userSchema, directionUser));

    expect(await apiClient.get('/Users/info-user/')).toEqual({ success: true, data: gerant });
    expect(fetchMock).not.toHaveBeenCalled();

    expect(await apiClient.get('/Users/info-user/')).toEqual({ success: true, data: directionUser });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('another path, a write, or a call with a token in memory asks the server', async () => {
    sentEarly({ '/api/Users/info-user/': Promise.resolve(fakeResponse(userSchema, directionUser)) });
    const fetchMock = mockFetch(() => fakeResponse(userSchema, directionUser));

    await apiClient.get('/Users/info-user/', { params: { page: 2 } });
    await apiClient.post('/Users/info-user/', {});
    setAccessToken('abc.def');
    await apiClient.get('/Users/info-user/');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('an early answer that failed is a network failure, like the request it stands for', async () => {
    sentEarly({ '/api/Users/info-user/': Promise.reject(new TypeError('Failed to fetch')) });
    mockFetch(() => fakeResponse(userSchema, directionUser));
    const result = await apiClient.get('/Users/info-user/');
    expect(result).toMatchObject({ success: false, networkError: true });
  });

  it('an early answer still on its way is given up after the timeout', async () => {
    vi.useFakeTimers();
    sentEarly({ '/api/Users/info-user/': new Promise<Response>(() => {}) });
    const pending = apiClient.get('/Users/info-user/');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toEqual({ success: false, error: TIMEOUT_ERROR_MESSAGE, networkError: true });
  });

  it('a cancelled caller sees the abort, as with fetch', async () => {
    sentEarly({ '/api/Users/info-user/': new Promise<Response>(() => {}) });
    const controller = new AbortController();
    const pending = apiClient.get('/Users/info-user/', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('past the first seconds of the page, the early answer is dropped and the server asked', async () => {
    sentEarly({ '/api/Users/info-user/': Promise.resolve(fakeResponse(userSchema, directionUser)) });
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_ANSWER_WINDOW_MS + 1);
    const fetchMock = mockFetch(() => fakeResponse(userSchema, directionUser));
    await apiClient.get('/Users/info-user/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(holder[EARLY_GLOBAL]).toEqual({});
  });

  it('a write drops the early answers not taken yet: the next read asks the server', async () => {
    sentEarly({ '/api/Users/info-user/': Promise.resolve(fakeResponse(userSchema, directionUser)) });
    const fetchMock = mockFetch(() => fakeResponse(userSchema, directionUser));
    await apiClient.post('/auth/refresh', {});
    await apiClient.get('/Users/info-user/');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

/** What the device has learnt that this address asks for as it opens. */
function learntHere(): unknown {
  const stored = JSON.parse(localStorage.getItem(EARLY_LEARNT_KEY) ?? '{}') as Record<string, unknown>;
  return stored[location.pathname + location.search];
}

describe('calls learnt for the next opening of the same address', () => {
  // The page has just opened.
  beforeEach(() => {
    vi.spyOn(performance, 'now').mockReturnValue(100);
  });

  it('the GETs of the first seconds are kept for this address, not the calls every screen makes', async () => {
    mockFetch(() => fakeResponse(userSchema, directionUser));
    await apiClient.get('/Clients/clients-particuliers/list', { params: { page: 1, page_size: 5 } });
    await apiClient.get('/Users/info-user/');
    const learnt = learntHere();
    expect(learnt).toContain('/api/Clients/clients-particuliers/list?page=1&page_size=5');
    expect(learnt).not.toContain('/api/Users/info-user/');
  });

  it('a write, a file download, or a call after the first seconds is not learnt', async () => {
    mockFetch(() => fakeResponse(userSchema, directionUser));
    await apiClient.get('/Clients/clients-particuliers/list', { params: { page: 2, page_size: 5 } });
    await apiClient.post('/Clients/create', {});
    await apiClient.get('/Mouvements/ventes/1/facture', { responseType: 'blob' });
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_LEARN_WINDOW_MS + 1);
    await apiClient.get('/Mouvements/ventes-all/');
    const learnt = learntHere();
    expect(learnt).toContain('/api/Clients/clients-particuliers/list?page=2&page_size=5');
    expect(learnt).not.toContain('/api/Clients/create');
    expect(learnt).not.toContain('/api/Mouvements/ventes/1/facture');
    expect(learnt).not.toContain('/api/Mouvements/ventes-all/');
  });

  it('signing out forgets what was learnt', () => {
    localStorage.setItem(
      EARLY_LEARNT_KEY,
      JSON.stringify({ '/': ['/api/Clients/clients-particuliers/list'] }),
    );
    forgetLearntEarly();
    expect(localStorage.getItem(EARLY_LEARNT_KEY)).toBeNull();
  });
});
