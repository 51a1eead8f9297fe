import { Hono } from 'hono';
import { requireUser, requireUserForReads, type JwtClaims } from '../../_shared/auth.ts';
import { copyBudgetToMonth, undoBudgetCopy } from '../../_shared/budget-copy.ts';
import {
  budgetIdParams,
  budgetMonthParams,
  copyBudgetBody,
  createBudgetBody,
} from '@halfwise/core/budget-schemas.ts';
import { budgetBodyOf } from '../../_shared/budget-body.ts';
import { budgetResponseSql, type BodyRow } from '../../_shared/budget-sql.ts';
import { HttpError, NOT_FOUND_MESSAGE } from '../../_shared/errors.ts';
import { respond, runIdempotent } from '../../_shared/idempotency.ts';
import { budgetOwnerOf } from '../../_shared/budget-owner.ts';
import type { Db } from '../../_shared/db.ts';
import { jsonText } from '../../_shared/json-text.ts';
import { sqlStringLiteral } from '../../_shared/sql-literal.ts';
import { parseJsonBody, parseParams } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

/**
 * RLS would only hide a budget the caller may not see (an empty answer); the API says 404 as for any row not
 * theirs. Their own is always theirs; another person's only while they are that person's partner.
 */
async function requireAccess(db: Db, claims: JwtClaims, userId: string): Promise<void> {
  if (userId === claims.sub) return;
  const statement = `select private.can_access(${sqlStringLiteral(userId)}::uuid) as allowed`;
  const [row] = await db.readAsUser<{ allowed: boolean }[]>(claims, statement);
  if (!row?.allowed) throw new HttpError(404, NOT_FOUND_MESSAGE);
}

/** A month's budget with its items, its creation, copy-to-next-month and its undo (docs/api.md, "Budgets and items"). */
export function budgetRoutes({ db, verifyToken }: ApiDeps) {
  const signedIn = requireUser(verifyToken);
  return new Hono<ApiEnv>()
    .get('/budget/:userId/:month/:year', requireUserForReads(verifyToken), async (c) => {
      const { userId, month } = parseParams(c, budgetMonthParams);
      const claims = c.get('claims');
      await requireAccess(db, claims, userId);
      // One statement, one round trip (begin, claims, statement and commit pipelined); it reads the pay
      // schedule and next month's items too, for the sections and the verdict.
      const rows = await db.readAsUser<BodyRow[]>(claims, budgetResponseSql(userId, month));
      return jsonText(c, budgetBodyOf(rows, month));
    })
    .post('/budget', signedIn, async (c) => {
      const { userId, month, year, carryForward } = await parseJsonBody(c, createBudgetBody);
      const claims = c.get('claims');
      await requireAccess(db, claims, userId);
      // `on conflict do nothing`: a second tab creating the same month at the same moment waits for the first
      // one's commit, inserts nothing, and then reads the budget the first one made.
      const outcome = await runIdempotent(c, db, claims, async (tx) => {
        const inserted = await tx`
          insert into public.budgets (user_id, month, year, carry_forward)
          values (${userId}, ${month}, ${year}, ${carryForward})
          on conflict (user_id, month) do nothing
          returning id`;
        const body = budgetBodyOf(await tx.unsafe<BodyRow[]>(budgetResponseSql(userId, month)), month);
        return { status: inserted.length > 0 ? 201 : 200, body };
      });
      return respond(c, outcome);
    })
    .post('/budget/:budgetId/copy-to-next-month', signedIn, async (c) => {
      const { budgetId } = parseParams(c, budgetIdParams);
      const { targetMonth } = await parseJsonBody(c, copyBudgetBody);
      const claims = c.get('claims');
      const body = await db.withUserTx(claims, async (tx) =>
        copyBudgetToMonth(tx, await budgetOwnerOf(tx), budgetId, targetMonth),
      );
      return jsonText(c, body);
    })
    .delete('/budget/:budgetId/copy', signedIn, async (c) => {
      const { budgetId } = parseParams(c, budgetIdParams);
      const claims = c.get('claims');
      // Idempotent like a create: a retry of an undo that went through gets its answer, not a refusal.
      const outcome = await runIdempotent(c, db, claims, async (tx) => ({
        status: 200,
        body: await undoBudgetCopy(tx, await budgetOwnerOf(tx), budgetId),
      }));
      return respond(c, outcome);
    });
}
