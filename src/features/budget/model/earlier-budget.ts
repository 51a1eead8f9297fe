// Whether any month before the one on screen has items: the empty state says so before its copy is pressed
// (issue 45, "No dead ends"; docs/budget-screen.md "Empty state").
import type { BaseBudgetResponse } from '@halfwise/core/contract/budget.ts';
import { addMonths, isBeforeMonth, type MonthKey } from '../../../domain/month.ts';

/** At most this many earlier months are read (newest first) to learn whether any has items. */
export const EARLIER_MONTHS_READ = 3;

/**
 * The months to read, newest first: from the month before `month` back to `firstBudgetMonth` (no month before
 * it can hold items: it is the sign-up month, moved earlier by an import), at most EARLIER_MONTHS_READ. None
 * when the month before is already earlier than the first budget month. `firstBudgetMonth` null: no such bound
 * is known (a partner's own first month says nothing of the owner's budget).
 */
export function earlierMonthsToRead(month: MonthKey, firstBudgetMonth: MonthKey | null): MonthKey[] {
  const months: MonthKey[] = [];
  for (
    let earlier = addMonths(month, -1);
    months.length < EARLIER_MONTHS_READ;
    earlier = addMonths(earlier, -1)
  ) {
    if (firstBudgetMonth !== null && isBeforeMonth(earlier, firstBudgetMonth)) break;
    months.push(earlier);
  }
  return months;
}

type Read = BaseBudgetResponse | null | undefined;

/** A month's read that has answered, with no items (null: no budget there). */
function answeredEmpty(read: Read): boolean {
  return read !== undefined && (read === null || read.incomeItems.length + read.expenseItems.length === 0);
}

/** 'none': no earlier month has items; 'some': one has; 'unknown': not (yet) known. */
export type EarlierBudget = 'none' | 'some' | 'unknown';

/**
 * What the reads of `months` (earlierMonthsToRead's, in its order; undefined while a read is pending or failed)
 * say. Every month read and empty means 'none' only when the reads reached the first budget month.
 */
export function earlierBudget(
  months: readonly MonthKey[],
  reads: readonly Read[],
  firstBudgetMonth: MonthKey | null,
): EarlierBudget {
  for (const index of months.keys()) {
    const read = reads[index];
    if (read === undefined) return 'unknown';
    if (!answeredEmpty(read)) return 'some';
  }
  const oldest = months.at(-1);
  const reachedFirst =
    firstBudgetMonth !== null && (oldest === undefined || !isBeforeMonth(firstBudgetMonth, oldest));
  return reachedFirst ? 'none' : 'unknown';
}

/** Whether the month `index` of the list is read: only once every newer one has answered with no items. */
export function readsMonth(index: number, reads: readonly Read[]): boolean {
  return reads.slice(0, index).every(answeredEmpty);
}

/** The budget COPY BUDGET copies from: none when the month has no budget or no items (nothing to copy). */
export function copySource(budgetId: number | null | undefined, itemCount: number): number | null {
  return itemCount > 0 ? (budgetId ?? null) : null;
}
