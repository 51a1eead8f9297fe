import type { ImportResult } from '../core/contract/own-data.ts';
import { monthYear } from '../core/calendar.ts';
import {
  BUDGET_FIELDS,
  DATA_FILE_MESSAGES,
  EXPENSE_FIELDS,
  GOAL_FIELDS,
  GOAL_SETTINGS_FIELDS,
  INCOME_FIELDS,
  MAX_IMPORT_ITEMS,
  PROFILE_FIELDS,
  SET_ASIDE_TICK_FIELDS,
  type DataFile,
  type DataFileBudget,
} from '../core/data-file.ts';
import type { TxSql } from '../db.ts';
import { HttpError } from '../errors.ts';
import { savePaySchedule } from '../pay-schedule-store.ts';
import { toColumns, type ColumnValues } from './table-rows.ts';

export const IMPORT_MESSAGES = Object.freeze({
  tooManyItems: (count: number) =>
    `The file has ${count} items; an import takes at most ${MAX_IMPORT_ITEMS.toLocaleString('en-US')}`,
  monthTwice: 'Appears twice in the file',
});

const goalKey = (name: unknown) => String(name).trim().toLowerCase();

/** Refusals a schema cannot see: the item limit and a month given twice. */
export function checkDataFile(file: DataFile): void {
  const items =
    file.goals.length +
    file.budgets.reduce((sum, budget) => sum + budget.incomeItems.length + budget.expenseItems.length, 0);
  if (items > MAX_IMPORT_ITEMS) throw new HttpError(400, IMPORT_MESSAGES.tooManyItems(items));
  const seen = new Set<string>();
  file.budgets.forEach((budget, index) => {
    if (seen.has(budget.month))
      throw new HttpError(400, `budgets[${index}].month: ${IMPORT_MESSAGES.monthTwice}`);
    seen.add(budget.month);
  });
  const goals = new Set(file.goals.map((goal) => goalKey(goal.name)));
  file.budgets.forEach((budget, index) =>
    budget.expenseItems.forEach((item, at) => {
      if (item.goal !== null && !goals.has(goalKey(item.goal)))
        throw new HttpError(400, `budgets[${index}].expenseItems[${at}].goal: ${DATA_FILE_MESSAGES.goal}`);
    }),
  );
  file.setAsideTicks.forEach((tick, index) =>
    tick.parts.forEach((part, at) => {
      if (!goals.has(goalKey(part.goal)))
        throw new HttpError(400, `setAsideTicks[${index}].parts[${at}].goal: ${DATA_FILE_MESSAGES.goal}`);
    }),
  );
}

type Replace = boolean;

/** The profile describes the person who imports: names, birthday and email choice come back; the sign-in email does not. */
async function restoreProfile(tx: TxSql, userId: string, file: DataFile): Promise<void> {
  const { first_budget_month: firstMonth, ...personal } = toColumns(PROFILE_FIELDS, file.profile);
  await tx`update public.profiles set ${tx(personal)} where id = ${userId}`;
  // The month strip starts at the first budget month: the file's opens the months it opened before.
  await tx`select public.extend_first_budget_month(${String(firstMonth)})`;
}

async function restorePaySchedule(tx: TxSql, userId: string, file: DataFile, replace: Replace) {
  const [existing] = await tx`select 1 from public.pay_schedules where user_id = ${userId}`;
  if (existing && !replace) return { imported: false, conflict: true };
  await savePaySchedule(tx, userId, file.paySchedule);
  return { imported: true, conflict: false };
}

async function restoreGoals(tx: TxSql, file: DataFile, replace: Replace) {
  const existing = await tx<
    { id: number; name: string }[]
  >`select id, name from public.future_plans order by id`;
  const byName = new Map(existing.map((goal) => [goalKey(goal.name), goal.id]));
  const conflicts: string[] = [];
  const fresh: ColumnValues[] = [];
  for (const goal of file.goals) {
    const columns = toColumns(GOAL_FIELDS, goal);
    const id = byName.get(goalKey(goal.name));
    if (id === undefined) fresh.push(columns);
    else if (replace) await tx`update public.future_plans set ${tx(columns)} where id = ${id}`;
    else conflicts.push(String(goal.name));
  }
  if (fresh.length > 0) await tx`insert into public.future_plans ${tx(fresh)}`;
  return { imported: file.goals.length - conflicts.length, conflicts };
}

/** The file's switches, as the profile is: restored (no row is written for a switch left off). */
async function restoreGoalSettings(tx: TxSql, userId: string, file: DataFile): Promise<void> {
  if (!file.goalSettings) return;
  const { into_budget: intoBudget } = toColumns(GOAL_SETTINGS_FIELDS, file.goalSettings);
  if (intoBudget)
    await tx`insert into public.goal_settings (user_id, into_budget) values (${userId}, true)
             on conflict (user_id) do update set into_budget = true`;
  else await tx`update public.goal_settings set into_budget = false where user_id = ${userId}`;
}

/**
 * The file's ticked set-asides, their parts linked to the account's goals by name. Their amounts are already in the
 * file's Future Goals balances, so nothing is added again; a payday already ticked is kept unless `replace`.
 */
async function restoreSetAsideTicks(
  tx: TxSql,
  userId: string,
  file: DataFile,
  goalIds: ReadonlyMap<string, number>,
  replace: Replace,
): Promise<void> {
  for (const tick of file.setAsideTicks) {
    const row = {
      ...toColumns(SET_ASIDE_TICK_FIELDS, tick),
      user_id: userId,
      parts: tx.json(tick.parts.map((part) => [goalIds.get(goalKey(part.goal)) ?? null, part.amount])),
    };
    if (replace)
      await tx`insert into public.goal_set_aside_ticks ${tx(row)}
               on conflict (user_id, payday) do update set amount = excluded.amount, parts = excluded.parts`;
    else
      await tx`insert into public.goal_set_aside_ticks ${tx(row)} on conflict (user_id, payday) do nothing`;
  }
}

interface ExistingBudget {
  id: number;
  month: string;
  in_use: boolean;
}

/** Writes one month: its budget's fields, and its items after any it had (replace clears them first). */
async function restoreBudget(
  tx: TxSql,
  userId: string,
  budget: DataFileBudget,
  existing: ExistingBudget | undefined,
  goalIds: ReadonlyMap<string, number>,
) {
  const fields = toColumns(BUDGET_FIELDS, budget);
  let budgetId = existing?.id;
  if (budgetId === undefined) {
    const [row] = await tx<{ id: number }[]>`
      insert into public.budgets ${tx({ ...fields, user_id: userId, month: budget.month, year: monthYear(budget.month) })}
      returning id`;
    budgetId = row!.id;
  } else {
    await tx`delete from public.income_items where budget_id = ${budgetId}`;
    await tx`delete from public.expense_items where budget_id = ${budgetId}`;
    await tx`update public.budgets set ${tx(fields)} where id = ${budgetId}`;
  }
  const owned = { budget_id: budgetId, user_id: userId };
  const income = budget.incomeItems.map((item) => ({ ...toColumns(INCOME_FIELDS, item), ...owned }));
  const expenses = budget.expenseItems.map((item) => ({
    ...toColumns(EXPENSE_FIELDS, item),
    ...owned,
    goal_id: item.goal === null ? null : (goalIds.get(goalKey(item.goal)) ?? null),
    goal_spent_months:
      item.goalSpentMonths === null ? null : tx.json(item.goalSpentMonths as Record<string, number>),
  }));
  if (income.length > 0) await tx`insert into public.income_items ${tx(income)}`;
  if (expenses.length > 0) await tx`insert into public.expense_items ${tx(expenses)}`;
}

/**
 * Restores an export into the caller's account, in the caller's transaction (RLS applies). A month that already
 * has anything in it (an item, a carry-forward or a goals balance), a goal of the same name and an existing pay
 * schedule are conflicts: listed and left alone, or overwritten when `replace`.
 */
export async function importDataFile(
  tx: TxSql,
  userId: string,
  file: DataFile,
  replace: Replace,
): Promise<ImportResult> {
  checkDataFile(file);
  await restoreProfile(tx, userId, file);
  const paySchedule = await restorePaySchedule(tx, userId, file, replace);
  const goals = await restoreGoals(tx, file, replace);
  await restoreGoalSettings(tx, userId, file);
  // An expense names its goal; the account's goal of that name (imported, or kept on a conflict) is the one.
  const ownGoals = await tx<{ id: string; name: string }[]>`
    select id, name from public.future_plans where user_id = ${userId}`;
  const goalIds = new Map(ownGoals.map((goal) => [goalKey(goal.name), Number(goal.id)]));
  await restoreSetAsideTicks(tx, userId, file, goalIds, replace);

  const existing = await tx<ExistingBudget[]>`
    select b.id, b.month,
           (b.carry_forward <> 0 or b.future_goals_balance <> 0
            or exists (select 1 from public.income_items i where i.budget_id = b.id)
            or exists (select 1 from public.expense_items e where e.budget_id = b.id)) as in_use
    from public.budgets b`;
  const byMonth = new Map(existing.map((budget) => [budget.month, budget]));
  const conflicts: string[] = [];
  const counts = { budgets: 0, incomeItems: 0, expenseItems: 0 };
  for (const budget of file.budgets) {
    const current = byMonth.get(budget.month);
    if (current?.in_use && !replace) {
      conflicts.push(budget.month);
      continue;
    }
    await restoreBudget(tx, userId, budget, current, goalIds);
    counts.budgets += 1;
    counts.incomeItems += budget.incomeItems.length;
    counts.expenseItems += budget.expenseItems.length;
  }

  return {
    mode: replace ? 'replace' : 'keep',
    imported: { ...counts, goals: goals.imported, paySchedule: paySchedule.imported },
    conflicts: { budgets: conflicts, goals: goals.conflicts, paySchedule: paySchedule.conflict },
  };
}
