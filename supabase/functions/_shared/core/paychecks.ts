// Paychecks follow the schedule: the paydays still without one, the amount to offer, and dates for moves and copies.
import { dateInMonth, moveDateToMonth, type MonthKey } from './calendar.ts';
import { isoDateInMonth, monthKeyOfIsoDate, type IsoDate } from './iso-date.ts';
import { paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import type { ItemKind, SectionItem } from './section-item.ts';
import { itemDayInMonth, type MonthSection } from './sections.ts';

type DatedItem = Pick<SectionItem, 'kind' | 'dueDate'>;

/** The paydays of the month (as dates) with no income due on that very day. */
export function missingPaychecks(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly DatedItem[],
): IsoDate[] {
  const paid = new Set(items.filter(isIncome).map((item) => itemDayInMonth(item.dueDate, month)));
  return paydaysInMonth(schedule, month)
    .filter((day) => !paid.has(day))
    .map((day) => isoDateInMonth(month, day));
}

/**
 * The latest paycheck of the month: of the income due on a payday, the one on the latest day (the highest id on
 * a tie, the most recently added). Its amount, or null when the month has no income on a payday.
 */
export function latestPaycheckAmount(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly Pick<SectionItem, 'id' | 'kind' | 'amount' | 'dueDate'>[],
): number | null {
  const paydays = new Set(paydaysInMonth(schedule, month));
  let latest: { day: number; id: number; amount: number } | null = null;
  for (const item of items.filter(isIncome)) {
    const day = itemDayInMonth(item.dueDate, month);
    if (!paydays.has(day)) continue;
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

export interface CopiedDate {
  dueDate: string | null;
  /** Income on the n-th payday of a month that has no n-th payday: it kept its day, so offer to place it. */
  missingPayday: boolean;
}

/**
 * An item's date when its month is copied to `to`. Income due on the n-th payday of `from` goes to the n-th
 * payday of `to`; everything else keeps its day as the copy always has (budget-calendar's moveDateToMonth, the
 * same rule as the SQL copy), and so does income whose n-th payday `to` lacks, reported as `missingPayday`.
 * A new date keeps the old one's form: 'MM/DD/YYYY' or a plain day number; null and other text are kept.
 */
export function copyDateForward(
  schedule: PaySchedule,
  from: MonthKey,
  to: MonthKey,
  dueDate: string | null,
  kind: ItemKind,
): CopiedDate {
  const kept = { dueDate: moveDateToMonth(dueDate, to), missingPayday: false };
  if (kind !== 'income' || dueDate === null) return kept;
  const day = itemDayInMonth(dueDate, from);
  const nth = paydaysInMonth(schedule, from).indexOf(day);
  if (nth === -1) return kept;
  const target = paydaysInMonth(schedule, to)[nth];
  if (target === undefined) return { ...kept, missingPayday: true };
  if (itemDayInMonth(kept.dueDate, to) === target) return kept;
  if (dueDate.includes('/')) return { dueDate: dateInMonth(to, target), missingPayday: false };
  if (/^\d+$/.test(dueDate.trim())) return { dueDate: String(target), missingPayday: false };
  return kept;
}

function isIncome(item: DatedItem): boolean {
  return item.kind === 'income';
}
