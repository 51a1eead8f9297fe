import { deleteAccountBody } from '@halfwise/core/contract/account-deletion.ts';
import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import { deleteAccount } from '../../_shared/own-data/delete-account.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import { clientOf, type ApiDeps, type ApiEnv } from '../context.ts';

/** DELETE /api/user: the person deletes their own account (docs/api.md "Your data"). */
export function accountDeletionRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().delete('/user', requireUser(deps.verifyToken), async (c) => {
    const { password } = await parseJsonBody(c, deleteAccountBody);
    await deleteAccount(deps, c.get('claims'), password, clientOf(c, deps.config));
    return c.body(null, 204);
  });
}
