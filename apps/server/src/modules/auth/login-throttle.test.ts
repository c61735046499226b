import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

describe('login throttle', () => {
  const setup = (maxFailures = 3) => {
    let time = 1_000_000;
    const throttle = createLoginThrottle({ maxFailures, windowMs: 15 * 60_000, now: () => time });
    const advance = (ms: number) => {
      time += ms;
    };
    return { throttle, advance };
  };

  it('locks a username at the limit, for the rest of the window only', () => {
    const { throttle, advance } = setup();
    throttle.recordFailure('awa');
    throttle.recordFailure('awa');
    expect(throttle.isLocked('awa')).toBe(false);
    advance(10 * 60_000);
    throttle.recordFailure('awa');
    expect(throttle.isLocked('awa')).toBe(true);
    expect(throttle.isLocked('fatou')).toBe(false);
    advance(5 * 60_000 - 1);
    expect(throttle.isLocked('awa')).toBe(true);
    advance(1);
    expect(throttle.isLocked('awa')).toBe(false);
  });

  it('starts a new window after the previous one ended', () => {
    const { throttle, advance } = setup(2);
    throttle.recordFailure('awa');
    advance(15 * 60_000);
    throttle.recordFailure('awa');
    expect(throttle.isLocked('awa')).toBe(false);
    throttle.recordFailure('awa');
    expect(throttle.isLocked('awa')).toBe(true);
  });

  it('forgets the failures of a username on reset', () => {
    const { throttle } = setup(2);
    throttle.recordFailure('awa');
    throttle.recordFailure('awa');
    throttle.reset('awa');
    expect(throttle.isLocked('awa')).toBe(false);
  });
});
