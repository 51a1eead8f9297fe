import { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from '../context.ts';

export function healthRoutes({ db }: ApiDeps) {
  return new Hono<ApiEnv>().get('/health', async (c) => {
    try {
      await db.ping();
      return c.json({ status: 'ok' });
    } catch (error) {
      console.error('Health check: the database did not answer:', error);
      return c.json({ status: 'unavailable', message: 'The database is not reachable' }, 503);
    }
  });
}
