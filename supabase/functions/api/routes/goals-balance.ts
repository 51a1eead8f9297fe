import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import type { FutureGoalsBalance } from '@halfwise/core/contract/goals.ts';
import { HttpError, NOT_FOUND_MESSAGE } from '../../_shared/errors.ts';
import { balanceBody, dollarsToCents } from '@halfwise/core/goal-schemas.ts';
import { currentUtcMonth, ensureBalanceMonth } from '../../_shared/goal-balance-store.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

/** The Future Goals savings balance lives on the current month's budget (budgets.future_goals_balance). */
export function goalBalanceRoutes({ db, verifyToken }: ApiDeps) {
  return new Hono<ApiEnv>().post('/future-goals/balance', requireUser(verifyToken), async (c) => {
    const { balance } = await parseJsonBody(c, balanceBody);
    const cents = dollarsToCents(balance);
    const month = currentUtcMonth();
    const [row] = await db.withUserTx(c.get('claims'), async (tx) => {
      await ensureBalanceMonth(tx, month);
      return tx<{ month: string; future_goals_balance: number }[]>`
        update public.budgets set future_goals_balance = ${cents}
        where user_id = public.budget_owner() and month = ${month}
        returning month, future_goals_balance`;
    });
    // Only if the caller deleted this month's budget between the two statements.
    if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const answer: FutureGoalsBalance = { month: row.month, futureGoalsBalance: row.future_goals_balance };
    return c.json(answer);
  });
}
