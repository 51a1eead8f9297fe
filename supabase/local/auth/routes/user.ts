import { Hono } from 'hono';
import { requireAuthentication, type AuthenticatedEnv } from '../authenticate.ts';
import { RECOVERY_TOKEN_LIFETIME_SECONDS, type AuthContext } from '../context.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { emailChangeEmail } from '../link-emails.ts';
import { hashPassword, passwordMatches } from '../passwords.ts';
import { newRecoveryToken, sha256Hex } from '../random-tokens.ts';
import { enforceEmailLimits } from '../rate-limits.ts';
import { allowedRedirect } from '../redirects.ts';
import {
  checkPasswordStrength,
  objectField,
  readJsonBody,
  stringField,
  validateEmail,
} from '../request-input.ts';
import { endSessions, signInMethodOf, type SessionRow } from '../sessions.ts';
import { toUserJson } from '../user-json.ts';
import {
  findUserByEmail,
  mergeUserMetadata,
  storeEmailChange,
  updatePassword,
  type UserRow,
} from '../users.ts';

const CURRENT_PASSWORD_REQUIRED = 'Current password required when setting new password.';

/** GET /user and PUT /user for the bearer of an access token. */
export function registerUser(app: Hono, ctx: AuthContext): void {
  const user = new Hono<AuthenticatedEnv>();
  user.use(requireAuthentication(ctx));

  user.get('/', (c) => c.json(toUserJson(c.get('user'))));

  user.put('/', async (c) => {
    const body = await readJsonBody(c);
    const password = typeof body.password === 'string' ? body.password : undefined;
    const email = typeof body.email === 'string' && body.email !== '' ? validateEmail(body.email) : undefined;
    const data = objectField(body, 'data');
    if (password !== undefined) checkPasswordStrength(password);

    let current: UserRow = c.get('user');
    const session = c.get('session');
    if (email !== undefined && email !== current.email && (await findUserByEmail(ctx.sql, email))) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    if (password !== undefined) {
      await requireProofForNewPassword(ctx, session, current, stringField(body, 'current_password'));
    }
    const passwordHash = password === undefined ? undefined : await newPasswordHash(current, password);
    const changeEmail = email !== undefined && email !== current.email;
    if (changeEmail) enforceEmailLimits(ctx, current.email_change_sent_at);
    const changeToken = newRecoveryToken();

    current = await ctx.sql.begin(async (tx) => {
      let updated = current;
      const now = ctx.now();
      if (passwordHash !== undefined) {
        updated = await updatePassword(tx, updated.id, passwordHash, now);
        // As GoTrue does: a new password signs out every other session.
        await endSessions(tx, updated.id, session.id, 'others');
      }
      if (data) updated = await mergeUserMetadata(tx, updated.id, data, now);
      // A new address is only asked for: it becomes the account's when the link mailed to it is followed.
      if (changeEmail)
        updated = await storeEmailChange(tx, updated.id, { email, tokenHash: sha256Hex(changeToken), now });
      return updated;
    });
    if (changeEmail) {
      const link = new URL(`${ctx.issuer}/verify`);
      link.searchParams.set('token', changeToken);
      link.searchParams.set('type', 'email_change');
      link.searchParams.set('redirect_to', allowedRedirect(ctx.config.siteUrl, c.req.query('redirect_to')));
      await ctx.mailer.send(emailChangeEmail(email, link.toString()));
    }
    return c.json(toUserJson(current));
  });

  app.route('/user', user);
}

/**
 * `[auth.email] secure_password_change`: a new password needs the current one, unless the session was opened
 * by a recovery link within the link's lifetime (whoever reads the account's mail may choose a password).
 */
async function requireProofForNewPassword(
  ctx: AuthContext,
  session: SessionRow,
  user: UserRow,
  currentPassword: string,
): Promise<void> {
  if (!ctx.settings.securePasswordChange) return;
  const ageMs = ctx.now().getTime() - session.created_at.getTime();
  if (signInMethodOf(session.id) === 'otp' && ageMs <= RECOVERY_TOKEN_LIFETIME_SECONDS * 1000) return;
  if (currentPassword === '') throw badRequest('current_password_required', CURRENT_PASSWORD_REQUIRED);
  if (!(await passwordMatches(currentPassword, user.encrypted_password)))
    throw badRequest('current_password_invalid', CURRENT_PASSWORD_REQUIRED);
}

async function newPasswordHash(user: UserRow, password: string): Promise<string> {
  if (await passwordMatches(password, user.encrypted_password)) {
    throw unprocessable('same_password', 'New password should be different from the old password.');
  }
  return hashPassword(password);
}
