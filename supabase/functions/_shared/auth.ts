import type { MiddlewareHandler } from 'hono';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { ApiConfig } from './config.ts';
import type { Db } from './db.ts';
import { HttpError, SIGN_IN_REQUIRED } from './errors.ts';
import { sqlStringLiteral, UUID_PATTERN } from './sql-literal.ts';
import { createVerifiedTokenCache } from './verified-token-cache.ts';

/** The verified access-token claims that Postgres sees as `request.jwt.claims`. */
export interface JwtClaims extends JWTPayload {
  sub: string;
  role: string;
  email?: string;
  session_id?: string;
  amr?: Array<{ method: string; timestamp: number }>;
}

/**
 * Whether the session was opened by an emailed one-time link (a password-recovery link), not by a password.
 * Supabase Auth marks such sessions with the `otp` (or `recovery`) authentication method.
 */
export function isRecoverySession(claims: JwtClaims): boolean {
  return (claims.amr ?? []).some((entry) => entry.method === 'otp' || entry.method === 'recovery');
}

export type VerifyToken = ((token: string) => Promise<JwtClaims>) & {
  /** The signature and expiry only, for handlers whose reads check the session themselves (requireUserForReads). */
  signatureOnly?: (token: string) => Promise<JwtClaims>;
};

export { SIGN_IN_REQUIRED };

/** Whether the token's session is still open in Supabase Auth (a logout deletes its row in auth.sessions). */
export async function sessionIsActive(db: Pick<Db, 'serverRead'>, claims: JwtClaims): Promise<boolean> {
  const sessionId = claims.session_id;
  if (!sessionId || !UUID_PATTERN.test(sessionId) || !UUID_PATTERN.test(claims.sub)) return false;
  // One statement without parameters (so the simple protocol: no describe step) and no transaction: this runs
  // before every signed-in request, so it costs one round trip. Both values were checked to be UUIDs above.
  const [row] = await db.serverRead((sql) =>
    sql.unsafe<{ active: boolean }[]>(
      `select exists (select 1 from auth.sessions where id = ${sqlStringLiteral(sessionId)}` +
        ` and user_id = ${sqlStringLiteral(claims.sub)} and (not_after is null or not_after > now())) as active`,
    ),
  );
  return row?.active === true;
}

/**
 * Verifies Supabase Auth access tokens against the project's JWKS (fetched once, then cached by jose; verified
 * signatures are remembered until the token expires), then checks on every request that the token's session
 * is still open, so a logout ends it at once. An invalid token or ended session is a 401; a database that
 * cannot answer the check is a 503.
 */
export function createTokenVerifier(config: ApiConfig, db: Pick<Db, 'serverRead'>): VerifyToken {
  const authUrl = `${config.supabaseUrl}/auth/v1`;
  const jwks = createRemoteJWKSet(new URL(`${authUrl}/.well-known/jwks.json`));
  const verified = createVerifiedTokenCache<JwtClaims>({ maxEntries: 5_000 });

  async function verifySignature(token: string): Promise<JwtClaims> {
    const cached = verified.get(token);
    if (cached) return cached;
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: authUrl,
        audience: 'authenticated',
        algorithms: ['ES256', 'RS256'],
        requiredClaims: ['exp', 'sub'],
      });
      if (payload.role !== 'authenticated' || typeof payload.sub !== 'string') throw new Error('not a user');
      verified.set(token, payload as JwtClaims);
      return payload as JwtClaims;
    } catch {
      throw new HttpError(401, SIGN_IN_REQUIRED);
    }
  }

  const verify = async (token: string) => {
    const claims = await verifySignature(token);
    if (!(await sessionIsActive(db, claims))) throw new HttpError(401, SIGN_IN_REQUIRED);
    return claims;
  };
  return Object.assign(verify, { signatureOnly: verifySignature });
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export interface AuthVariables {
  claims: JwtClaims;
  accessToken: string;
}

/** Requires a valid Bearer access token; puts its claims and the raw token on the context. */
export function requireUser(verify: VerifyToken): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new HttpError(401, SIGN_IN_REQUIRED);
    const claims = await verify(token);
    c.set('claims', claims);
    c.set('accessToken', token);
    await next();
  };
}

/**
 * requireUser for a handler whose every database call is `db.readAsUser`, which checks the session in the same
 * message as the read: the middleware checks the signature only, and the request costs one round trip, not two.
 * Any other database call or side effect in such a handler would run before the session check: use requireUser.
 */
export function requireUserForReads(verify: VerifyToken): MiddlewareHandler<{ Variables: AuthVariables }> {
  return requireUser(verify.signatureOnly ?? verify);
}
