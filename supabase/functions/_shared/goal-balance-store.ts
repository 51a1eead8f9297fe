// The Future Goals balance (budgets.future_goals_balance): the current month's, carried to every later month that
// exists (docs/api.md "Future Goals").
import type { TxSql } from './db.ts';

/** The current month as 'yyyy-MM', in UTC. */
export function currentUtcMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/**
 * Makes sure the budget owner has `month`'s budget, where the balance lives. "Do nothing" on conflict: when the
 * budget screen creates that month at the same moment, one budget wins and this waits for it.
 */
export async function ensureBalanceMonth(tx: TxSql, month: string): Promise<void> {
  await tx`
    insert into public.budgets (user_id, month, year, carry_forward)
    values (public.budget_owner(), ${month}, ${Number(month.slice(0, 4))}, 0)
    on conflict (user_id, month) do nothing`;
}

/**
 * Adds `cents` (negative: takes them) to the balance of `month` and every later month of the budget owner, never
 * below 0; answers `month`'s new balance (0 when it has no budget).
 */
export async function addToBalance(tx: TxSql, month: string, cents: number): Promise<number> {
  const rows = await tx<{ month: string; future_goals_balance: number }[]>`
    update public.budgets set future_goals_balance = greatest(0, future_goals_balance + ${cents})
    where user_id = public.budget_owner() and month >= ${month}
    returning month, future_goals_balance`;
  return rows.find((row) => row.month === month)?.future_goals_balance ?? 0;
}

/** What a take took from each month's balance: 'yyyy-MM' → cents. */
export type MonthTakes = Record<string, number>;

/**
 * Takes `cents` from the balance of `month` and of every later month of the budget owner, each giving at most what
 * it holds; answers what each gave.
 */
export async function takeFromBalance(tx: TxSql, month: string, cents: number): Promise<MonthTakes> {
  const rows = await tx<{ month: string; taken: number }[]>`
    with held as (
      select id, month, least(future_goals_balance, ${cents}) as taken from public.budgets
      where user_id = public.budget_owner() and month >= ${month}
      for update)
    update public.budgets b set future_goals_balance = b.future_goals_balance - held.taken
    from held where b.id = held.id
    returning held.month, held.taken`;
  return Object.fromEntries(rows.map((row) => [row.month, row.taken]));
}

/**
 * Gives back what a take took, to `month` and every later month of the budget owner: what `takes` says the month
 * gave, or, for a month made since, what the latest month before it gave (a copy carried that month's balance).
 * With no `takes` (a take recorded before months were), every month gets `cents`.
 */
export async function giveBackToBalance(
  tx: TxSql,
  month: string,
  cents: number,
  takes: MonthTakes | null,
): Promise<void> {
  await tx`
    update public.budgets b set future_goals_balance = b.future_goals_balance + coalesce(
      (select taken.value::integer from jsonb_each_text(${takes === null ? null : tx.json(takes)}::jsonb) taken
       where taken.key <= b.month order by taken.key desc limit 1),
      ${cents})
    where b.user_id = public.budget_owner() and b.month >= ${month}`;
}
