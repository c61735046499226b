import { type Shop, stockAlertsPageSchema, type User, userSchema } from '@pelote/shared';
import { shopsResponse } from './shop.test-support';
import { errorResponse, fakeResponse, mockFetch } from './utils';

/** No stock alert: a page of /Magasins/articles-niveau-seuil of the size asked. */
export function noAlertsPage(pageSize: number) {
  return {
    count: 0,
    page: 1,
    page_size: pageSize,
    total_pages: 0,
    results: [],
    resume: { critique: 0, attention: 0, magasins: 0, par_type: [] },
  };
}

type Options = {
  /** The shop list's answer. */
  shops?: Shop[];
  /** Who GET /Users/info-user/ says is signed in, if asked. */
  user?: User;
  /** Answers first, for the page under test; `undefined` leaves the call to the shell. */
  extra?: (url: string, init: RequestInit) => Response | undefined;
};

/**
 * A fake API for tests of the signed-in shell (menus, guard, sign-out): it answers what the layout
 * itself asks — the shop list, the stock-alert count, the signed-in user — through their shared
 * response schemas; any other call fails with a 404, which the page under test shows as its error.
 */
export function fakeShellServer({ shops = [], user, extra }: Options = {}) {
  return mockFetch((url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    const path = url.split('?')[0];
    if (path === '/Magasins/liste-magasins') return shopsResponse(shops);
    if (path === '/Magasins/articles-niveau-seuil')
      return fakeResponse(stockAlertsPageSchema, noAlertsPage(1));
    if (path === '/Users/info-user/' && user) return fakeResponse(userSchema, user);
    return errorResponse(404, { detail: 'Ressource introuvable' });
  });
}
