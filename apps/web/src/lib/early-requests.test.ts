import { userSchema } from '@pelote/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { directionUser, fakeResponse, mockFetch } from '@/test/utils';
import { apiClient, setAccessToken, TIMEOUT_ERROR_MESSAGE } from './api-client';
import { EARLY_ANSWER_WINDOW_MS, EARLY_GLOBAL } from './early-requests';

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
});
