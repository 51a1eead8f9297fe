import type { Hono } from 'hono';
import type { AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { newRecoveryToken, sha256Hex } from '../random-tokens.ts';
import { enforceEmailLimits, enforceRateLimit } from '../rate-limits.ts';
import { recoveryEmail } from '../link-emails.ts';
import { allowedRedirect } from '../redirects.ts';
import { readJsonBody, stringField, validateEmail } from '../request-input.ts';
import { findUserByEmail, storeRecoveryToken } from '../users.ts';

/** POST /recover: answers `{}` whether or not the address belongs to a user. */
export function registerRecover(app: Hono, ctx: AuthContext): void {
  app.post('/recover', async (c) => {
    enforceRateLimit(c, ctx, 'signInSignUps');
    const body = await readJsonBody(c);
    if (stringField(body, 'email') === '') {
      throw badRequest('validation_failed', 'Password recovery requires an email');
    }
    const email = validateEmail(stringField(body, 'email'));
    const user = await findUserByEmail(ctx.sql, email);
    if (!user) return c.json({});
    enforceEmailLimits(ctx, user.recovery_sent_at);

    const token = newRecoveryToken();
    await storeRecoveryToken(ctx.sql, user.id, sha256Hex(token), ctx.now());
    const link = new URL(`${ctx.issuer}/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', 'recovery');
    link.searchParams.set('redirect_to', allowedRedirect(ctx.config.siteUrl, c.req.query('redirect_to')));
    await ctx.mailer.send(recoveryEmail(user.email, link.toString()));
    return c.json({});
  });
}
