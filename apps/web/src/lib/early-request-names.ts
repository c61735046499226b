// What index.html's inline script (returning-user-preload.ts) and the app (early-requests.ts)
// agree on. No imports: the build's plugin reads this file too.

export const EARLY_REQUESTS = ['/api/Users/info-user/', '/api/Magasins/liste-magasins'] as const;

/** Where the inline script leaves them: the promise of each Response, by path. */
export const EARLY_GLOBAL = '__peloteEarly';

/** Browser storage key: by address (path and query), the GET paths it asked for as it opened. */
export const EARLY_LEARNT_KEY = 'pelote.premieres-requetes';
