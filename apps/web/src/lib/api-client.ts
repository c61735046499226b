import { callTimeoutMs, reportServerAnswer } from './connection-state';
import { dropEarlyResponses, learnEarly, takeEarlyResponse } from './early-requests';
import {
  type ApiFailure,
  type ApiResult,
  apiUrl,
  type HttpMethod,
  NETWORK_ERROR_MESSAGE,
  sendHttp,
  TIMEOUT_ERROR_MESSAGE,
} from './http-request';

export {
  type ApiFailure,
  type ApiResult,
  type ApiSuccess,
  type HttpMethod,
  NETWORK_ERROR_MESSAGE,
  parseResult,
  TIMEOUT_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './http-request';

/**
 * The one way the web app talks to the server: base `/api`, JSON (or a Blob for files),
 * cookies sent, 10 s timeout (4 s while the server seemed unreachable), and every answer wrapped as `{ success, data }` or
 * `{ success: false, error }`. A 401 on any call but sign-in ends the session (see
 * `setUnauthorizedHandler`, wired by the app layer). Whether the server answered at all decides
 * 'Hors ligne' (connection-state.ts).
 */

export type RequestOptions = {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Extra query parameters; undefined and null values are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** The caller's signal (TanStack Query passes one): aborting it rejects with an AbortError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Do not end the session on a 401 (sign-in, and the session's own start-up checks). */
  skipUnauthorizedHandler?: boolean;
  /** 'blob': a successful answer is handed back as a Blob (a PDF), not read as text or JSON. */
  responseType?: 'json' | 'blob';
};

/** The sign-in call never ends the session on a 401: a 401 there means bad credentials. */
const AUTHENTICATE_PATH = '/Users/authenticate-user';

let accessToken: string | null = null;
let unauthorizedHandler: (() => void) | null = null;

/**
 * Keeps the access token of the last sign-in or refresh in memory only (never in storage);
 * the HttpOnly cookie carries the session across reloads.
 */
export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** Registers what a 401 does (clear the session, go to /login). Returns the unregister function. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** Ends the session as a 401 does (an answer the offline upkeep's worker got for this page). */
export function reportUnauthorized(): void {
  unauthorizedHandler?.();
}

/** The access token of this page's session, for calls made outside it (the offline upkeep's worker). */
export function currentAccessToken(): string | null {
  return accessToken;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, params, signal } = options;
  const timeoutMs = options.timeoutMs ?? callTimeoutMs();
  const url = apiUrl(path, params);
  // A plain GET that index.html has already sent takes that answer; one sent as the page opens is
  // sent by index.html next time (early-requests.ts). A write makes the early answers stale.
  const isPlainGet = method === 'GET' && options.responseType !== 'blob' && !options.headers;
  if (method !== 'GET') dropEarlyResponses();
  if (isPlainGet) learnEarly(url);
  const early = isPlainGet && !accessToken ? takeEarlyResponse(url) : undefined;
  const { result, answered } = await sendHttp<T>({
    url,
    method,
    body,
    headers: options.headers,
    accessToken,
    signal,
    timeoutMs,
    responseType: options.responseType,
    early,
  });
  reportServerAnswer(answered);
  if (
    !result.success &&
    result.status === 401 &&
    !options.skipUnauthorizedHandler &&
    path !== AUTHENTICATE_PATH
  ) {
    unauthorizedHandler?.();
  }
  return result;
}

type MethodOptions = Omit<RequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: MethodOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: MethodOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A failed call as an exception, for TanStack Query fetchers (the screen reads `message`). */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly errors: Record<string, string> | undefined;

  constructor(failure: ApiFailure) {
    super(failure.error);
    this.name = 'ApiError';
    this.status = failure.status;
    this.errors = failure.errors;
  }
}

/** True for a failure where the server never answered (offline, refused connection, timeout). */
export function gotNoAnswer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === undefined &&
    (error.message === NETWORK_ERROR_MESSAGE || error.message === TIMEOUT_ERROR_MESSAGE)
  );
}

/**
 * True for a failure to try again later as it is: no answer at all, or a 503 (the server is up but
 * its database is away for a moment). Never a refusal.
 */
export function isTryAgainLater(error: unknown): boolean {
  return gotNoAnswer(error) || (error instanceof ApiError && error.status === 503);
}

/**
 * Whether a write's Idempotency-Key has served: the server recorded the write, or refused it for
 * good. Not after no answer, nor after a 503 (its database away: the write may have been
 * committed as its connection died): sent again, the write must carry the same key.
 */
export function keyHasServed(result: ApiResult<unknown>): boolean {
  return result.success || (!result.networkError && result.status !== 503);
}

/** The data of a successful call; throws an ApiError otherwise. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.success) throw new ApiError(result);
  return result.data;
}
