// Copy-to-next-month: one call of public.copy_budget_to_month (a set-based SQL function that runs as the caller),
// then the target month's BudgetResponse, both in the request's transaction.
import { copyConflictMessage, NOTHING_TO_COPY_MESSAGE } from './core/budget-messages.ts';
import { monthYear, type MonthKey } from './core/calendar.ts';
import { bodyOf, budgetResponseSql, type BodyRow } from './budget-sql.ts';
import type { TxSql } from './db.ts';
import { HttpError, NOT_FOUND_MESSAGE } from './errors.ts';

/** The SQLSTATEs copy_budget_to_month raises (migration 20261121001000), as the caller should see them. */
function copyError(error: unknown, target: MonthKey): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'HW404') return new HttpError(404, NOT_FOUND_MESSAGE);
  if (code === 'HW400') return new HttpError(400, NOTHING_TO_COPY_MESSAGE);
  if (code === 'HW409') return new HttpError(409, copyConflictMessage(target));
  return error;
}

/** Copies `sourceId`'s items into `target` and answers the target month's BudgetResponse as JSON text. */
export async function copyBudgetToMonth(
  tx: TxSql,
  userId: string,
  sourceId: number,
  target: MonthKey,
): Promise<string> {
  try {
    await tx`select public.copy_budget_to_month(${sourceId}, ${target}, ${monthYear(target)})`;
  } catch (error) {
    throw copyError(error, target);
  }
  return bodyOf(await tx.unsafe<BodyRow[]>(budgetResponseSql(userId, target)));
}
