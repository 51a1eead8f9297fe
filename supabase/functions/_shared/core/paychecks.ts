// Paychecks follow the schedule: the paydays still without one, the amount to offer, and dates for moves.
import { dateInMonth, type MonthKey } from './calendar.ts';
import { isoDateInMonth, monthKeyOfIsoDate, type IsoDate } from './iso-date.ts';
import { paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import { isOpeningMoney, type SectionItem } from './section-item.ts';
import { itemDayInMonth, type MonthSection } from './sections.ts';

export type DatedItem = Pick<SectionItem, 'kind' | 'dueDate' | 'name' | 'keptDay'>;

/**
 * A paycheck: income due on a payday of its month. Opening money (the month's bank balance, money carried over)
 * is never one, even on a payday.
 */
export function isPaycheck(item: DatedItem, paydays: ReadonlySet<number>, month: MonthKey): boolean {
  return item.kind === 'income' && !isOpeningMoney(item) && paydays.has(itemDayInMonth(item.dueDate, month));
}

/** The paydays of the month (as dates) with no paycheck on that very day. */
export function missingPaychecks(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly DatedItem[],
): IsoDate[] {
  const paydays = new Set(paydaysInMonth(schedule, month));
  const paid = new Set(
    items
      .filter((item) => isPaycheck(item, paydays, month))
      .map((item) => itemDayInMonth(item.dueDate, month)),
  );
  return [...paydays].filter((day) => !paid.has(day)).map((day) => isoDateInMonth(month, day));
}

/**
 * The latest paycheck of the month: of its paychecks (isPaycheck), the one on the latest day (the highest id on
 * a tie, the most recently added). Its amount, or null when the month has no paycheck.
 */
export function latestPaycheckAmount(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly Pick<SectionItem, 'id' | 'kind' | 'amount' | 'dueDate' | 'name'>[],
): number | null {
  const paydays = new Set(paydaysInMonth(schedule, month));
  let latest: { day: number; id: number; amount: number } | null = null;
  for (const item of items.filter((entry) => isPaycheck(entry, paydays, month))) {
    const day = itemDayInMonth(item.dueDate, month);
    if (latest === null || day > latest.day || (day === latest.day && item.id > latest.id)) {
      latest = { day, id: item.id, amount: item.amount };
    }
  }
  return latest?.amount ?? null;
}

/** The date an item gets when moved into a section: its first day, 'MM/DD/YYYY' (the spec's 1st or 15th). */
export function moveDateToSection(section: MonthSection): string {
  return dateInMonth(monthKeyOfIsoDate(section.start), section.startDay);
}

/** A month's items, as the budgets ahead are read for the goals' plan. */
export interface MonthItems {
  month: MonthKey;
  items: readonly Pick<SectionItem, 'kind' | 'amount' | 'dueDate' | 'name'>[];
}

/**
 * The smallest paycheck (isPaycheck) dated after `today` in the months given, or null when none is entered: the
 * most a single payday can set aside for the goals (goal-plan.ts).
 */
export function smallestPaycheckAfter(
  schedule: PaySchedule,
  today: IsoDate,
  months: readonly MonthItems[],
): number | null {
  let smallest: number | null = null;
  for (const { month, items } of months) {
    const paydays = new Set(paydaysInMonth(schedule, month));
    for (const item of items) {
      if (!isPaycheck(item, paydays, month)) continue;
      if (isoDateInMonth(month, itemDayInMonth(item.dueDate, month)) <= today) continue;
      if (smallest === null || item.amount < smallest) smallest = item.amount;
    }
  }
  return smallest;
}
