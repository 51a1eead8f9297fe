// Copy-to-next-month: the source month's paycheck dates worked out by the core, one call of
// public.copy_budget_to_month (a set-based SQL function that runs as the caller), then the target month's
// BudgetResponse, all in the request's transaction. Its undo: public.undo_budget_copy, the same way.
import {
  copyConflictMessage,
  copyUndoEditedMessage,
  noCopyToUndoMessage,
  NOTHING_TO_COPY_MESSAGE,
} from '@halfwise/core/budget-messages.ts';
import { moveKeptDate, monthYear, type MonthKey } from '@halfwise/core/calendar.ts';
import { copyDatesForward } from '@halfwise/core/copy-forward.ts';
import { budgetBodyOf } from './budget-body.ts';
import { budgetResponseSql, type BodyRow } from './budget-sql.ts';
import type { TxSql } from './db.ts';
import { HttpError, NOT_FOUND_MESSAGE } from './errors.ts';
import { payScheduleJsonSql, payScheduleOfJson } from './pay-schedule-store.ts';

/** The SQLSTATEs copy_budget_to_month raises (migration 20261121001000), as the caller should see them. */
function copyError(error: unknown, target: MonthKey): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'HW404') return new HttpError(404, NOT_FOUND_MESSAGE);
  if (code === 'HW400') return new HttpError(400, NOTHING_TO_COPY_MESSAGE);
  if (code === 'HW409') return new HttpError(409, copyConflictMessage(target));
  return error;
}

interface SourceRow {
  month: MonthKey;
  schedule: string | null;
  /** `[[id, date, name, kept_day], …]` as JSON text. */
  income: string;
}

/**
 * What copyDatesForward decides for the income of `sourceId`, by id: the new date of each paycheck it moves to
 * the target's matching payday, and null for each paycheck it leaves out (no such payday in the target). The rest
 * keep the day they were given in SQL (move_kept_date); expenses always do. Empty when the budget is not the caller's.
 */
async function paycheckDates(
  tx: TxSql,
  userId: string,
  sourceId: number,
  target: MonthKey,
): Promise<Record<string, string | null>> {
  const [source] = await tx<SourceRow[]>`
    select b.month, ${tx.unsafe(payScheduleJsonSql(userId))} as schedule,
           coalesce((select json_agg(json_build_array(i.id, i.date, i.name, i.kept_day)) from public.income_items i
                     where i.budget_id = b.id), '[]'::json)::text as income
    from public.budgets b where b.id = ${sourceId}`;
  if (!source) return {};
  const income = (JSON.parse(source.income) as [number, string | null, string, number | null][]).map(
    ([id, dueDate, name, keptDay]) => ({
      id,
      kind: 'income' as const,
      dueDate,
      name,
      keptDay,
    }),
  );
  const copied = copyDatesForward(payScheduleOfJson(source.schedule), source.month, target, income);
  const changed: Record<string, string | null> = {};
  income.forEach(({ id, dueDate, keptDay }, index) => {
    const fate = copied[index];
    if (!fate?.copied) changed[String(id)] = null;
    else if (fate.dueDate !== moveKeptDate(dueDate, keptDay, source.month, target).dueDate)
      changed[String(id)] = fate.dueDate;
  });
  return changed;
}

/** Copies `sourceId`'s items into `target` and answers the target month's BudgetResponse as JSON text. */
export async function copyBudgetToMonth(
  tx: TxSql,
  userId: string,
  sourceId: number,
  target: MonthKey,
): Promise<string> {
  const moved = await paycheckDates(tx, userId, sourceId, target);
  try {
    await tx`select public.order_budget_rows_by_day(public.copy_budget_to_month(${sourceId}, ${target}, ${monthYear(target)}, ${JSON.stringify(moved)}::text::jsonb))`;
  } catch (error) {
    throw copyError(error, target);
  }
  return budgetBodyOf(await tx.unsafe<BodyRow[]>(budgetResponseSql(userId, target)), target);
}

/** The SQLSTATEs undo_budget_copy raises (migration 20261123200000), as the caller should see them. */
function undoError(error: unknown, target: MonthKey): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'HW404') return new HttpError(404, NOT_FOUND_MESSAGE);
  if (code === 'HW409') return new HttpError(409, copyUndoEditedMessage(target));
  if (code === 'HW410') return new HttpError(409, noCopyToUndoMessage(target));
  return error;
}

/**
 * Undoes the last copy into budget `targetId` and answers that month's BudgetResponse as JSON text (with
 * `budget: null` when the copy had created it). 404 when the budget is not the caller's.
 */
export async function undoBudgetCopy(tx: TxSql, userId: string, targetId: number): Promise<string> {
  const [target] = await tx<{ month: MonthKey }[]>`select month from public.budgets where id = ${targetId}`;
  if (!target) throw new HttpError(404, NOT_FOUND_MESSAGE);
  try {
    await tx`select public.undo_budget_copy(${targetId})`;
  } catch (error) {
    throw undoError(error, target.month);
  }
  return budgetBodyOf(await tx.unsafe<BodyRow[]>(budgetResponseSql(userId, target.month)), target.month);
}
