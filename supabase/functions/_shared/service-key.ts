import type { Context } from 'hono';
import type { ApiConfig } from './config.ts';
import { constantTimeEquals } from './constant-time.ts';
import { HttpError } from './errors.ts';

/** Only callers holding the service-role key may run the scheduled functions (pg_cron presents it). */
export const SERVICE_KEY_REQUIRED = 'This function needs the service-role key';

/** Throws 401 unless the request's Bearer token is the service-role key. */
export async function requireServiceKey(c: Context, config: Pick<ApiConfig, 'supabaseServiceRoleKey'>) {
  const presented = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  const key = config.supabaseServiceRoleKey;
  if (!key || !(await constantTimeEquals(presented, key))) throw new HttpError(401, SERVICE_KEY_REQUIRED);
}
