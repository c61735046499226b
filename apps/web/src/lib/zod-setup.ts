/**
 * The server's Content-Security-Policy forbids eval. Zod compiles fast object parsers with
 * `new Function` unless told not to, and decides when each schema is built, so it must be told
 * before any schema exists (first line of main.tsx), or the browser reports a CSP violation for
 * every page. Zod reads its settings from this global when it loads: setting it here, without
 * importing Zod, keeps Zod out of the first load (the sign-in screen draws without it).
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
