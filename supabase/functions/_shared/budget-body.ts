// The answer of every budget read: the statement's body with the month's sections and coverage added, computed
// by the core's budgetOutlook (the code the screen runs) from this month's items, the pay schedule and next
// month's items it read, and each payday section's goal set-aside (core goal-plan.ts).
import { budgetOutlook } from '@halfwise/core/budget-outlook.ts';
import type { MonthKey } from '@halfwise/core/calendar.ts';
import type { BudgetSectionWire } from '@halfwise/core/contract/budget.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';
import type { IsoDate } from '@halfwise/core/iso-date.ts';
import type { SetAsideLine } from '@halfwise/core/set-aside-lines.ts';
import { onlyRow, type BodyRow } from './budget-sql.ts';
import { setAsideLinesIn, utcToday } from './goal-plan-read.ts';
import { payScheduleOfJson } from './pay-schedule-store.ts';

/**
 * An item as month_items_json (next month) and budget_json's `items` (this month) list it: income with its paid
 * flag and its name (which tells opening money apart), an expense with its paid flag on this month's list only and
 * its goal (null when none) on both.
 */
type CompactItem = [
  id: number,
  amount: number,
  date: string | null,
  isPaid?: boolean,
  name?: string | null,
  goalId?: number | null,
];

interface CompactItems {
  i: CompactItem[];
  e: CompactItem[];
}

function sectionItemsOf({ i, e }: CompactItems): SectionItem[] {
  const item =
    (kind: SectionItem['kind']) =>
    ([id, amount, dueDate, isPaid, name, goalId]: CompactItem): SectionItem => ({
      id,
      kind,
      amount,
      dueDate,
      isPaid,
      name,
      goalId,
    });
  return [...i.map(item('income')), ...e.map(item('expense'))];
}

/** A payday section's line on the wire; while the switch is off, only `setAside` 0 (the answer as before). */
function setAsideWire(
  line: SetAsideLine | undefined,
): Pick<BudgetSectionWire, 'setAside' | 'setAsidePaid' | 'setAsideParts'> {
  if (!line) return { setAside: 0 };
  return { setAside: line.amount, setAsidePaid: line.paid, setAsideParts: line.parts };
}

/**
 * BudgetResponse as JSON text for `month`, from budgetResponseSql's one row: the body as Postgres wrote it, with
 * the sections and the verdict computed from the row's short `items` (the body itself is never parsed).
 */
export function budgetBodyOf(rows: readonly BodyRow[], month: MonthKey, today: IsoDate = utcToday()): string {
  const row = onlyRow(rows);
  // The carry-forward (null without a budget) and the items in the body's order.
  const items = JSON.parse(row.items) as CompactItems & { c: number | null };
  const schedule = payScheduleOfJson(row.schedule);
  const lines = setAsideLinesIn(row.goals, schedule, [month], today);
  const { sections, verdict } = budgetOutlook(
    schedule,
    month,
    sectionItemsOf(items),
    items.c ?? 0,
    row.next === null ? null : sectionItemsOf(JSON.parse(row.next) as CompactItems),
    lines && { lines },
  );
  const wire = sections.map(
    ({ start, end, payday, incomeIds, expenseIds, endBalance, lowest, unpaid }): BudgetSectionWire => ({
      start,
      end,
      payday,
      incomeIds,
      expenseIds,
      endBalance,
      lowest,
      unpaid,
      ...(payday ? setAsideWire(lines?.get(start)) : {}),
    }),
  );
  // The body is a JSON object as Postgres wrote it: the two fields go before its closing brace.
  return `${row.body.slice(0, -1)},"sections":${JSON.stringify(wire)},"coverage":${JSON.stringify(verdict)}}`;
}
