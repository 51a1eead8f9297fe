import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { AuthContext } from '../context.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { hashPassword } from '../passwords.ts';
import { enforceRateLimit } from '../rate-limits.ts';
import {
  checkPasswordStrength,
  objectField,
  readJsonBody,
  stringField,
  validateEmail,
} from '../request-input.ts';
import { issueSession } from '../sessions.ts';
import { findUserByEmail, insertEmailUser } from '../users.ts';

const userAlreadyExists = () => unprocessable('user_already_exists', 'User already registered');

/** POST /signup: with autoconfirm on, the new user is signed in at once. */
export function registerSignup(app: Hono, ctx: AuthContext): void {
  app.post('/signup', async (c) => {
    enforceRateLimit(c, ctx, 'signInSignUps');
    const body = await readJsonBody(c);
    const password = stringField(body, 'password');
    if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password);
    if (stringField(body, 'phone') !== '') {
      throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    }
    if (stringField(body, 'email') === '') {
      throw badRequest('validation_failed', 'Sign up only available with email provider');
    }
    const email = validateEmail(stringField(body, 'email'));
    if (await findUserByEmail(ctx.sql, email)) throw userAlreadyExists();

    const passwordHash = await hashPassword(password);
    const user = await insertEmailUser(ctx.sql, {
      id: randomUUID(),
      email,
      passwordHash,
      userMetadata: objectField(body, 'data') ?? {},
      now: ctx.now(),
    }).catch((error: unknown) => {
      // Two sign-ups for one address at once: the unique index on lower(email) decides.
      if ((error as { code?: string }).code === '23505') throw userAlreadyExists();
      throw error;
    });
    return c.json(await issueSession(ctx, user, 'password', c.req.header('User-Agent')));
  });
}
