/**
 * Whether the database refused a write because of the unique index `constraint` (the error or one
 * of its causes, as drizzle wraps the driver's). Two requests racing past a service's own check both
 * write; the index lets one through, and the other answers the same 409 the check would have.
 */
export function violatesUnique(error: unknown, constraint: string): boolean {
  let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505' && e.constraint === constraint) return true;
    e = e.cause as typeof e;
  }
  return false;
}
