// A goal's bill paid from what was set aside (docs/domain.md "Goals funded by paycheck"): ticking it paid while the
// goals' set-asides are in the budget takes its amount, up to what the Future Goals balance holds, from the
// balance; unticking puts back exactly what was taken (expense_items.goal_spent).
import type { TxSql } from './db.ts';
import { addToBalance, currentUtcMonth } from './goal-balance-store.ts';

/** What the expense's paid tick reads, from its row after the change (locked by it). */
export interface GoalBillRow {
  id: number;
  amount: number;
  isPaid: boolean;
  linked: boolean;
  goalSpent: number | null;
}

/** The columns of GoalBillRow but `id`, as an update's `returning` list names them. */
export const GOAL_BILL_COLUMNS =
  'amount, is_paid as "isPaid", goal_id is not null as linked, goal_spent as "goalSpent"';

async function intoBudget(tx: TxSql): Promise<boolean> {
  const [row] = await tx<{ into_budget: boolean }[]>`
    select into_budget from public.goal_settings where user_id = public.budget_owner()`;
  return row?.into_budget ?? false;
}

async function balanceOf(tx: TxSql, month: string): Promise<number> {
  const [row] = await tx<{ future_goals_balance: number }[]>`
    select future_goals_balance from public.budgets where user_id = public.budget_owner() and month = ${month}`;
  return row?.future_goals_balance ?? 0;
}

async function setSpent(tx: TxSql, id: number, cents: number | null): Promise<void> {
  await tx`update public.expense_items set goal_spent = ${cents} where id = ${id}`;
}

/**
 * Moves the Future Goals balance (the current month's and every later one's) after the paid flag of `bill` was
 * set in `tx`; answers whether it moved. Ticking what took nothing yet, or unticking what did, only.
 */
export async function settleGoalBill(tx: TxSql, bill: GoalBillRow, now = new Date()): Promise<boolean> {
  const month = currentUtcMonth(now);
  if (!bill.isPaid) {
    if (bill.goalSpent === null) return false;
    await addToBalance(tx, month, bill.goalSpent);
    await setSpent(tx, bill.id, null);
    return true;
  }
  if (!bill.linked || bill.goalSpent !== null || !(await intoBudget(tx))) return false;
  const taken = Math.min(bill.amount, await balanceOf(tx, month));
  if (taken <= 0) return false;
  await addToBalance(tx, month, -taken);
  await setSpent(tx, bill.id, taken);
  return true;
}
