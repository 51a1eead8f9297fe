// Copy forward: the date each item of a month gets in the month it is copied to, under the person's pay schedule.
import { dateInMonth, moveKeptDate, type MonthKey } from './calendar.ts';
import { paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import { isPaycheck, type DatedItem } from './paychecks.ts';
import { itemDayInMonth } from './sections.ts';

/**
 * An item's fate in the copy: copied with a date, or left out (a paycheck for a payday the target lacks). A copied
 * item whose date falls on an earlier day than the one it was given (the target lacks it) keeps that day in
 * `keptDay`; absent otherwise.
 */
export type CopiedDate = { copied: true; dueDate: string | null; keptDay?: number } | { copied: false };

/**
 * The date each of `items` (a month `from`'s) gets when the month is copied to `to`, in the same order.
 * - Paychecks (isPaycheck) fill the target's paydays in order. A schedule on fixed days (twice a month, monthly)
 *   pays on the same n-th day every month, so the paycheck of the n-th payday goes to the n-th payday. A floating
 *   schedule (every week or two) moves its paydays from month to month: the source's paid paydays, in order, fill
 *   the target's paydays, 1st to 1st, 2nd to 2nd (a three-paycheck month's paychecks on the 15th and 29th become
 *   the next month's 12th and 26th).
 * - A paycheck with no matching payday in the target is not copied: no copy creates income on a day the target's
 *   schedule does not pay. A target payday left without one is offered by missingPaychecks.
 * - Every other item, opening money included, keeps the day of month it was given (moveKeptDate: on the month's
 *   last day in a month without that day, and back on its day in the next month that has it; the same rule as the
 *   SQL copy).
 * A paycheck already on its target day keeps its date as it is; a moved one keeps its form where it can: 'MM/DD/YYYY'
 * stays a date, anything else becomes a plain day number.
 */
export function copyDatesForward(
  schedule: PaySchedule,
  from: MonthKey,
  to: MonthKey,
  items: readonly DatedItem[],
): CopiedDate[] {
  const sourcePaydays = paydaysInMonth(schedule, from);
  const payset = new Set(sourcePaydays);
  const paidDays = [
    ...new Set(items.filter((item) => isPaycheck(item, payset, from)).map((item) => paydayOf(item, from))),
  ].sort((a, b) => a - b);
  const slots = schedule.kind === 'biweekly' || schedule.kind === 'weekly' ? paidDays : sourcePaydays;
  const targetPaydays = paydaysInMonth(schedule, to);
  return items.map((item): CopiedDate => {
    const moved = moveKeptDate(item.dueDate, item.keptDay, from, to);
    const kept: CopiedDate =
      moved.keptDay === null
        ? { copied: true, dueDate: moved.dueDate }
        : { copied: true, dueDate: moved.dueDate, keptDay: moved.keptDay };
    if (!isPaycheck(item, payset, from)) return kept;
    const target = targetPaydays[slots.indexOf(paydayOf(item, from))];
    if (target === undefined) return { copied: false };
    if (paydayOf({ ...item, dueDate: moved.dueDate }, to) === target) return kept;
    return { copied: true, dueDate: item.dueDate?.includes('/') ? dateInMonth(to, target) : String(target) };
  });
}

function paydayOf(item: DatedItem, month: MonthKey): number {
  return itemDayInMonth(item.dueDate, month);
}
