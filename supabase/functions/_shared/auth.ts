import type { MiddlewareHandler } from 'hono';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { ApiConfig } from './config.ts';
import { HttpError } from './errors.ts';
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

export type VerifyToken = (token: string) => Promise<JwtClaims>;

export const SIGN_IN_REQUIRED = 'Please log in to continue.';

/**
 * Verifies Supabase Auth access tokens against the project's JWKS (fetched once, then cached by jose), and
 * remembers verified tokens until they expire.
 */
export function createTokenVerifier(config: ApiConfig): VerifyToken {
  const authUrl = `${config.supabaseUrl}/auth/v1`;
  const jwks = createRemoteJWKSet(new URL(`${authUrl}/.well-known/jwks.json`));
  const verified = createVerifiedTokenCache<JwtClaims>({ maxEntries: 5_000 });
  return async (token) => {
    const cached = verified.get(token);
    if (cached) return cached;
    const { payload } = await jwtVerify(token, jwks, {
      issuer: authUrl,
      audience: 'authenticated',
      algorithms: ['ES256', 'RS256'],
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.role !== 'authenticated' || typeof payload.sub !== 'string') {
      throw new Error('access token is not a signed-in user');
    }
    verified.set(token, payload as JwtClaims);
    return payload as JwtClaims;
  };
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
    let claims: JwtClaims;
    try {
      claims = await verify(token);
    } catch {
      throw new HttpError(401, SIGN_IN_REQUIRED);
    }
    c.set('claims', claims);
    c.set('accessToken', token);
    await next();
  };
}
