import { JOURNAL_PATHS, journalPageSchema, PAGE_SIZE, userSchema } from '@pelote/shared';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { journalResponse, journalRow } from '@/test/journal.test-support';
import { shopsResponse, testShops } from '@/test/shop.test-support';
import {
  directionUser,
  fakeResponse,
  mockFetch,
  notFoundResponse,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';

configure({ asyncUtilTimeout: 5000 });

preloadPages(() => import('./journal-page'));

/** The journal answers `page`; the users list holds direction, the shops are the test shops. */
function serve(page: Response) {
  mockFetch((url) => {
    const [path = ''] = url.split('?');
    if (path === JOURNAL_PATHS.list) return page.clone();
    if (path === '/Users/liste-users/') return fakeResponse(z.array(userSchema), [directionUser]);
    if (path === '/Magasins/liste-magasins') return shopsResponse(testShops);
    return notFoundResponse();
  });
  renderSignedIn('/admin/journal', directionUser);
}

describe('/admin/journal: the count of results', () => {
  it('says the exact number when the server counted every row', async () => {
    serve(journalResponse([journalRow()], 7));
    expect(await screen.findByText('7 résultat(s)')).toBeInTheDocument();
  });

  it('says « environ », to the thousand, when the server estimated a count past 10,000 rows', async () => {
    const count = 999_453;
    serve(
      fakeResponse(journalPageSchema, {
        count,
        count_approx: true,
        page: 1,
        page_size: PAGE_SIZE,
        total_pages: Math.ceil(count / PAGE_SIZE),
        results: [journalRow()],
      }),
    );
    expect(await screen.findByText('Environ 999 000 résultats')).toBeInTheDocument();
    expect(screen.queryByText(/999453|999\u202f453/)).not.toBeInTheDocument();
  });
});
