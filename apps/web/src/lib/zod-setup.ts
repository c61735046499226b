import * as z from 'zod';

/**
 * The server's Content-Security-Policy forbids eval. Zod compiles fast object parsers with
 * `new Function` unless told not to, and decides when each schema is built: this module must be
 * imported before any schema exists (first line of main.tsx), or the browser reports a CSP
 * violation for every page.
 */
z.config({ jitless: true });
