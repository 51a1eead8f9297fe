import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClockTime, isTimeZone, localTimeAt, minutesOfClockTime } from './local-time.ts';

const MINUTE_MS = 60_000;
const instants = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) })
  .map((ms) => new Date(ms));

describe('localTimeAt', () => {
  it('reads a fixed-offset zone as plain arithmetic on UTC', () => {
    // Etc/GMT-N is N hours ahead of UTC (POSIX's inverted sign).
    fc.assert(
      fc.property(instants, fc.integer({ min: -12, max: 14 }), (instant, hours) => {
        const zone = hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
        const shifted = new Date(instant.getTime() + hours * 60 * MINUTE_MS);
        expect(localTimeAt(instant, zone)).toEqual({
          date: shifted.toISOString().slice(0, 10),
          minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
        });
      }),
    );
  });

  it('writes a year of fewer than four digits with leading zeros, as an ISO date is written', () => {
    expect(localTimeAt(new Date(Date.UTC(999, 11, 31, 23, 59)), 'UTC')).toEqual({
      date: '0999-12-31',
      minutes: 23 * 60 + 59,
    });
  });

  it('follows daylight saving in America/Los_Angeles', () => {
    // 2027-03-14: clocks jump from 02:00 PST to 03:00 PDT (10:00 UTC).
    expect(localTimeAt(new Date('2027-03-14T09:59:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2027-03-14',
      minutes: 60 + 59,
    });
    expect(localTimeAt(new Date('2027-03-14T10:00:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2027-03-14',
      minutes: 3 * 60,
    });
    expect(localTimeAt(new Date('2027-03-10T17:00:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2027-03-10',
      minutes: 9 * 60,
    });
  });
});

describe('isTimeZone', () => {
  it('takes the names browsers report and refuses anything else', () => {
    for (const zone of [
      'UTC',
      'America/Los_Angeles',
      'Europe/London',
      'America/Argentina/Salta',
      'Etc/GMT+8',
    ]) {
      expect(isTimeZone(zone)).toBe(true);
    }
    for (const zone of ['', 'Mars/Olympus', 'PST', '+01:00', 'America/', 'los angeles']) {
      expect(isTimeZone(zone)).toBe(false);
    }
  });
});

describe('clock times', () => {
  it('reads every HH:MM of a day, and only those', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minutes) => {
        const text = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        expect(isClockTime(text)).toBe(true);
        expect(minutesOfClockTime(text)).toBe(minutes);
      }),
    );
    for (const text of ['24:00', '9:00', '09:60', '09:00:00', ' 09:00']) {
      expect(isClockTime(text)).toBe(false);
      expect(() => minutesOfClockTime(text)).toThrow(RangeError);
      expect(() => minutesOfClockTime(text)).toThrow(text);
    }
  });
});
