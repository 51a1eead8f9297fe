import { describe, expect, it } from 'vitest';
import { fakeTimeOffset, readTestClock } from './fake-clock.ts';

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
