import { Hono } from 'hono';
import type { SetAsideTickAnswer } from '@halfwise/core/contract/goals.ts';
import { setAsidesQuery, type SetAsidesResponse } from '@halfwise/core/contract/runway.ts';
import { WHAT_IF_MESSAGES } from '@halfwise/core/runway-what-if.ts';
import {
  SET_ASIDE_TICK_MESSAGES,
  setAsideTickBody,
  setAsideTickParams,
} from '@halfwise/core/goal-schemas.ts';
import { requireUser, requireUserForReads } from '../../_shared/auth.ts';
import { budgetOwnerOf } from '../../_shared/budget-owner.ts';
import type { TxSql } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { addToBalance, currentUtcMonth, ensureBalanceMonth } from '../../_shared/goal-balance-store.ts';
import { readSetAsideLine, utcToday } from '../../_shared/goal-plan-read.ts';
import { setAsidesReadSql, setAsidesWith, type SetAsidesRow } from '../../_shared/runway-read.ts';
import { parseQuery } from '../../_shared/validate-query.ts';
import { parseJsonBody, parseParams } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { runwayDays } from './runway-request.ts';

async function balanceOf(tx: TxSql, month: string): Promise<number> {
  const [row] = await tx<{ future_goals_balance: number }[]>`
    select future_goals_balance from public.budgets where user_id = public.budget_owner() and month = ${month}`;
  return row?.future_goals_balance ?? 0;
}

/**
 * The payday's 'Future Goals' lines (docs/api.md "Future Goals"). GET: their amounts as the goals' plan makes them
 * with another Future Goals balance (what a what-if's move from it leaves; writes nothing). PUT, the paid tick:
 * ticking stores the line's amount and adds it to the Future Goals balance in one transaction; unticking takes
 * both back. Either member of a shared budget reads and ticks the owner's lines. Ticking what is ticked, or
 * unticking what is not, changes nothing.
 */
export function goalSetAsideRoutes({ db, verifyToken }: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/goals/set-asides', requireUserForReads(verifyToken), async (c) => {
      const query = parseQuery(c, setAsidesQuery);
      const { from, planDay } = runwayDays(query.today);
      const [row] = await db.readAsUser<SetAsidesRow[]>(c.get('claims'), setAsidesReadSql(planDay));
      if (!row) throw new Error('the set-asides statement returned no row');
      const balance = query.balance ?? row.balance;
      if (balance > row.balance)
        throw new HttpError(400, `balance: ${WHAT_IF_MESSAGES.overBalance(row.balance)}`);
      const answer: SetAsidesResponse = { setAsides: setAsidesWith(row, from, balance, planDay) };
      return c.json(answer);
    })
    .put('/goals/set-asides/:date', requireUser(verifyToken), async (c) => {
      const { date } = parseParams(c, setAsideTickParams);
      const { paid } = await parseJsonBody(c, setAsideTickBody);
      const today = utcToday();
      const month = currentUtcMonth();
      const answer = await db.withUserTx(c.get('claims'), async (tx): Promise<SetAsideTickAnswer> => {
        const owner = await budgetOwnerOf(tx);
        if (paid) {
          const line = await readSetAsideLine(tx, date, today);
          if (line?.paid)
            return { date, paid, amount: line.amount, futureGoalsBalance: await balanceOf(tx, month) };
          if (!line || line.amount === 0)
            throw new HttpError(400, `date: ${SET_ASIDE_TICK_MESSAGES.notPlanned}`);
          const parts = line.parts.map(({ goalId, amount }) => [goalId, amount]);
          const [inserted] = await tx<{ amount: number }[]>`
          insert into public.goal_set_aside_ticks (user_id, payday, amount, parts)
          values (${owner}, ${date}, ${line.amount}, ${tx.json(parts)})
          on conflict (user_id, payday) do nothing
          returning amount`;
          // Ticked by the other member in the meantime: their tick stands.
          if (!inserted)
            return { date, paid, amount: line.amount, futureGoalsBalance: await balanceOf(tx, month) };
          await ensureBalanceMonth(tx, month);
          return {
            date,
            paid,
            amount: line.amount,
            futureGoalsBalance: await addToBalance(tx, month, line.amount),
          };
        }
        const [removed] = await tx<{ amount: number }[]>`
        delete from public.goal_set_aside_ticks where user_id = ${owner} and payday = ${date} returning amount`;
        const futureGoalsBalance = removed
          ? await addToBalance(tx, month, -removed.amount)
          : await balanceOf(tx, month);
        return { date, paid, amount: 0, futureGoalsBalance };
      });
      return c.json(answer);
    });
}
