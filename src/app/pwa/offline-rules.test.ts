import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEEP_HOURS } from '@halfwise/core/idempotency-contract.ts';
import { lastSeenText, OFFLINE_MAX_AGE_MS, waitingText } from './offline-rules.ts';

describe('offline wording', () => {
  it('names the time last seen on the 24-hour clock', () => {
    expect(lastSeenText(new Date(2026, 10, 23, 14, 5))).toBe('Offline — showing what you last saw at 14:05');
    expect(lastSeenText(new Date(2026, 10, 23, 9, 0))).toBe('Offline — showing what you last saw at 09:00');
  });

  it('counts the waiting changes', () => {
    expect(waitingText(1)).toBe('1 change waiting to sync');
    expect(waitingText(3)).toBe('3 changes waiting to sync');
  });
});

describe('a queued write and its idempotency key', () => {
  it('the server answers a key again for at least as long as the device keeps the write', () => {
    expect(IDEMPOTENCY_KEEP_HOURS * 60 * 60_000).toBeGreaterThanOrEqual(OFFLINE_MAX_AGE_MS);
  });
});
