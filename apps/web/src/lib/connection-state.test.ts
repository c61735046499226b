import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockFetch } from '@/test/utils';
import { apiClient } from './api-client';
import { isWorkingOffline, OFFLINE_ATTEMPT_TIMEOUT_MS, reportServerAnswer } from './connection-state';

afterEach(() => {
  reportServerAnswer(true);
  vi.useRealTimers();
});

const setBrowserOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe("'Hors ligne': the server decides, not the browser", () => {
  it('any answer of the server, an error status included, is online; no answer at all is offline', async () => {
    mockFetch(() => errorResponse(404, { detail: 'Ressource introuvable' }));
    await apiClient.get('/Clients/1');
    expect(isWorkingOffline()).toBe(false);

    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await apiClient.get('/Clients/1');
    expect(isWorkingOffline()).toBe(true);

    mockFetch(() => errorResponse(500));
    await apiClient.get('/Clients/1');
    expect(isWorkingOffline()).toBe(false);
  });

  it('a call that times out is offline, and the next call, still tried, waits less', async () => {
    vi.useFakeTimers();
    const never = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const fetchMock = mockFetch(never);
    const first = apiClient.get('/Clients/1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await first).toMatchObject({ success: false, networkError: true });
    expect(isWorkingOffline()).toBe(true);

    const second = apiClient.get('/Clients/1');
    await vi.advanceTimersByTimeAsync(OFFLINE_ATTEMPT_TIMEOUT_MS);
    expect(await second).toMatchObject({ success: false, networkError: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("the browser saying 'offline' while the server answers stays online", async () => {
    const fetchMock = mockFetch(() => new Response(JSON.stringify({ status: 'ok', database: 'ok' })));
    setBrowserOnline(false);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.anything()));
    expect(isWorkingOffline()).toBe(false);
    setBrowserOnline(true);
  });

  it("the browser saying 'offline' with the server unreachable is offline, 'online' is believed", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    setBrowserOnline(false);
    await vi.waitFor(() => expect(isWorkingOffline()).toBe(true));
    setBrowserOnline(true);
    expect(isWorkingOffline()).toBe(false);
  });
});
