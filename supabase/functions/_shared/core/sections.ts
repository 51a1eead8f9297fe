// A month cut at its paydays into sections, and the section an item's day falls in.
import { daysInMonth, itemDay, type MonthKey } from './calendar.ts';
import { isoDateInMonth, type IsoDate } from './iso-date.ts';
import { paydaysInMonth, type PaySchedule } from './pay-schedule.ts';

/** Days startDay..endDay of one month, both included; `payday` when it opens with a payday. */
export interface MonthSection {
  start: IsoDate;
  end: IsoDate;
  startDay: number;
  endDay: number;
  payday: boolean;
}

/**
 * The month's sections in order: when the first payday is after the 1st, the days before it (paid from last
 * month's leftover, `payday: false`); then one per payday, up to the day before the next payday, the last one
 * to month end. Together they hold every day of the month exactly once. The default schedule gives 1–14, 15–end.
 */
export function monthSections(schedule: PaySchedule, month: MonthKey): MonthSection[] {
  const paydays = paydaysInMonth(schedule, month);
  const starts = paydays[0] === 1 ? paydays : [1, ...paydays];
  const length = daysInMonth(month);
  return starts.map((startDay, index) => {
    const endDay = (starts[index + 1] ?? length + 1) - 1;
    return {
      start: isoDateInMonth(month, startDay),
      end: isoDateInMonth(month, endDay),
      startDay,
      endDay,
      payday: paydays.includes(startDay),
    };
  });
}

/** The index of the section holding `day`; a day outside the sections counts as their first or last day. */
export function sectionIndexOfDay(sections: readonly MonthSection[], day: number): number {
  const index = sections.findIndex((section) => day <= section.endDay);
  return index === -1 ? sections.length - 1 : index;
}

/**
 * The day of the month an item is due: its day (budget-calendar's itemDay, 15 when unreadable), and a day the
 * month does not have (the 31st in April) its last day, which keeps such items in the late half as isEarlyDay does.
 */
export function itemDayInMonth(dueDate: string | null, month: MonthKey): number {
  return itemDayWithin(dueDate, daysInMonth(month));
}

/** itemDayInMonth in a month of `length` days, for callers placing many items in one month. */
export function itemDayWithin(dueDate: string | null, length: number): number {
  return Math.min(itemDay(dueDate), length);
}
