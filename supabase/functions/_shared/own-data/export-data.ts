import { monthKeyOf } from '../core/calendar.ts';
import {
  BUDGET_FIELDS,
  DATA_FILE_VERSION,
  EXPENSE_FIELDS,
  GOAL_FIELDS,
  GOAL_SETTINGS_FIELDS,
  INCOME_FIELDS,
  PROFILE_FIELDS,
  SET_ASIDE_TICK_FIELDS,
  type DataFile,
} from '../core/data-file.ts';
import type { TxSql } from '../db.ts';
import { readPaySchedule } from '../pay-schedule-store.ts';
import { readRows, toFileRow } from './table-rows.ts';

/** The month of `now` in UTC, as the server dates a budget (the Future Goals balance lives on it). */
export const utcMonthOf = (now: Date) => monthKeyOf(now.getUTCFullYear(), now.getUTCMonth() + 1);

/** `halfwise-YYYY-MM-DD.json` (or .csv): the day of the export, in UTC. */
export const exportFileName = (now: Date, format: string) =>
  `halfwise-${now.toISOString().slice(0, 10)}.${format}`;

/** Everything the caller owns, in the export file's shape (run as the caller: RLS shows only their rows). */
export async function readDataFile(tx: TxSql, userId: string, now: Date): Promise<DataFile> {
  const [profile] = await readRows(tx, 'profiles', PROFILE_FIELDS, ['id', 'email'], ['id']);
  const goals = await readRows(tx, 'future_plans', GOAL_FIELDS, ['id'], ['id']);
  // A partner sees the owner's row too (household RLS): only the caller's own goes in the file.
  const settings = await readRows(tx, 'goal_settings', GOAL_SETTINGS_FIELDS, ['user_id'], ['user_id']);
  const ownSettings = settings.find((row) => row.user_id === userId) ?? { into_budget: false };
  const budgets = await readRows(tx, 'budgets', BUDGET_FIELDS, ['id', 'month'], ['month']);
  const income = await readRows(
    tx,
    'income_items',
    INCOME_FIELDS,
    ['id', 'budget_id'],
    ['budget_id', 'sort_order', 'id'],
  );
  const expenses = await readRows(
    tx,
    'expense_items',
    EXPENSE_FIELDS,
    ['id', 'budget_id', 'goal_id'],
    ['budget_id', 'sort_order', 'id'],
  );
  // The owner's ticks only: a partner's file carries no one else's Future Goals lines.
  const ticks = (
    await readRows(tx, 'goal_set_aside_ticks', SET_ASIDE_TICK_FIELDS, ['user_id', 'parts'], ['payday'])
  ).filter((row) => row.user_id === userId);
  const goalNames = new Map(goals.map((goal) => [goal.id, goal.name as string]));
  const itemsOf = (rows: Record<string, unknown>[], budgetId: unknown) =>
    rows.filter((row) => row.budget_id === budgetId);

  const fileBudgets = budgets.map((budget) => ({
    month: budget.month as string,
    ...toFileRow(BUDGET_FIELDS, budget),
    incomeItems: itemsOf(income, budget.id).map((row) => toFileRow(INCOME_FIELDS, row)),
    expenseItems: itemsOf(expenses, budget.id).map((row) => ({
      ...toFileRow(EXPENSE_FIELDS, row),
      goal: goalNames.get(row.goal_id) ?? null,
    })),
  }));
  const thisMonth = fileBudgets.find((budget) => budget.month === utcMonthOf(now));
  return {
    version: DATA_FILE_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      email: (profile?.email as string | null) ?? null,
      ...toFileRow(PROFILE_FIELDS, profile ?? {}),
    },
    paySchedule: await readPaySchedule(tx, userId),
    goalsBalance: (thisMonth?.futureGoalsBalance as number | undefined) ?? 0,
    goals: goals.map((row) => toFileRow(GOAL_FIELDS, row)),
    goalSettings: toFileRow(GOAL_SETTINGS_FIELDS, ownSettings),
    setAsideTicks: ticks.map((row) => ({
      ...toFileRow(SET_ASIDE_TICK_FIELDS, row),
      parts: (row.parts as [number, number][]).map(([goalId, amount]) => ({
        goal: goalNames.get(goalId) ?? '',
        amount,
      })),
    })),
    budgets: fileBudgets,
  } as DataFile;
}
