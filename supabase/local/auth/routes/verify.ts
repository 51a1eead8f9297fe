import type { Hono } from 'hono';
import { RECOVERY_TOKEN_LIFETIME_SECONDS, type AuthContext } from '../context.ts';
import { AuthApiError, badRequest, forbidden, unprocessable } from '../errors.ts';
import { sha256Hex } from '../random-tokens.ts';
import { allowedRedirect, withFragment } from '../redirects.ts';
import { enforceRateLimit } from '../rate-limits.ts';
import { readJsonBody, stringField, validateEmail } from '../request-input.ts';
import { issueSession, type TokenResponse } from '../sessions.ts';
import {
  applyEmailChange,
  consumeRecoveryToken,
  findUserByEmail,
  findUserByEmailChangeTokenHash,
  findUserByRecoveryTokenHash,
  isBanned,
} from '../users.ts';

const LINK_INVALID = 'Email link is invalid or has expired';
const CODE_INVALID = 'Token has expired or is invalid';
const EMAIL_CHANGED = 'Your email address has been changed';

/** GET /verify (the emailed link, answered with a redirect) and POST /verify (supabase-js verifyOtp). */
export function registerVerify(app: Hono, ctx: AuthContext): void {
  app.get('/verify', async (c) => {
    enforceRateLimit(c, ctx, 'tokenVerifications');
    const token = c.req.query('token') ?? '';
    const type = c.req.query('type') ?? '';
    if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
    if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    const redirectTo = allowedRedirect(ctx.config.siteUrl, c.req.query('redirect_to'));
    try {
      if (type === 'email_change') {
        await verifyEmailChange(ctx, token);
        return c.redirect(withFragment(redirectTo, { message: EMAIL_CHANGED, sb: '', type }), 303);
      }
      const session = await verifyRecovery(
        ctx,
        type,
        token,
        undefined,
        LINK_INVALID,
        c.req.header('User-Agent'),
      );
      return c.redirect(withFragment(redirectTo, sessionFragment(session, type)), 303);
    } catch (error) {
      if (!(error instanceof AuthApiError)) throw error;
      return c.redirect(withFragment(redirectTo, errorFragment(error)), 303);
    }
  });

  app.post('/verify', async (c) => {
    enforceRateLimit(c, ctx, 'tokenVerifications');
    const body = await readJsonBody(c);
    const type = stringField(body, 'type');
    const token = stringField(body, 'token');
    const tokenHash = stringField(body, 'token_hash');
    if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
    if ((token === '') === (tokenHash === '')) {
      throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
    }
    if (tokenHash !== '') {
      return c.json(
        await verifyRecovery(ctx, type, tokenHash, undefined, LINK_INVALID, c.req.header('User-Agent')),
      );
    }
    const email = requiredEmail(stringField(body, 'email'));
    return c.json(await verifyRecovery(ctx, type, token, email, CODE_INVALID, c.req.header('User-Agent')));
  });
}

/**
 * The link mailed to a requested new address: within the hour, it makes that address the account's, confirmed
 * (whoever follows it reads that mailbox). Only the link sent to the new address can do this.
 */
async function verifyEmailChange(ctx: AuthContext, token: string): Promise<void> {
  const now = ctx.now();
  const tokenHash = sha256Hex(token);
  const user = await findUserByEmailChangeTokenHash(ctx.sql, tokenHash);
  const expired =
    !user?.email_change_sent_at ||
    now.getTime() > user.email_change_sent_at.getTime() + RECOVERY_TOKEN_LIFETIME_SECONDS * 1000;
  if (!user || expired) throw forbidden('otp_expired', LINK_INVALID);
  const taken = await findUserByEmail(ctx.sql, user.email_change ?? '');
  if (taken && taken.id !== user.id)
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  if (!(await applyEmailChange(ctx.sql, user.id, tokenHash, now)))
    throw forbidden('otp_expired', LINK_INVALID);
}

/** Checks a recovery token (the secret from the link), uses it up, and signs the user in. */
async function verifyRecovery(
  ctx: AuthContext,
  type: string,
  token: string,
  email: string | undefined,
  invalidMessage: string,
  userAgent: string | undefined,
): Promise<TokenResponse> {
  if (type !== 'recovery') throw badRequest('validation_failed', 'Unsupported verification type');
  const now = ctx.now();
  const tokenHash = sha256Hex(token);
  const user = await findUserByRecoveryTokenHash(ctx.sql, tokenHash);
  const expired =
    !user?.recovery_sent_at ||
    now.getTime() > user.recovery_sent_at.getTime() + RECOVERY_TOKEN_LIFETIME_SECONDS * 1000;
  if (!user || expired || (email !== undefined && user.email !== email)) {
    throw forbidden('otp_expired', invalidMessage);
  }
  if (isBanned(user, now)) throw forbidden('user_banned', 'User is banned');
  // Two clicks racing on one link: only the update that still finds the token wins.
  if (!(await consumeRecoveryToken(ctx.sql, user.id, tokenHash, now)))
    throw forbidden('otp_expired', invalidMessage);
  return issueSession(ctx, user, 'otp', userAgent);
}

function requiredEmail(email: string): string {
  try {
    return validateEmail(email);
  } catch {
    throw unprocessable('validation_failed', 'Invalid email format');
  }
}

function sessionFragment(session: TokenResponse, type: string): Record<string, string> {
  return {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    sb: '',
    token_type: session.token_type,
    type,
  };
}

const OAUTH_ERROR_BY_STATUS: Partial<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

function errorFragment(error: AuthApiError): Record<string, string> {
  const oauthError = OAUTH_ERROR_BY_STATUS[error.status];
  return {
    ...(oauthError ? { error: oauthError } : {}),
    error_code: error.code,
    error_description: error.message,
    sb: '',
  };
}
