/**
 * Answers index.html asks for before the app's code has arrived, for a returning user
 * (returning-user-preload.ts writes the script). Without them, a phone on slow data waits for the
 * first load's code, its evaluation, then one more round trip before a screen's data leaves.
 *
 * - EARLY_REQUESTS, the calls every signed-in screen makes first: who is signed in, the shops.
 * - The calls this address made as it opened last time, learnt by `apiRequest` (`learnEarly`)
 *   and kept on the device (EARLY_LEARNT_KEY): a list's first page, the dashboard's figures.
 * - Where nothing is learnt for the address yet, the page's own first calls (EARLY_FIRST_VISIT),
 *   once the shops' answer has named the shop it shows.
 *
 * `apiRequest` takes an early answer instead of asking again (`takeEarlyResponse`). Paths are
 * written exactly as it writes them, query string included.
 */
import { EARLY_GLOBAL, EARLY_LEARNT_KEY, EARLY_REQUESTS } from './early-request-names';
import { readJson, removeItem, writeJson } from './storage';

export { EARLY_GLOBAL, EARLY_LEARNT_KEY, EARLY_REQUESTS } from './early-request-names';

/**
 * An early answer is taken only during the first seconds of the page, and never after a write:
 * later, the data it holds may have changed, and a new request is made.
 */
export const EARLY_ANSWER_WINDOW_MS = 10_000;

/** The calls an address makes in its first seconds are the ones learnt for it. */
export const EARLY_LEARN_WINDOW_MS = 5_000;

/** At most this many calls are learnt for an address, and this many addresses are kept. */
const LEARNT_PER_ADDRESS_MAX = 8;
const LEARNT_ADDRESSES_MAX = 12;

type EarlyHolder = Partial<Record<typeof EARLY_GLOBAL, Record<string, Promise<Response> | undefined>>>;

const holder = globalThis as EarlyHolder;

/**
 * The answer to `url` that index.html has already asked for, once: the next call asks the server
 * again. Undefined when there is none (nobody signed in, another path, or too late).
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = holder[EARLY_GLOBAL];
  const response = early?.[url];
  if (!early || !response) return undefined;
  delete early[url];
  return performance.now() <= EARLY_ANSWER_WINDOW_MS ? response : undefined;
}

/** A write was sent: the early answers not taken yet may no longer be true. */
export function dropEarlyResponses(): void {
  holder[EARLY_GLOBAL] = {};
}

/** The address the page was opened at (path and query), the key of what it learns. */
const openedAt = typeof location === 'undefined' ? '' : location.pathname + location.search;
let learnt: string[] | null = null;

/**
 * Notes a GET that the page sends as it opens, so that the next opening of the same address
 * sends it with the HTML. What this opening asks replaces what the last one had learnt: a call the
 * app no longer makes is sent early once at most.
 */
export function learnEarly(url: string): void {
  if (performance.now() > EARLY_LEARN_WINDOW_MS) return;
  if (location.pathname + location.search !== openedAt) return;
  if ((EARLY_REQUESTS as readonly string[]).includes(url)) return;
  learnt ??= [];
  if (learnt.includes(url) || learnt.length >= LEARNT_PER_ADDRESS_MAX) return;
  learnt.push(url);
  const stored = readJson(EARLY_LEARNT_KEY);
  const byAddress: Record<string, string[]> =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? { ...(stored as Record<string, string[]>) }
      : {};
  // The newest address last; the oldest are forgotten past the limit.
  delete byAddress[openedAt];
  byAddress[openedAt] = learnt;
  const addresses = Object.keys(byAddress);
  for (const old of addresses.slice(0, Math.max(0, addresses.length - LEARNT_ADDRESSES_MAX)))
    delete byAddress[old];
  writeJson(EARLY_LEARNT_KEY, byAddress);
}

/** Signing out forgets what was learnt (another user of the device asks other things). */
export function forgetLearntEarly(): void {
  removeItem(EARLY_LEARNT_KEY);
}
