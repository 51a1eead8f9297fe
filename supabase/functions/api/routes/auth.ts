import { Hono, type Context } from 'hono';
import { z } from 'zod/mini';
import { isRecoverySession, requireUser } from '../../_shared/auth.ts';
import { HttpError } from '../../_shared/errors.ts';
import { PASSWORD_MESSAGES, passwordIsEmail } from '@halfwise/core/password-rules.ts';
import {
  forgotPasswordBody,
  loginBody,
  refreshBody,
  resetPasswordBody,
  signupBody as signupRequest,
} from '@halfwise/core/contract/account-requests.ts';
import { newPasswordField } from '../../_shared/schemas.ts';
import type { ApiSession } from '../../_shared/supabase-auth.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import { clientOf, type ApiDeps, type ApiEnv } from '../context.ts';

// The core's bodies, with the server's list of the most common passwords added to the new password.
const signupBody = z.safeExtend(signupRequest, { password: newPasswordField });
const resetBody = z.safeExtend(resetPasswordBody, { password: newPasswordField });

export const RESET_MAIL_SENT = 'If an account exists for that email, a reset link is on its way.';
export const RESET_LINK_REQUIRED = 'Open the link in your password reset email to choose a new password.';

export function authRoutes(deps: ApiDeps) {
  const { config, db, auth, verifyToken, rateLimit, loginThrottle } = deps;
  const signedIn = requireUser(verifyToken);

  /** Records the sign-up as the new user (RLS applies); a failure here must not undo the registration. */
  async function recordRegistration(session: ApiSession, ttclid: string | undefined): Promise<string> {
    const eventId = crypto.randomUUID();
    try {
      const claims = await verifyToken(session.token);
      await db.withUserTx(
        claims,
        (tx) => tx`
        insert into public.conversion_events (user_id, event_type, event_id, event_properties)
        values (${claims.sub}, 'registration', ${eventId}, ${tx.json(ttclid ? { ttclid } : {})})
      `,
      );
    } catch (error) {
      console.error('Could not record the registration event:', error);
    }
    return eventId;
  }

  async function register(c: Context<ApiEnv>, withConversion: boolean) {
    const { email, password, ttclid } = await parseJsonBody(c, signupBody);
    const client = clientOf(c, config);
    await rateLimit({ action: 'signup', email, client });
    const session = await auth.signUp(email, password, client);
    if (!withConversion) return c.json(session);
    return c.json({ ...session, eventId: await recordRegistration(session, ttclid) });
  }

  return new Hono<ApiEnv>()
    .post('/signup', (c) => register(c, true))
    .post('/auth/register', (c) => register(c, false))
    .post('/auth/login', async (c) => {
      const { email, password } = await parseJsonBody(c, loginBody);
      const client = clientOf(c, config);
      await rateLimit({ action: 'login', client });
      await loginThrottle.check(email, client);
      let session: ApiSession;
      try {
        session = await auth.signIn(email, password, client);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) await loginThrottle.failed(email, client);
        throw error;
      }
      await loginThrottle.succeeded(email, client);
      return c.json(session);
    })
    .post('/auth/refresh', async (c) => {
      const { refreshToken } = await parseJsonBody(c, refreshBody);
      const client = clientOf(c, config);
      await rateLimit({ action: 'refresh', client });
      return c.json(await auth.refresh(refreshToken, client));
    })
    .post('/auth/logout', signedIn, async (c) => {
      await auth.signOut(c.get('accessToken'));
      return c.body(null, 204);
    })
    .post('/auth/forgot-password', async (c) => {
      const { email } = await parseJsonBody(c, forgotPasswordBody);
      const client = clientOf(c, config);
      await rateLimit({ action: 'forgot', email, client });
      await auth.sendPasswordReset(email, client);
      return c.json({ message: RESET_MAIL_SENT });
    })
    .post('/auth/reset-password', signedIn, async (c) => {
      const { password, refreshToken } = await parseJsonBody(c, resetBody);
      // Only the session the emailed link opened may set a password without the old one.
      const claims = c.get('claims');
      if (!isRecoverySession(claims)) throw new HttpError(401, RESET_LINK_REQUIRED);
      if (passwordIsEmail(password, claims.email))
        throw new HttpError(400, `password: ${PASSWORD_MESSAGES.isEmail}`);
      const recoveryToken = c.get('accessToken');
      const user = await auth.updatePassword(recoveryToken, password, refreshToken);
      // Every other session of the account ends (someone else may hold the old password), then a fresh,
      // ordinary session replaces the recovery one, which is revoked last.
      await auth.signOut(recoveryToken, 'others');
      const session = await auth.signIn(user.email, password, clientOf(c, config));
      await auth.signOut(recoveryToken);
      return c.json(session);
    });
}
