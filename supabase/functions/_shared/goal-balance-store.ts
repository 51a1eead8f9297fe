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
