import type { Context, Hono } from 'hono';
import type { AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { passwordMatches } from '../passwords.ts';
import { enforceRateLimit } from '../rate-limits.ts';
import { refreshSession } from '../refresh-tokens.ts';
import { readJsonBody, stringField } from '../request-input.ts';
import { issueSession } from '../sessions.ts';
import { findUserByEmail, isBanned } from '../users.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** POST /token?grant_type=password|refresh_token */
export function registerToken(app: Hono, ctx: AuthContext): void {
  app.post('/token', async (c) => {
    switch (c.req.query('grant_type')) {
      case 'password':
        enforceRateLimit(c, ctx, 'signInSignUps');
        return c.json(await passwordGrant(c, ctx));
      case 'refresh_token': {
        enforceRateLimit(c, ctx, 'tokenRefresh');
        const body = await readJsonBody(c);
        return c.json(
          await refreshSession(ctx, stringField(body, 'refresh_token'), c.req.header('User-Agent')),
        );
      }
      default:
        throw badRequest('invalid_credentials', 'unsupported_grant_type');
    }
  });
}

async function passwordGrant(c: Context, ctx: AuthContext) {
  const body = await readJsonBody(c);
  const email = stringField(body, 'email');
  const password = stringField(body, 'password');
  if (email === '') {
    throw badRequest(
      'validation_failed',
      stringField(body, 'phone') ? 'Phone logins are disabled' : 'missing email or phone',
    );
  }
  const user = await findUserByEmail(ctx.sql, email);
  // Always one bcrypt comparison, so an unknown address answers as slowly as a wrong password.
  const matches = await passwordMatches(password, user?.encrypted_password);
  if (!user || !matches) throw invalidCredentials();
  if (isBanned(user, ctx.now())) throw badRequest('user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return issueSession(ctx, user, 'password', c.req.header('User-Agent'));
}
