import { API_BASE, apiErrorMessage } from '@pelote/shared';
import type * as z from 'zod';

/**
 * One call to the server and its answer as `{ success, data }` or `{ success: false, error }`,
 * with nothing of the page in it (no React, no window, no session): the API client builds on it
 * for the screens (api-client.ts), and the offline upkeep's worker calls it directly.
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

export const NETWORK_ERROR_MESSAGE = 'Impossible de contacter le serveur. Vérifiez votre connexion internet';
export const UNEXPECTED_RESPONSE_MESSAGE = 'Réponse inattendue du serveur';
export const TIMEOUT_ERROR_MESSAGE = 'Le serveur met trop de temps à répondre. Veuillez réessayer.';

export type HttpCall = {
  /** The address, from `apiUrl`. */
  url: string;
  method: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The session's access token, sent as a Bearer header when there is one. */
  accessToken?: string | null;
  /** The caller's signal: aborting it rejects with an AbortError, as fetch does. */
  signal?: AbortSignal;
  timeoutMs: number;
  /** 'blob': a successful answer is handed back as a Blob (a PDF), not read as text or JSON. */
  responseType?: 'json' | 'blob';
  /** An answer already on its way for this call (one index.html asked for as the page opened). */
  early?: Promise<Response>;
};

/** The answer, and whether the server answered at all (what 'Hors ligne' follows). */
export type HttpOutcome<T> = { result: ApiResult<T>; answered: boolean };

/** `/api` + `path`, with the query parameters that have a value. */
export function apiUrl(
  path: string,
  params?: Record<string, string | number | boolean | null | undefined>,
): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

export async function sendHttp<T>(call: HttpCall): Promise<HttpOutcome<T>> {
  const { method, body, signal } = call;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeoutMs);
  const abortFromCaller = () => controller.abort();
  signal?.addEventListener('abort', abortFromCaller);

  const headers: Record<string, string> = { Accept: 'application/json', ...call.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (call.accessToken) headers.Authorization = `Bearer ${call.accessToken}`;
  try {
    const response = await (call.early
      ? untilAborted(call.early, controller.signal)
      : fetch(call.url, {
          method,
          headers,
          body: payload,
          credentials: 'include',
          signal: controller.signal,
        }));
    if (response.ok && call.responseType === 'blob') {
      return { result: { success: true, data: (await response.blob()) as T }, answered: true };
    }
    const data = await readBody(response);
    if (response.ok) return { result: { success: true, data: data as T }, answered: true };
    const failure: ApiFailure = {
      success: false,
      error: apiErrorMessage(response.status, data),
      status: response.status,
      body: data,
    };
    const errors = fieldErrors(data);
    if (errors) failure.errors = errors;
    return { result: failure, answered: true };
  } catch (error) {
    // The caller gave up (a query was cancelled): let it see the abort, as fetch would.
    if (signal?.aborted && !timedOut) throw error;
    return {
      result: {
        success: false,
        error: timedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE,
        networkError: true,
      },
      answered: false,
    };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
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

/** `promise`, or the signal's abort (caller or timeout) if that comes first, as fetch would. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
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

/** What a caller outside the screens gives a call (the offline upkeep: the page's client, or its worker's). */
export type CallOptions = {
  method?: HttpMethod;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Do not end the session on a 401. */
  skipUnauthorizedHandler?: boolean;
};

/** Makes one call to the server at `path` (under `/api`). */
export type Requester = <T>(path: string, options?: CallOptions) => Promise<ApiResult<T>>;
