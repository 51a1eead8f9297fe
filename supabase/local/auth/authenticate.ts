import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from './access-token.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError, badRequest, forbidden } from './errors.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { findUserById, isBanned, type UserRow } from './users.ts';

export interface AuthenticatedEnv {
  Variables: { user: UserRow; session: SessionRow };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GoTrue's requireAuthentication: a valid Bearer token whose user still exists and whose session has not
 * been ended by a logout (the session row must still exist).
 */
export function requireAuthentication(ctx: AuthContext) {
  return createMiddleware<AuthenticatedEnv>(async (c, next) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!bearer) {
      throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    const claims = await verifyAccessToken(ctx, bearer);
    if (!UUID.test(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
    const user = await findUserById(ctx.sql, claims.sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    if (!UUID.test(claims.session_id))
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const session = await findSession(ctx.sql, claims.session_id);
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    if (isBanned(user, ctx.now())) throw forbidden('user_banned', 'User is banned');
    c.set('user', user);
    c.set('session', session);
    await next();
  });
}
