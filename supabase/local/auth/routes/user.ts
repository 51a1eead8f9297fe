import { Hono } from 'hono';
import { requireAuthentication, type AuthenticatedEnv } from '../authenticate.ts';
import type { AuthContext } from '../context.ts';
import { unprocessable } from '../errors.ts';
import { hashPassword, passwordMatches } from '../passwords.ts';
import { checkPasswordStrength, objectField, readJsonBody, validateEmail } from '../request-input.ts';
import { endSessions } from '../sessions.ts';
import { toUserJson } from '../user-json.ts';
import { findUserByEmail, mergeUserMetadata, updateEmail, updatePassword, type UserRow } from '../users.ts';

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
    if (email !== undefined && email !== current.email && (await findUserByEmail(ctx.sql, email))) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    const passwordHash = password === undefined ? undefined : await newPasswordHash(current, password);

    const sessionId = c.get('session').id;
    current = await ctx.sql.begin(async (tx) => {
      let updated = current;
      const now = ctx.now();
      if (passwordHash !== undefined) {
        updated = await updatePassword(tx, updated.id, passwordHash, now);
        // As GoTrue does: a new password signs out every other session.
        await endSessions(tx, updated.id, sessionId, 'others');
      }
      if (data) updated = await mergeUserMetadata(tx, updated.id, data, now);
      // Local Supabase autoconfirms, so a new address applies at once (no confirmation mail).
      if (email !== undefined && email !== updated.email)
        updated = await updateEmail(tx, updated.id, email, now);
      return updated;
    });
    return c.json(toUserJson(current));
  });

  app.route('/user', user);
}

async function newPasswordHash(user: UserRow, password: string): Promise<string> {
  if (await passwordMatches(password, user.encrypted_password)) {
    throw unprocessable('same_password', 'New password should be different from the old password.');
  }
  return hashPassword(password);
}
