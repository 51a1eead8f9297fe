// A goal's bill paid from what was set aside (docs/domain.md "Goals funded by paycheck"): while it is ticked paid
// and linked to a goal, and the goals' set-asides are in the budget, its amount is taken, up to what the Future
// Goals balance holds, from the balance; each month gives at most what it holds (expense_items.goal_spent, and
// goal_spent_months by month). Unticking, unlinking, deleting it or its goal gives each month back exactly that.
import type { TxSql } from './db.ts';
import {
  currentUtcMonth,
  giveBackToBalance,
  takeFromBalance,
  type MonthTakes,
} from './goal-balance-store.ts';

/** What an expense's paid tick reads, from its row after the change (locked by it). */
export interface GoalBillRow {
  /** A bigint, as the driver reads it: text. */
  id: string;
  amount: number;
  isPaid: boolean;
  /** The goal it is the bill of (text, as `id`), or null. */
  goalId: string | null;
  goalSpent: number | null;
  goalSpentMonths: MonthTakes | null;
}

/** The columns of GoalBillRow, as an insert's, update's or delete's `returning` list names them. */
export const GOAL_BILL_COLUMNS =
  'id, amount, is_paid as "isPaid", goal_id as "goalId", goal_spent as "goalSpent", goal_spent_months as "goalSpentMonths"';

/** What makes a bill take again: a paid tick sent, or a new amount or goal (as an untick, the edit and a tick). */
export interface BillChange {
  ticked: boolean;
  changed: boolean;
}

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

async function setSpent(tx: TxSql, id: string, cents: number | null, months: MonthTakes | null) {
  await tx`update public.expense_items
           set goal_spent = ${cents}, goal_spent_months = ${months === null ? null : tx.json(months)}
           where id = ${id}`;
}

/**
 * Gives back what `bill` took (nothing when it took nothing), from the current month on; answers whether the
 * balance moved. `keepsRow`: the bill stays, so it is marked as having taken nothing.
 */
export async function releaseGoalBill(
  tx: TxSql,
  bill: Pick<GoalBillRow, 'id' | 'goalSpent' | 'goalSpentMonths'>,
  { keepsRow }: { keepsRow: boolean },
  now = new Date(),
): Promise<boolean> {
  if (bill.goalSpent === null) return false;
  await giveBackToBalance(tx, currentUtcMonth(now), bill.goalSpent, bill.goalSpentMonths);
  if (keepsRow) await setSpent(tx, bill.id, null, null);
  return true;
}

/** Takes a paid linked bill's amount, up to this month's balance, while the switch is on. */
async function takeForBill(tx: TxSql, bill: GoalBillRow, now: Date): Promise<boolean> {
  if (!bill.isPaid || bill.goalId === null || !(await intoBudget(tx))) return false;
  const month = currentUtcMonth(now);
  const cents = Math.min(bill.amount, await balanceOf(tx, month));
  if (cents <= 0) return false;
  await setSpent(tx, bill.id, cents, await takeFromBalance(tx, month, cents));
  return true;
}

/**
 * Moves the Future Goals balance (the current month's and every later one's) after `bill` was created or changed
 * in `tx`, so it holds what ticking the bill as it now is would give; answers whether it moved. A bill that took
 * something gives it back once it is no longer paid and linked, or its amount or goal changed; a paid linked bill
 * that took nothing takes on a paid tick or such a change. Other changes move nothing.
 */
export async function settleGoalBill(
  tx: TxSql,
  bill: GoalBillRow,
  { ticked, changed }: BillChange,
  now = new Date(),
): Promise<boolean> {
  let released = false;
  if (bill.goalSpent !== null) {
    if (bill.isPaid && bill.goalId !== null && !changed) return false;
    released = await releaseGoalBill(tx, bill, { keepsRow: true }, now);
  }
  const taken = (ticked || changed) && (await takeForBill(tx, bill, now));
  return released || taken;
}

/** Gives back what the paid bills of goal `goalId` took, before the goal goes (its bills are then unlinked). */
export async function releaseBillsOfGoal(tx: TxSql, goalId: number, now = new Date()): Promise<void> {
  const bills = await tx<GoalBillRow[]>`
    select ${tx.unsafe(GOAL_BILL_COLUMNS)} from public.expense_items
    where goal_id = ${goalId} and goal_spent is not null
    for update`;
  for (const bill of bills) await releaseGoalBill(tx, bill, { keepsRow: true }, now);
}
