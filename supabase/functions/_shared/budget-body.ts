// The answer of every budget read: the statement's body with the month's sections and coverage added, computed
// by the core's budgetOutlook (the code the screen runs) from this month's items, the pay schedule and next
// month's items it read, and each payday section's goal set-aside (core goal-plan.ts).
import { budgetOutlook } from '@halfwise/core/budget-outlook.ts';
import type { MonthKey } from '@halfwise/core/calendar.ts';
import type { BudgetSectionWire } from '@halfwise/core/contract/budget.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';
import { setAsideOn } from '@halfwise/core/goal-plan.ts';
import type { IsoDate } from '@halfwise/core/iso-date.ts';
import { onlyRow, type BodyRow } from './budget-sql.ts';
import { goalPlansOf, utcToday } from './goal-plan-read.ts';
import { payScheduleOfJson } from './pay-schedule-store.ts';

/**
 * An item as month_items_json (next month) and budget_json's `items` (this month) list it: income with its paid
 * flag and its name (which tells opening money apart), an expense with its paid flag on this month's list only.
 */
type CompactItem = [id: number, amount: number, date: string | null, isPaid?: boolean, name?: string];

interface CompactItems {
  i: CompactItem[];
  e: CompactItem[];
}

function sectionItemsOf({ i, e }: CompactItems): SectionItem[] {
  const item =
    (kind: SectionItem['kind']) =>
    ([id, amount, dueDate, isPaid, name]: CompactItem): SectionItem => ({
      id,
      kind,
      amount,
      dueDate,
      isPaid,
      name,
    });
  return [...i.map(item('income')), ...e.map(item('expense'))];
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
  const plans = row.goals === null ? [] : [...goalPlansOf(row.goals, schedule, today).values()];
  const { sections, verdict } = budgetOutlook(
    schedule,
    month,
    sectionItemsOf(items),
    items.c ?? 0,
    row.next === null ? null : sectionItemsOf(JSON.parse(row.next) as CompactItems),
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
      ...(payday ? { setAside: setAsideOn(plans, start) } : {}),
    }),
  );
  // The body is a JSON object as Postgres wrote it: the two fields go before its closing brace.
  return `${row.body.slice(0, -1)},"sections":${JSON.stringify(wire)},"coverage":${JSON.stringify(verdict)}}`;
}
