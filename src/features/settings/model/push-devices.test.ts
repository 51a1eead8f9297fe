import { describe, expect, it } from 'vitest';
import { deviceLine } from './push-devices.ts';

describe('deviceLine', () => {
  it('names a device by its push service and says when it was added and renewed', () => {
    expect(
      deviceLine({
        endpoint: 'https://web.push.apple.com/QAbc',
        createdAt: '2026-12-08T12:00:00Z',
        renewedAt: '2027-01-03T12:00:00Z',
      }),
    ).toEqual({
      endpoint: 'https://web.push.apple.com/QAbc',
      name: 'Safari',
      dates: 'Added Dec 8, 2026, renewed Jan 3, 2027',
    });
  });

  it('leaves out a renewal on the day it was added, and names an unknown service by its host', () => {
    const line = deviceLine({
      endpoint: 'http://127.0.0.1:8090/notify/abc',
      createdAt: '2026-12-08T12:00:00Z',
      renewedAt: '2026-12-08T12:30:00Z',
    });
    expect(line).toMatchObject({ name: '127.0.0.1', dates: 'Added Dec 8, 2026' });
  });
});
