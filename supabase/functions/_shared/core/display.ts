// The words a month's sections show: titles, closing-balance labels, the short-paycheck flag and the name of
// money carried over. Amounts arrive already formatted, so the caller keeps its money formatting.
import { daysInMonth, type MonthKey } from './calendar.ts';
import { monthKeyOfIsoDate } from './iso-date.ts';
import { paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import type { MonthSection } from './sections.ts';

export const MONTH_END_BALANCE_LABEL = 'Month-end balance';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st */
export function ordinalDay(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** '1st – 14th', '15th – month end', '5th – 19th'; a one-day section that is not the last: '4th'. */
export function sectionTitle(section: MonthSection): string {
  const first = ordinalDay(section.startDay);
  if (endsMonth(section)) return `${first} – month end`;
  return section.endDay === section.startDay ? first : `${first} – ${ordinalDay(section.endDay)}`;
}

/** The balance under a section, before the next payday: 'Balance on the 15th', or the month-end balance. */
export function closingBalanceLabel(section: MonthSection): string {
  return endsMonth(section) ? MONTH_END_BALANCE_LABEL : `Balance on the ${ordinalDay(section.endDay + 1)}`;
}

/**
 * The flag on a section whose closing balance is below zero, `shortBy` its formatted shortfall:
 * 'This paycheck runs short by $120 before the 20th' ('by month end' for the last section; a section before
 * the month's first payday is paid from last month's leftover).
 */
export function shortSectionMessage(section: MonthSection, shortBy: string): string {
  const subject = section.payday ? 'This paycheck' : "Last month's leftover";
  const when = endsMonth(section) ? 'by month end' : `before the ${ordinalDay(section.endDay + 1)}`;
  return `${subject} runs short by ${shortBy} ${when}`;
}

/** The day an income carried over names ('Remaining for {Mon} 15 bills'): the second payday, or the only one. */
export function remainingForBillsDay(schedule: PaySchedule, month: MonthKey): number {
  const paydays = paydaysInMonth(schedule, month);
  return paydays[1] ?? paydays[0] ?? 1;
}

/** 'Remaining for Nov 15 bills', with the month's short name as the caller shows it. */
export function remainingForBillsName(shortMonth: string, day: number): string {
  return `Remaining for ${shortMonth} ${day} bills`;
}

function endsMonth(section: MonthSection): boolean {
  return section.endDay === daysInMonth(monthKeyOfIsoDate(section.end));
}
