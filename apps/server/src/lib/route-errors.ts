import { errorResponseSchema } from '@pelote/shared';

/**
 * The error answers a route declares beside its success, each a `{ detail }` in French (one error
 * handler writes them, lib/error-handler.ts). Declared, they are documented and serialised alike.
 */

/** Bad input, not signed in, not allowed: what any route may answer. */
export const refusalErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** A route that reads or changes one row by its id: that row may not exist. */
export const rowErrors = { ...refusalErrors, 404: errorResponseSchema };

/** A write that a rule or another write of the moment may refuse (stock, state, a unique value). */
export const writeErrors = { ...rowErrors, 409: errorResponseSchema };

/** The `{ detail }` answer under each status given, for a route whose refusals fit none of the above. */
export function errorsFor<Code extends number>(...codes: Code[]): Record<Code, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    Code,
    typeof errorResponseSchema
  >;
}
