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

/**
 * The last answers, keyed by everything an answer is computed from (the month and the row's three texts, whole):
 * a month read again unchanged (a refetch, another tab, the partner) skips the parse and the outlook, which are
 * most of GET budget's own time. Any change to the budget, its items, the schedule or next month changes the key.
 */
const recentAnswers = new Map<string, string>();
const RECENT_ANSWERS = 256;

/** BudgetResponse as JSON text for `month`, from budgetResponseSql's one row. */
export function budgetBodyOf(rows: readonly BodyRow[], month: MonthKey): string {
  const row = onlyRow(rows);
  const key = `${month}\u0000${row.schedule ?? '\u0001'}\u0000${row.next ?? '\u0001'}\u0000${row.body}`;
  const known = recentAnswers.get(key);
  if (known !== undefined) return known;
  const answer = answerOf(row, month);
  if (recentAnswers.size >= RECENT_ANSWERS) recentAnswers.delete(recentAnswers.keys().next().value as string);
  recentAnswers.set(key, answer);
  return answer;
}

function answerOf(row: BodyRow, month: MonthKey): string {
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
