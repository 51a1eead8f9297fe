import { Hono } from 'hono';
import { describeFailure, outageReason } from '../../_shared/errors.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

/** Health answers within 2 s whatever the database does: the ping gets this long, then the answer is 503. */
export const HEALTH_PING_MS = 1500;

export function healthRoutes({ db }: ApiDeps) {
  return new Hono<ApiEnv>().get('/health', async (c) => {
    try {
      await db.ping(HEALTH_PING_MS);
      return c.json({ status: 'ok' });
    } catch (error) {
      console.error('Health check: the database did not answer:', describeFailure(error));
      const reason = outageReason(error);
      return c.json(
        { status: 'unavailable', message: `The database is not reachable (${reason})`, reason },
        503,
      );
    }
  });
}
