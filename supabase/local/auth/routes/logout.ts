import { Hono } from 'hono';
import { requireAuthentication, type AuthenticatedEnv } from '../authenticate.ts';
import type { AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { endSessions, type LogoutScope } from '../sessions.ts';

const SCOPES: readonly string[] = ['global', 'local', 'others'] satisfies LogoutScope[];

/** POST /logout?scope=global|local|others (default global): 204, and the ended sessions cannot refresh. */
export function registerLogout(app: Hono, ctx: AuthContext): void {
  const logout = new Hono<AuthenticatedEnv>();
  logout.use(requireAuthentication(ctx));
  logout.post('/', async (c) => {
    const scope = c.req.query('scope') || 'global';
    if (!SCOPES.includes(scope)) throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    await ctx.sql.begin((tx) => endSessions(tx, c.get('user').id, c.get('session').id, scope as LogoutScope));
    return c.body(null, 204);
  });
  app.route('/logout', logout);
}
