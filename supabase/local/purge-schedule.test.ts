import { describe, expect, it } from 'vitest';
import { nextRunAfter } from './purge-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('nextRunAfter: when a purge job next runs, in UTC as pg_cron reads its schedule', () => {
  it('an hourly job runs at its minute of this hour, or of the next once that minute has come', () => {
    expect(nextRunAfter('20 * * * *', at('2026-12-08T10:05:30Z'))).toEqual(at('2026-12-08T10:20:00Z'));
    expect(nextRunAfter('20 * * * *', at('2026-12-08T10:20:00Z'))).toEqual(at('2026-12-08T11:20:00Z'));
    expect(nextRunAfter('5 * * * *', at('2026-12-31T23:59:00Z'))).toEqual(at('2027-01-01T00:05:00Z'));
  });

  it('a daily job runs at its time today, or tomorrow once that time has come', () => {
    expect(nextRunAfter('30 3 * * *', at('2026-12-08T01:00:00Z'))).toEqual(at('2026-12-08T03:30:00Z'));
    expect(nextRunAfter('30 3 * * *', at('2026-12-08T03:30:00.001Z'))).toEqual(at('2026-12-09T03:30:00Z'));
    expect(nextRunAfter('0 4 * * *', at('2026-02-28T12:00:00Z'))).toEqual(at('2026-03-01T04:00:00Z'));
  });

  it('refuses a schedule it cannot read rather than run it at another time', () => {
    for (const schedule of ['*/15 * * * *', '60 * * * *', '0 24 * * *', '0 3 * * 1', ''])
      expect(() => nextRunAfter(schedule, at('2026-12-08T00:00:00Z'))).toThrow(
        /purge schedule not understood/,
      );
  });
});
