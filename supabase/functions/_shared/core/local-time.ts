// Wall-clock time in an IANA time zone, read with Intl alone (no time-zone data of our own), for reminders.
import type { IsoDate } from './iso-date.ts';

/** A date and the minutes since its midnight on the clocks of one time zone. */
export interface LocalTime {
  date: IsoDate;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// 'Area/City' (with more parts for some, e.g. America/Argentina/Salta) or UTC: the names a browser reports.
const ZONE_NAME = /^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/;

/** Whether `value` names an IANA time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  if (!ZONE_NAME.test(value)) return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The date and time of day that clocks in `timeZone` show at `instant`. */
export function localTimeAt(instant: Date, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const year = (parts['year'] ?? '').padStart(4, '0');
  return {
    date: `${year}-${parts['month']}-${parts['day']}`,
    minutes: Number(parts['hour']) * 60 + Number(parts['minute']),
  };
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a time of day written 'HH:MM' (24-hour). */
export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** Minutes since midnight of a time of day 'HH:MM'; a RangeError for anything else. */
export function minutesOfClockTime(value: string): number {
  const match = CLOCK_TIME.exec(value);
  if (!match) throw new RangeError(`not a time of day (HH:MM): ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}
