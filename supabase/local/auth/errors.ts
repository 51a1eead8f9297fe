import type { Context } from 'hono';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/** An error answered the way GoTrue answers its HTTPError (and WeakPasswordError). */
export class AuthApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500,
    readonly code: string,
    message: string,
    readonly weakPasswordReasons?: string[],
  ) {
    super(message);
  }
}

/** GoTrue's OAuthError shape, used by the token endpoint for a missing refresh token. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const unprocessable = (code: string, message: string) => new AuthApiError(422, code, message);

/** GoTrue reads at most 1 MB of a request body. */
export const MAX_AUTH_BODY_BYTES = 1024 * 1024;

export const requestTooLarge = () => new AuthApiError(413, 'request_too_large', 'Request body is too large');

export interface AuthErrorReply {
  status: AuthApiError['status'];
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * GoTrue's answer to an error. Clients that send `X-Supabase-Api-Version: 2024-01-01` (supabase-js does) get
 * `{code, message}`; older clients get `{code: <status>, error_code, msg}`.
 */
export function authErrorReply(apiError: AuthApiError, apiVersion: string | undefined): AuthErrorReply {
  const headers: Record<string, string> = { 'x-sb-error-code': apiError.code };
  const weakPassword = apiError.weakPasswordReasons
    ? { weak_password: { reasons: apiError.weakPasswordReasons } }
    : {};
  if (speaksApiVersion2024(apiVersion)) {
    headers[API_VERSION_HEADER] = API_VERSION_2024;
    return {
      status: apiError.status,
      headers,
      body: { code: apiError.code, message: apiError.message, ...weakPassword },
    };
  }
  return {
    status: apiError.status,
    headers,
    body: { code: apiError.status, error_code: apiError.code, msg: apiError.message, ...weakPassword },
  };
}

export function respondWithError(c: Context, error: unknown): Response {
  if (error instanceof OAuthError) {
    return c.json({ error: error.error, error_description: error.description }, 400);
  }
  const apiError = error instanceof AuthApiError ? error : unexpectedFailure(error);
  const reply = authErrorReply(apiError, c.req.header(API_VERSION_HEADER));
  for (const [name, value] of Object.entries(reply.headers)) c.header(name, value);
  return c.json(reply.body, reply.status);
}

function speaksApiVersion2024(header: string | undefined): boolean {
  return header !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(header) && header >= API_VERSION_2024;
}

function unexpectedFailure(error: unknown): AuthApiError {
  console.error('[auth] unexpected failure:', error);
  return new AuthApiError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
}
