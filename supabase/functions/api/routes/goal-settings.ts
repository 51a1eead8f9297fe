import { Hono } from 'hono';
import type { GoalSettings } from '@halfwise/core/contract/goals.ts';
import { goalSettingsBody } from '@halfwise/core/goal-schemas.ts';
import { requireUser } from '../../_shared/auth.ts';
import { budgetOwnerOf } from '../../_shared/budget-owner.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

/**
 * The Goals screen's settings (docs/api.md "Future Goals"): the budget owner's, so both members of a shared budget
 * read and set the same switch; off until set.
 */
export function goalSettingsRoutes({ db, verifyToken }: ApiDeps) {
  const signedIn = requireUser(verifyToken);
  return new Hono<ApiEnv>()
    .get('/goals/settings', signedIn, async (c) => {
      const [row] = await db.withUserTx(
        c.get('claims'),
        (tx) => tx<{ into_budget: boolean }[]>`
          select into_budget from public.goal_settings where user_id = public.budget_owner()`,
      );
      const answer: GoalSettings = { intoBudget: row?.into_budget ?? false };
      return c.json(answer);
    })
    .put('/goals/settings', signedIn, async (c) => {
      const { intoBudget } = await parseJsonBody(c, goalSettingsBody);
      await db.withUserTx(c.get('claims'), async (tx) => {
        await tx`
          insert into public.goal_settings (user_id, into_budget) values (${await budgetOwnerOf(tx)}, ${intoBudget})
          on conflict (user_id) do update set into_budget = excluded.into_budget`;
      });
      const answer: GoalSettings = { intoBudget };
      return c.json(answer);
    });
}
