import type { users } from '../../db/schema/users.ts';

/**
 * A person as the answers name them (who opened a till, confirmed a deposit, resolved a line):
 * `personColumns` of a users table or one of its aliases in a select, `personOf` the answer's
 * `{ id, username, nom }` (null without one).
 */

/** The columns a person is read from (a user's table or one of its aliases), for `personOf`. */
export const personColumns = (user: typeof users) => ({
  id: user.id,
  username: user.username,
  first: user.firstName,
  last: user.lastName,
});

export const personOf = (user: { id: number; username: string; first: string; last: string } | null) =>
  user ? { id: user.id, username: user.username, nom: `${user.first} ${user.last}`.trim() } : null;
