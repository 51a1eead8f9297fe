// The answer of every budget read: the statement's body with the month's sections and coverage added, computed
// by the core's budgetOutlook (the code the screen runs) from the pay schedule and next month's items it read.
import { budgetOutlook } from '@halfwise/core/budget-outlook.ts';
import type { MonthKey } from '@halfwise/core/calendar.ts';
import type { BaseBudgetResponse, BudgetSectionWire } from '@halfwise/core/contract/budget.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';
import { onlyRow, type BodyRow } from './budget-sql.ts';
import { payScheduleOfJson } from './pay-schedule-store.ts';

type CompactItem = [id: number, amount: number, date: string | null];

function itemsOf(response: BaseBudgetResponse): SectionItem[] {
  return [
    ...response.incomeItems.map((i): SectionItem => ({
      id: i.id,
      kind: 'income',
      amount: i.amount,
      dueDate: i.date,
      isPaid: i.isPaid,
    })),
    ...response.expenseItems.map((e): SectionItem => ({
      id: e.id,
      kind: 'expense',
      amount: e.amount,
      dueDate: e.dueDate,
      isPaid: e.isPaid,
    })),
  ];
}

function nextItemsOf(text: string | null): SectionItem[] | null {
  if (text === null) return null;
  const { i, e } = JSON.parse(text) as { i: CompactItem[]; e: CompactItem[] };
  const item =
    (kind: SectionItem['kind']) =>
    ([id, amount, dueDate]: CompactItem): SectionItem => ({
      id,
      kind,
      amount,
      dueDate,
    });
  return [...i.map(item('income')), ...e.map(item('expense'))];
}

/** BudgetResponse as JSON text for `month`, from budgetResponseSql's one row. */
export function budgetBodyOf(rows: readonly BodyRow[], month: MonthKey): string {
  const row = onlyRow(rows);
  const response = JSON.parse(row.body) as BaseBudgetResponse;
  const { sections, verdict } = budgetOutlook(
    payScheduleOfJson(row.schedule),
    month,
    itemsOf(response),
    response.budget?.carryForward ?? 0,
    nextItemsOf(row.next),
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
    }),
  );
  // The body is a JSON object as Postgres wrote it: the two fields go before its closing brace.
  return `${row.body.slice(0, -1)},"sections":${JSON.stringify(wire)},"coverage":${JSON.stringify(verdict)}}`;
}
