// Copy-to-next-month: the source month's paycheck dates worked out by the core, one call of
// public.copy_budget_to_month (a set-based SQL function that runs as the caller), then the target month's
// BudgetResponse, all in the request's transaction. Its undo: public.undo_budget_copy, the same way.
import {
  copyConflictMessage,
  copyUndoEditedMessage,
  noCopyToUndoMessage,
  NOTHING_TO_COPY_MESSAGE,
} from '@halfwise/core/budget-messages.ts';
import { addMonths, moveKeptDate, monthYear, type MonthKey } from '@halfwise/core/calendar.ts';
import {
  CARRIED_LEFTOVER_NAME,
  carryLeftover,
  openingDate,
  type CarriedLeftover,
} from '@halfwise/core/carry-leftover.ts';
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
  carry_forward: number;
  /** `[[id, date, name, amount, kept_day], …]` in the month's order, as JSON text. */
  income: string;
  /** `[[amount, due date], …]` as JSON text. */
  expense: string;
}

/** The copy's plan: the income dates it changes, and the leftover it carries (copy to the month after only). */
interface CopyPlan {
  moved: Record<string, string | null>;
  carried: (CarriedLeftover & { holderName: string | null }) | null;
}

/**
 * What copyDatesForward decides for the income of `sourceId`, by id: the new date of each paycheck it moves to
 * the target's matching payday, and null for each paycheck it leaves out (no such payday in the target). The rest
 * keep the day they were given in SQL (move_kept_date); expenses always do. Into the month right after the source,
 * the leftover is carried (carryLeftover): the opening money that holds it moves to the 1st, the other opening money
 * is left out. Empty when the budget is not the caller's.
 */
async function copyPlan(tx: TxSql, userId: string, sourceId: number, target: MonthKey): Promise<CopyPlan> {
  const [source] = await tx<SourceRow[]>`
    select b.month, b.carry_forward, ${tx.unsafe(payScheduleJsonSql(userId))} as schedule,
           coalesce((select json_agg(json_build_array(i.id, i.date, i.name, i.amount, i.kept_day)
                                     order by i.sort_order, i.id)
                     from public.income_items i where i.budget_id = b.id), '[]'::json)::text as income,
           coalesce((select json_agg(json_build_array(e.amount, e.due_date)) from public.expense_items e
                     where e.budget_id = b.id), '[]'::json)::text as expense
    from public.budgets b where b.id = ${sourceId}`;
  if (!source) return { moved: {}, carried: null };
  const income = (JSON.parse(source.income) as [number, string | null, string, number, number | null][]).map(
    ([id, dueDate, name, amount, keptDay]) => ({
      id,
      kind: 'income' as const,
      dueDate,
      name,
      amount,
      keptDay,
    }),
  );
  const schedule = payScheduleOfJson(source.schedule);
  const copied = copyDatesForward(schedule, source.month, target, income);
  const changed: Record<string, string | null> = {};
  income.forEach(({ id, dueDate, keptDay }, index) => {
    const fate = copied[index];
    if (!fate?.copied) changed[String(id)] = null;
    else if (fate.dueDate !== moveKeptDate(dueDate, keptDay, source.month, target).dueDate)
      changed[String(id)] = fate.dueDate;
  });
  if (target !== addMonths(source.month, 1)) return { moved: changed, carried: null };
  const expenses = (JSON.parse(source.expense) as [number, string | null][]).map(
    ([amount, dueDate], index) => ({
      id: -index - 1,
      kind: 'expense' as const,
      amount,
      dueDate,
    }),
  );
  const carried = carryLeftover(schedule, source.month, [...income, ...expenses], source.carry_forward);
  for (const index of carried.dropped) changed[String(income[index]?.id)] = null;
  const holder = carried.holder === null ? null : (income[carried.holder] ?? null);
  if (holder) changed[String(holder.id)] = openingDate(holder.dueDate, target);
  return { moved: changed, carried: { ...carried, holderName: holder?.name ?? null } };
}

/**
 * Writes the carried leftover into the month a copy just filled: the amount on the opening money that holds it (or
 * a new 'Starting cash' on the 1st, first in the month), the carry-forward, and the copy's record of the month's
 * revision, so the copy can still be undone as one change.
 */
async function writeLeftover(
  tx: TxSql,
  targetId: number,
  target: MonthKey,
  carried: NonNullable<CopyPlan['carried']>,
) {
  if (carried.holderName !== null) {
    await tx`update public.income_items set amount = ${carried.amount}
             where budget_id = ${targetId} and name = ${carried.holderName}`;
  } else if (carried.amount > 0) {
    await tx`insert into public.income_items (budget_id, user_id, name, amount, date, sort_order)
             select b.id, b.user_id, ${CARRIED_LEFTOVER_NAME}, ${carried.amount}, ${openingDate(null, target)},
                    least(coalesce((select min(sort_order) from public.income_items where budget_id = b.id), 0),
                          coalesce((select min(sort_order) from public.expense_items where budget_id = b.id), 0)) - 1
             from public.budgets b where b.id = ${targetId}`;
  }
  await tx`update public.budgets set carry_forward = ${carried.carryForward}
           where id = ${targetId} and carry_forward <> ${carried.carryForward}`;
  await tx`update public.budget_copies c set revision = b.revision
           from public.budgets b where b.id = ${targetId} and c.budget_id = b.id`;
}

/** Copies `sourceId`'s items into `target` and answers the target month's BudgetResponse as JSON text. */
export async function copyBudgetToMonth(
  tx: TxSql,
  userId: string,
  sourceId: number,
  target: MonthKey,
): Promise<string> {
  const { moved, carried } = await copyPlan(tx, userId, sourceId, target);
  let targetId: number;
  try {
    const [row] = await tx<{ id: string }[]>`
      select public.copy_budget_to_month(${sourceId}, ${target}, ${monthYear(target)}, ${JSON.stringify(moved)}::text::jsonb)::text as id`;
    targetId = Number(row?.id);
  } catch (error) {
    throw copyError(error, target);
  }
  if (carried) await writeLeftover(tx, targetId, target, carried);
  // After the leftover is written, so the month's rows, a new bank balance included, are placed by day.
  await tx`select public.order_budget_rows_by_day(${targetId})`;
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
