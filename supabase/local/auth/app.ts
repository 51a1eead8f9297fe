import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { toAuthContext, type AuthAppDeps } from './context.ts';
import { AuthApiError, MAX_AUTH_BODY_BYTES, requestTooLarge, respondWithError } from './errors.ts';
import { registerLogout } from './routes/logout.ts';
import { registerMeta } from './routes/meta.ts';
import { registerRecover } from './routes/recover.ts';
import { registerSignup } from './routes/signup.ts';
import { registerToken } from './routes/token.ts';
import { registerUser } from './routes/user.ts';
import { registerVerify } from './routes/verify.ts';

export type { AuthAppConfig, AuthAppDeps, MailMessageInput } from './context.ts';
export type { AuthSigningKey } from './keys.ts';

/**
 * A GoTrue-compatible auth service for the endpoints Halfwise uses. Routes are relative to the mount
 * point (`/auth/v1` behind the local gateway).
 */
export function createAuthApp(deps: AuthAppDeps): Hono {
  const ctx = toAuthContext(deps);
  const app = new Hono();
  // Only the app's own pages may call with credentials; any other origin gets no CORS headers at all.
  const siteOrigin = new URL(deps.config.siteUrl).origin;
  app.use(
    cors({
      origin: (origin) => (origin === siteOrigin ? origin : null),
      credentials: true,
      exposeHeaders: ['X-Supabase-Api-Version'],
    }),
  );
  app.use(
    bodyLimit({ maxSize: MAX_AUTH_BODY_BYTES, onError: (c) => respondWithError(c, requestTooLarge()) }),
  );

  registerMeta(app, ctx);
  registerSignup(app, ctx);
  registerToken(app, ctx);
  registerUser(app, ctx);
  registerRecover(app, ctx);
  registerVerify(app, ctx);
  registerLogout(app, ctx);

  app.notFound((c) => respondWithError(c, new AuthApiError(404, 'not_found', 'Not Found')));
  app.onError((error, c) => respondWithError(c, error));
  return app;
}
