import type { TxSql } from './db.ts';
import type { Tables } from './database.types.ts';
import type { Goal } from './core/contract/goals.ts';

type GoalColumn =
  | 'user_id'
  | 'name'
  | 'target_amount'
  | 'saved_amount'
  | 'timeframe_months'
  | 'emoji'
  | 'is_default'
  | 'updated_by';
/** public.future_plans as selected by goalColumns: postgres.js hands a bigint over as a string. */
export type GoalRow = Pick<Tables<'future_plans'>, GoalColumn> & { id: string; sort_order: string };

export const goalColumns = (tx: TxSql) =>
  tx`id, user_id, name, target_amount, saved_amount, timeframe_months, emoji, is_default, sort_order, updated_by`;

export function toGoal(row: GoalRow): Goal {
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
  };
}
