import { API_BASE, apiErrorMessage, HTTP_TIMEOUT_MS } from '@pelote/shared';
import type * as z from 'zod';
import { isWorkingOffline, OFFLINE_ATTEMPT_TIMEOUT_MS, reportServerAnswer } from './connection-state';
import { dropEarlyResponses, learnEarly, takeEarlyResponse } from './early-requests';

/**
 * The one way the web app talks to the server: base `/api`, JSON (or a Blob for files),
 * cookies sent, 10 s timeout (4 s while the server seemed unreachable), and every answer wrapped as `{ success, data }` or
 * `{ success: false, error }`. A 401 on any call but sign-in ends the session (see
 * `setUnauthorizedHandler`, wired by the app layer). Whether the server answered at all decides
 * 'Hors ligne' (connection-state.ts).
 */

export type ApiSuccess<T> = { success: true; data: T };

export type ApiFailure = {
  success: false;
  /** French text for the screen: the body's `detail`, then `message`, else 'HTTP error! status: N'. */
  error: string;
  /** The HTTP status; absent when no answer came back (network failure or timeout). */
  status?: number;
  /** One message per field, for validation failures. */
  errors?: Record<string, string>;
  /** The parsed error body, for callers with their own catalogue (the sign-in banner). */
  body?: unknown;
  /** True when the server could not be reached at all (offline, refused, timed out). */
  networkError?: boolean;
};

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

export const NETWORK_ERROR_MESSAGE = 'Impossible de contacter le serveur. Vérifiez votre connexion internet';
export const UNEXPECTED_RESPONSE_MESSAGE = 'Réponse inattendue du serveur';
export const TIMEOUT_ERROR_MESSAGE = 'Le serveur met trop de temps à répondre. Veuillez réessayer.';

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

function buildUrl(path: string, params: RequestOptions['params']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function fieldErrors(body: unknown): Record<string, string> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string') result[field] = message;
  }
  return result;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, params, signal } = options;
  // Tried even when the server seemed unreachable (it decides, not the browser), but given up sooner.
  const timeoutMs = options.timeoutMs ?? (isWorkingOffline() ? OFFLINE_ATTEMPT_TIMEOUT_MS : HTTP_TIMEOUT_MS);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  signal?.addEventListener('abort', abortFromCaller);

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;

  const url = buildUrl(path, params);
  // A plain GET that index.html has already sent takes that answer; one sent as the page opens is
  // sent by index.html next time (early-requests.ts). A write makes the early answers stale.
  const isPlainGet = method === 'GET' && options.responseType !== 'blob' && !options.headers;
  if (method !== 'GET') dropEarlyResponses();
  if (isPlainGet) learnEarly(url);
  const early = isPlainGet && !accessToken ? takeEarlyResponse(url) : undefined;
  try {
    const response = await (early
      ? untilAborted(early, controller.signal)
      : fetch(url, { method, headers, body: payload, credentials: 'include', signal: controller.signal }));
    reportServerAnswer(true);
    if (response.ok && options.responseType === 'blob') {
      return { success: true, data: (await response.blob()) as T };
    }
    const data = await readBody(response);
    if (response.ok) return { success: true, data: data as T };

    if (response.status === 401 && !options.skipUnauthorizedHandler && path !== AUTHENTICATE_PATH) {
      unauthorizedHandler?.();
    }
    const failure: ApiFailure = {
      success: false,
      error: apiErrorMessage(response.status, data),
      status: response.status,
      body: data,
    };
    const errors = fieldErrors(data);
    if (errors) failure.errors = errors;
    return failure;
  } catch (error) {
    // The caller gave up (a query was cancelled): let it see the abort, as fetch would.
    if (signal?.aborted && !timedOut) throw error;
    reportServerAnswer(false);
    return {
      success: false,
      error: timedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE,
      networkError: true,
    };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

/** `promise`, or the signal's abort (caller or timeout) if that comes first, as fetch would. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
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

/** A successful answer checked against a schema; an answer of another shape becomes a failure. */
export function parseResult<Schema extends z.ZodType>(
  result: ApiResult<unknown>,
  schema: Schema,
): ApiResult<z.output<Schema>> {
  if (!result.success) return result;
  const parsed = schema.safeParse(result.data);
  if (parsed.success) return { success: true, data: parsed.data };
  console.error('Réponse inattendue du serveur', parsed.error);
  return { success: false, error: UNEXPECTED_RESPONSE_MESSAGE };
}
