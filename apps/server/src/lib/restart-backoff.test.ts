import { describe, expect, it } from 'vitest';
import { restartBackoff } from './restart-backoff.ts';

/** The delays before a dead worker is forked again (WEB_CONCURRENCY > 1). */
describe('restarting a worker that died', () => {
  it('restarts at once, then waits twice as long each time workers die young, up to the cap', () => {
    const backoff = restartBackoff({ baseMs: 1_000, maxMs: 30_000, stableMs: 60_000 });
    const delays = Array.from({ length: 8 }, () => backoff.nextDelay(500));
    expect(delays).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('starts the count again after a worker that lived long enough', () => {
    const backoff = restartBackoff({ baseMs: 1_000, maxMs: 30_000, stableMs: 60_000 });
    for (let i = 0; i < 5; i++) backoff.nextDelay(100);
    expect(backoff.nextDelay(59_999)).toBe(16_000);
    expect(backoff.nextDelay(60_000)).toBe(0);
    expect(backoff.nextDelay(100)).toBe(1_000);
  });
});
