// A user's pay schedule and the days of a month it pays on.
import { daysInMonth, monthNumber, monthYear, type MonthKey } from './calendar.ts';
import { dayNumber, dayNumberOf, type IsoDate } from './iso-date.ts';

export type PaySchedule =
  /** Twice a month on two days, 1 ≤ days[0] < days[1] ≤ 31. */
  | { kind: 'semimonthly'; days: readonly [number, number] }
  /** Every 14 days from a known payday. */
  | { kind: 'biweekly'; anchor: IsoDate }
  /** Every 7 days from a known payday. */
  | { kind: 'weekly'; anchor: IsoDate }
  /** Once a month on a day 1..31. */
  | { kind: 'monthly'; day: number };

export type PayScheduleKind = PaySchedule['kind'];

export const PAY_SCHEDULE_KINDS: readonly PayScheduleKind[] = Object.freeze([
  'semimonthly',
  'biweekly',
  'weekly',
  'monthly',
]);

/** The spec's paydays, the 1st and the 15th: a user who never sets a schedule has this one. */
export const DEFAULT_PAY_SCHEDULE: PaySchedule = Object.freeze({
  kind: 'semimonthly',
  days: Object.freeze([1, 15] as const),
});

const PERIOD_DAYS = { biweekly: 14, weekly: 7 } as const;

/**
 * The days of `month` the schedule pays on, ascending and distinct (never empty). A day past the month's end
 * means its last day, so the 30th and 31st are both the 28th in a 28-day February. Biweekly and weekly paydays
 * are the dates a whole number of periods before or after the anchor, however far away the anchor is.
 */
export function paydaysInMonth(schedule: PaySchedule, month: MonthKey): number[] {
  const length = daysInMonth(month);
  switch (schedule.kind) {
    case 'semimonthly':
      return [...new Set(schedule.days.map((day) => Math.min(day, length)))].sort((a, b) => a - b);
    case 'monthly':
      return [Math.min(schedule.day, length)];
    case 'biweekly':
    case 'weekly': {
      const period = PERIOD_DAYS[schedule.kind];
      const first = dayNumber(monthYear(month), monthNumber(month), 1);
      const offset = modulo(dayNumberOf(schedule.anchor) - first, period);
      const days: number[] = [];
      for (let day = offset + 1; day <= length; day += period) days.push(day);
      return days;
    }
  }
}

function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
