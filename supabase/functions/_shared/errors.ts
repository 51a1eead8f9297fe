import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { config, core, locales } from 'zod';
import { BUDGET_MESSAGES } from '@halfwise/core/budget-schemas.ts';

// The core's schemas are zod/mini, which brings no messages of its own: a request is answered in zod's English.
config(locales.en());

/** An error whose status and message are safe to show to the caller as `{ message }`. */
export const SIGN_IN_REQUIRED = 'Please log in to continue.';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const NOT_FOUND_MESSAGE = 'Not found';
export const GENERIC_MESSAGE = 'Something went wrong';
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

/** The database did not answer in time, or not at all: a 503 the caller may retry. */
export class DatabaseUnavailable extends HttpError {
  constructor(readonly reason: string) {
    super(503, DATABASE_UNAVAILABLE);
    this.name = 'DatabaseUnavailable';
  }
}

// postgres.js connection failures (its own codes and the socket's) and the server's "not now" SQLSTATEs:
// 08 connection exceptions, 53300 too many connections, 57014 statement timeout, 57P01-57P03 shutdown/startup.
const OUTAGE_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '53300',
  '57014',
  // private.require_before: the transaction reached its commit after the caller's deadline.
  'HW503',
  '57P01',
  '57P02',
  '57P03',
]);

/** Whether `error` says the database is unreachable or too slow (as opposed to refusing the request). */
export function isDatabaseOutage(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (OUTAGE_CODES.has(code) || code.startsWith('08'));
}

interface Mapped {
  status: ContentfulStatusCode;
  message: string;
}

/**
 * Field-level message for the first zod issue: "email: Please enter a valid email address". An issue about the
 * whole input (a body that is not an object, a PATCH that changes nothing) names `whole` instead, so that every
 * 400 names what it is about.
 */
export function describeZodError(error: core.$ZodError, whole = 'body'): string {
  const issue = error.issues[0];
  if (!issue) return `${whole}: Invalid request`;
  const field = issue.path.map(String).join('.');
  // A key inside a list or an object is named with its place in it: `changes.0.colour`.
  if (issue.code === 'unrecognized_keys')
    return `${issue.keys.map((key) => (field ? `${field}.${key}` : key)).join(', ')}: Unknown field`;
  return `${field || whole}: ${issue.message}`;
}

interface PostgresLikeError {
  code: string;
  column_name?: string;
  constraint_name?: string;
}

/** Foreign keys a request names on purpose: a refusal of the field, never a 404. */
const FIELD_REFERENCES: Readonly<Record<string, string>> = {
  expense_items_goal_fkey: `goalId: ${BUDGET_MESSAGES.goalId}`,
};

function isPostgresError(error: unknown): error is PostgresLikeError {
  return (
    error instanceof Error &&
    error.name === 'PostgresError' &&
    typeof (error as unknown as PostgresLikeError).code === 'string'
  );
}

function mapPostgresError(error: PostgresLikeError): Mapped | undefined {
  const field = error.column_name ? `${error.column_name}: ` : '';
  switch (error.code) {
    case '23505':
      return { status: 409, message: 'That already exists' };
    case '23502':
    case '23514':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22021':
    case '22P05':
      return { status: 400, message: `${field}Invalid value` };
    // Row-level security refusing a row, or a reference to a row the caller cannot see: never confirm it exists.
    case '42501':
    case '23503': {
      const refused = error.constraint_name && FIELD_REFERENCES[error.constraint_name];
      if (refused) return { status: 400, message: refused };
      return { status: 404, message: NOT_FOUND_MESSAGE };
    }
    default:
      return undefined;
  }
}

/** Maps any thrown value to the status and `{ message }` the caller sees. Unknown errors become a bare 500. */
export function mapError(error: unknown): Mapped {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  if (isDatabaseOutage(error)) return { status: 503, message: DATABASE_UNAVAILABLE };
  if (error instanceof core.$ZodError) return { status: 400, message: describeZodError(error) };
  if (isPostgresError(error)) {
    const mapped = mapPostgresError(error);
    if (mapped) return mapped;
  }
  return { status: 500, message: GENERIC_MESSAGE };
}

export function handleError(error: unknown, c: Context): Response {
  const { status, message } = mapError(error);
  // A deliberate HttpError (a 503 for missing configuration, say) is self-explanatory; anything else is logged in full.
  if (isDatabaseOutage(error))
    console.error(`${c.req.method} ${c.req.path}: database unavailable:`, describeFailure(error));
  else if (status >= 500 && !(error instanceof HttpError))
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message }, status);
}

export function handleNotFound(c: Context): Response {
  return c.json({ message: NOT_FOUND_MESSAGE }, 404);
}

/** One line for a log: the reason of a DatabaseUnavailable, or the code and message of a driver error. */
export function describeFailure(error: unknown): string {
  if (error instanceof DatabaseUnavailable) return error.reason;
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

/** What may be said publicly about a failure: the missed deadline, or the driver's code, never addresses. */
export function outageReason(error: unknown): string {
  if (error instanceof DatabaseUnavailable) return error.reason;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown error';
}
