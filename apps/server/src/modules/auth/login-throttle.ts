/**
 * Failed sign-ins per username, in memory: after `maxFailures` failures within `windowMs` (counted
 * from the first one), the username is locked until that window ends, even for the right password.
 * Unknown usernames count too, so the lock tells nothing about which accounts exist.
 */

export type LoginThrottle = {
  isLocked: (username: string) => boolean;
  recordFailure: (username: string) => void;
  reset: (username: string) => void;
};

type Entry = { failures: number; windowEndsAt: number };

const LOGIN_THROTTLE_WINDOW_MS = 15 * 60_000;
/** Beyond this many usernames tracked, expired entries are swept, then the oldest dropped. */
const MAX_ENTRIES = 10_000;

export function createLoginThrottle(options: {
  maxFailures: number;
  windowMs?: number;
  now?: () => number;
}): LoginThrottle {
  const windowMs = options.windowMs ?? LOGIN_THROTTLE_WINDOW_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function current(username: string): Entry | undefined {
    const entry = entries.get(username);
    if (entry && entry.windowEndsAt <= now()) {
      entries.delete(username);
      return undefined;
    }
    return entry;
  }

  function makeRoom() {
    if (entries.size < MAX_ENTRIES) return;
    const time = now();
    for (const [key, entry] of entries) if (entry.windowEndsAt <= time) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < MAX_ENTRIES) break;
      entries.delete(key);
    }
  }

  return {
    isLocked: (username) => (current(username)?.failures ?? 0) >= options.maxFailures,
    recordFailure(username) {
      const entry = current(username);
      if (entry) {
        entry.failures += 1;
        return;
      }
      makeRoom();
      entries.set(username, { failures: 1, windowEndsAt: now() + windowMs });
    },
    reset: (username) => void entries.delete(username),
  };
}
