import { Hono } from 'hono';
import { createBillingProvider } from '../_shared/billing/provider.ts';
import type { ApiConfig } from '../_shared/config.ts';
import { createDb } from '../_shared/db.ts';
import { handleError, handleNotFound } from '../_shared/errors.ts';
import { runOpsJobs } from '../_shared/ops/jobs.ts';
import { requestLog } from '../_shared/request-log.ts';
import { requireServiceKey } from '../_shared/service-key.ts';
import { createSupabaseAuth } from '../_shared/supabase-auth.ts';

/**
 * The `ops-jobs` Edge Function (verify_jwt = false; it checks the service-role key itself): carries out the
 * operators' requests queued in ops.jobs. pg_cron calls it every minute while a job is open, the local stack
 * every minute. One POST is one run: `{ done, failed }`.
 */
export function createOpsJobsApp(config: ApiConfig): Hono {
  const deps = {
    db: createDb({ ...config, dbPoolMax: Math.min(config.dbPoolMax, 2) }),
    auth: createSupabaseAuth(config),
    billing: createBillingProvider(config),
    log: (line: string) => console.error(line),
  };

  const app = new Hono();
  app.use('*', requestLog());
  app.post('/ops-jobs', async (c) => {
    await requireServiceKey(c, config);
    return c.json(await runOpsJobs(deps, new Date()));
  });
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
