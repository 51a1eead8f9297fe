import { describe, expect, it } from 'vitest';
import { fakeClockVariables, fakeTimeOffset, readTestClock } from './fake-clock.ts';

describe('the test clock', () => {
  it('reads an instant, in UTC when the text names no zone', () => {
    expect(readTestClock('2028-02-29T09:00:00Z')).toBe(Date.UTC(2028, 1, 29, 9));
    expect(readTestClock('2028-02-29T09:00:00')).toBe(Date.UTC(2028, 1, 29, 9));
    expect(readTestClock('2026-12-31T23:00:00+01:00')).toBe(Date.UTC(2026, 11, 31, 22));
    expect(readTestClock('2026-12-31')).toBe(Date.UTC(2026, 11, 31));
    expect(readTestClock('tomorrow')).toBe('TEST_CLOCK: "tomorrow" is not a date and time');
  });

  it('moves the clock by whole seconds, forward or back', () => {
    const now = Date.UTC(2026, 11, 7, 18);
    expect(fakeTimeOffset(Date.UTC(2026, 11, 31, 18), now)).toBe('+2073600');
    expect(fakeTimeOffset(now - 30_400, now)).toBe('-30');
    expect(fakeTimeOffset(now + 400, now)).toBe('+0');
  });
});

describe('the fake clock passed on', () => {
  it('is the preload and the faketime variables, and nothing on an ordinary run', () => {
    const env = { LD_PRELOAD: '/lib/faketime.so', FAKETIME: '+60', FAKETIME_NO_CACHE: '1', HOME: '/root' };
    expect(fakeClockVariables(env)).toEqual({
      LD_PRELOAD: '/lib/faketime.so',
      FAKETIME: '+60',
      FAKETIME_NO_CACHE: '1',
    });
    expect(fakeClockVariables({ HOME: '/root', PATH: '/bin' })).toEqual({});
  });
});
