// What index.html's inline script (returning-user-preload.ts) and the app (early-requests.ts)
// agree on. No imports: the build's plugin reads this file too.

/** The shops' answer: every signed-in screen asks for it, and it names the shop a page shows first. */
export const EARLY_SHOPS = '/api/Magasins/liste-magasins';

export const EARLY_REQUESTS = ['/api/Users/info-user/', EARLY_SHOPS] as const;

/** In a first-visit call, the shop the page shows first (see EARLY_FIRST_VISIT). */
export const EARLY_SHOP_SLOT = '{magasin}';

/**
 * The calls a page sends first, by address, sent by index.html while the device has learnt
 * nothing for that address (its first visit since sign-in): a page whose largest text waits for
 * its data would otherwise ask for it only once the app's code has arrived and run. EARLY_SHOP_SLOT
 * stands for the shop chosen on the device when the shops' answer lists it, else the first shop
 * listed (a gerant's list holds only their own), as the page itself chooses. Written exactly as the
 * app asks for them: the pages' tests check them against what they ask.
 */
export const EARLY_FIRST_VISIT: Record<string, readonly string[]> = {
  '/stock': [
    '/api/Magasins/stocks/magasin/{magasin}?page=1&page_size=20',
    '/api/Stocks/a-regulariser?magasin={magasin}&page=1&page_size=10',
  ],
};

/** Where the inline script leaves them: the promise of each Response, by path. */
export const EARLY_GLOBAL = '__peloteEarly';

/** Browser storage key: by address (path and query), the GET paths it asked for as it opened. */
export const EARLY_LEARNT_KEY = 'pelote.premieres-requetes';
