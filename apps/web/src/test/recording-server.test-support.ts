import { shopSchema } from '@pelote/shared';
import * as z from 'zod';
import { testShops } from './shop.test-support';
import { errorResponse, fakeResponse, mockFetch } from './utils';

/** A call the fake server received: its method, path, query, JSON body (or multipart form) and headers. */
export type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

/** Answers a call, or leaves it (`undefined`) to the next route. */
export type Route = (call: Call) => Response | undefined | Promise<Response | undefined>;

/** The shop list (the test shops), which the top bar asks for on every page. */
export const shopsRoute: Route = (call) =>
  call.path === '/Magasins/liste-magasins' ? fakeResponse(z.array(shopSchema), testShops) : undefined;

/**
 * A fake server that records every call, then asks each route in turn until one answers; anything
 * else is 404. Returns the calls made.
 */
export function fakeRecordingServer(routes: Route[]) {
  const calls: Call[] = [];
  mockFetch(async (url, init) => {
    const [path = '', search = ''] = url.split('?');
    const call: Call = {
      method: init.method ?? 'GET',
      path,
      query: new URLSearchParams(search),
      body: init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    for (const route of routes) {
      const answer = await route(call);
      if (answer) return answer;
    }
    return errorResponse(404, { detail: 'inconnu' });
  });
  return calls;
}

/** The calls to one path (and method). */
export const callsTo = (calls: Call[], path: string, method = 'GET') =>
  calls.filter((call) => call.path === path && call.method === method);
