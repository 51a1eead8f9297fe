import type { TxSql } from './db.ts';
import type { Tables } from './database.types.ts';
import type { Goal } from './core/contract/goals.ts';
import type { GoalPlan } from './core/goal-plan.ts';

type GoalColumn =
  | 'user_id'
  | 'name'
  | 'target_amount'
  | 'saved_amount'
  | 'timeframe_months'
  | 'emoji'
  | 'is_default'
  | 'updated_by'
  | 'target_month'
  | 'repeat_months'
  | 'next_due'
  | 'created_at';
/** public.future_plans as selected by goalColumns: postgres.js hands a bigint over as a string. */
export type GoalRow = Pick<Tables<'future_plans'>, GoalColumn> & { id: string; sort_order: string };

export const goalColumns = (tx: TxSql) =>
  tx`id, user_id, name, target_amount, saved_amount, timeframe_months, emoji, is_default, sort_order, updated_by,
    target_month, repeat_months, to_char(next_due, 'YYYY-MM-DD') as next_due,
    to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as created_at`;

/** The goal as the API answers it, with its plan from today (`plans` by id, goal-plan-read.ts). */
export function toGoal(row: GoalRow, plans: ReadonlyMap<number, GoalPlan>): Goal {
  const plan = plans.get(Number(row.id));
  if (!plan) throw new Error(`no plan for goal ${row.id}`);
  return {
    id: Number(row.id),
    userId: row.user_id,
    name: row.name,
    targetAmount: row.target_amount,
    savedAmount: row.saved_amount,
    timeframeMonths: row.timeframe_months,
    emoji: row.emoji,
    isDefault: row.is_default,
    sortOrder: Number(row.sort_order),
    updatedBy: row.updated_by,
    targetMonth: row.target_month,
    repeatMonths: row.repeat_months,
    nextDue: row.next_due,
    createdOn: row.created_at,
    perPaycheck: plan.perPaycheck,
    paydaysLeft: plan.paydaysLeft,
    status: plan.status,
    earliest: plan.earliest,
  };
}
