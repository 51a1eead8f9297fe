import { describe, expect, it } from 'vitest';
import { loginDelaySeconds, tooManyFailedLogins } from './login-throttle.ts';

const throttle = { freeFailures: 5, delaySeconds: 30, maxDelaySeconds: 900 };

describe('loginDelaySeconds', () => {
  it('lets the first failures through, then doubles the wait up to the ceiling', () => {
    expect([0, 4, 5, 6, 7, 9, 10, 50].map((n) => loginDelaySeconds(n, throttle))).toEqual([
      0, 0, 30, 60, 120, 480, 900, 900,
    ]);
  });

  it('never shrinks as failures grow, and never passes the ceiling', () => {
    for (let failures = 0; failures < 1000; failures += 1) {
      const now = loginDelaySeconds(failures, throttle);
      expect(loginDelaySeconds(failures + 1, throttle)).toBeGreaterThanOrEqual(now);
      expect(now).toBeLessThanOrEqual(throttle.maxDelaySeconds);
    }
  });
});

describe('tooManyFailedLogins', () => {
  it('says how long to wait in seconds or minutes', () => {
    expect(tooManyFailedLogins(29.2)).toMatch(/wait 30 seconds/);
    expect(tooManyFailedLogins(600)).toMatch(/wait 10 minutes/);
  });
});
