import type { Context } from 'hono';
import { AuthApiError, badRequest } from './errors.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './context.ts';

type Body = Record<string, unknown>;

/** The JSON body as an object; GoTrue answers unparsable JSON with 400 bad_json. */
export async function readJsonBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Body) : {};
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
}

export function stringField(body: Body, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

export function objectField(body: Body, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

// The same shape check GoTrue's checkmail.ValidateFormat performs: local part, @, dotted domain.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Validates an address as GoTrue does and returns it lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

export function checkPasswordStrength(password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthApiError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      ['length'],
    );
  }
}
