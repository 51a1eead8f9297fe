import { createLocalJWKSet, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { AuthContext } from './context.ts';
import { forbidden } from './errors.ts';
import type { UserRow } from './users.ts';

export type AuthMethod = 'password' | 'otp';

export interface AmrEntry {
  method: AuthMethod;
  timestamp: number;
}

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  session_id: string;
}

/** Signs an access token with the claims GoTrue puts in one. */
export async function signAccessToken(
  ctx: AuthContext,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  const expiresAt = issuedAt + ctx.config.jwtExpirySeconds;
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role,
    aal: 'aal1',
    amr: [amr],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader({ alg: 'ES256', kid: ctx.signingKey.kid, typ: 'JWT' })
    .setIssuer(ctx.issuer)
    .setSubject(user.id)
    .setAudience(user.aud)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(ctx.signingKey.privateKey);
  return { token, expiresAt };
}

/** Verifies signature and expiry; failures are GoTrue's 403 bad_jwt. */
export async function verifyAccessToken(ctx: AuthContext, token: string): Promise<AccessTokenClaims> {
  const keys = createLocalJWKSet({ keys: [ctx.signingKey.publicJwk] });
  try {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['ES256'],
      currentDate: ctx.now(),
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') {
      throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    }
    return {
      ...payload,
      sub: payload.sub,
      session_id: typeof payload.session_id === 'string' ? payload.session_id : '',
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) {
      throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${error.message}`);
    }
    throw error;
  }
}
