import { Hono } from 'hono';
import { captureEmailBody } from '@halfwise/core/contract/public-forms.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { limitBodySize } from '../../_shared/body-limit.ts';
import { limitPerClient } from './public-form-guards.ts';

export const CAPTURE_BODY_MAX_BYTES = 1024;

/**
 * POST /api/capture-email (account-and-billing §5): keeps an address typed into the signup form for
 * abandonment recovery. Always 202 for a valid address, so the answer reveals nothing about it.
 */
export function captureEmailRoutes(deps: ApiDeps) {
  const limit = limitPerClient(deps, 'capture');
  return new Hono<ApiEnv>().post('/capture-email', limitBodySize(CAPTURE_BODY_MAX_BYTES), async (c) => {
    const { email } = await parseJsonBody(c, captureEmailBody);
    await limit(c);
    await deps.db.withAnonTx((tx) => tx`select public.capture_email(${email})`);
    return c.json({ ok: true }, 202);
  });
}
