import { Hono } from 'hono';
import { createTokenVerifier } from '../_shared/auth.ts';
import { createBillingProvider } from '../_shared/billing/provider.ts';
import type { ApiConfig } from '../_shared/config.ts';
import { corsForApp } from '../_shared/cors.ts';
import { createDb } from '../_shared/db.ts';
import { handleError, handleNotFound } from '../_shared/errors.ts';
import { createLoginThrottle } from '../_shared/login-throttle.ts';
import { createRateLimiter } from '../_shared/rate-limit.ts';
import { limitBodySizes } from '../_shared/body-limit.ts';
import { requestLog } from '../_shared/request-log.ts';
import { createSupabaseAuth } from '../_shared/supabase-auth.ts';
import type { ContractSchema } from '../_shared/core/contract/contract-schema.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { accessRoutes } from './routes/access.ts';
import { accountDeletionRoutes } from './routes/account-deletion.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { budgetRoutes } from './routes/budget.ts';
import { calendarFeedRoutes } from './routes/calendar-feed.ts';
import { dataExportRoutes } from './routes/data-export.ts';
import { dataImportRoutes } from './routes/data-import.ts';
import { householdRoutes } from './routes/household.ts';
import { goalRoutes } from './routes/goals.ts';
import { healthRoutes } from './routes/health.ts';
import { itemRoutes } from './routes/items.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { payScheduleRoutes } from './routes/pay-schedule.ts';
import { publicFormRoutes } from './routes/public-forms.ts';
import { reminderRoutes } from './routes/reminders.ts';
import { runwayRoutes } from './routes/runway.ts';
import { userRoutes } from './routes/user.ts';

/**
 * The `api` Edge Function: every /api/... route of the SPA, served by Deno.serve or the local stack.
 * `logLine` writes the request log (console.log on the edge runtime, whose log collector takes one line per call).
 */
export function createApiApp(
  config: ApiConfig,
  options: { logLine?: (line: string) => void } = {},
): Hono<ApiEnv> {
  const db = createDb(config);
  const deps: ApiDeps = {
    config,
    db,
    auth: createSupabaseAuth(config),
    verifyToken: createTokenVerifier(config, db),
    rateLimit: createRateLimiter(db, config.rateLimit),
    loginThrottle: createLoginThrottle(db, config.loginThrottle),
    billing: createBillingProvider(config),
  };

  const app = new Hono<ApiEnv>();
  app.use('*', requestLog(options.logLine));
  app.use('*', corsForApp(config.appOrigin));
  app.use('*', limitBodySizes());
  const routeGroups = [
    healthRoutes(deps),
    openApiRoutes(),
    accessRoutes(deps),
    authRoutes(deps),
    userRoutes(deps),
    accountDeletionRoutes(deps),
    billingRoutes(deps),
    payScheduleRoutes(deps),
    budgetRoutes(deps),
    runwayRoutes(deps),
    itemRoutes(deps, 'income'),
    itemRoutes(deps, 'expense'),
    goalRoutes(deps),
    householdRoutes(deps),
    dataExportRoutes(deps),
    dataImportRoutes(deps),
    calendarFeedRoutes(deps),
    reminderRoutes(deps),
    publicFormRoutes(deps),
  ];
  for (const routes of routeGroups) app.route('/api', routes);
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

/**
 * The api function's routes as the SPA's typed client (`hc<AppType>`, src/lib/api-client.ts) sees them: every
 * path, method, request and answer of the endpoint list, which a unit test holds equal to the routes served.
 */
export type AppType = Hono<ApiEnv, ContractSchema, '/'>;
