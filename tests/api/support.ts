// Shared helpers for the API tests: real HTTP against the running local stack, real PostgreSQL behind it.
import { request as httpRequest } from 'node:http';
import postgres from 'postgres';
import { afterAll } from 'vitest';
import { API_URL, DATABASE_URL } from '../support/stack-env.ts';
import { replyProblem } from './reply-contract.ts';

export { ACCESS_CODE, API_URL, DATABASE_URL, GATEWAY_URL } from '../support/stack-env.ts';
export { waitForMail } from '../support/mailbox.ts';
export const APP_ORIGIN = new URL(API_URL).origin;
export const PASSWORD = 'correct-horse-42';

export const uniqueEmail = () => `user-${crypto.randomUUID()}@test.halfwise.app`;

/** A fresh address from the TEST-NET ranges, so each file (or test) has its own rate-limit buckets. */
export function clientAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${octet()}.${octet()}`;
}

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface SessionBody {
  token: string;
  refreshToken: string;
  expiresAt: number;
  user: { id: string; email: string };
  eventId?: string;
}

/** An HTTP client that always presents itself as coming from `forwardedFor`. */
export function apiClient(forwardedFor = clientAddress()) {
  async function request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'X-Forwarded-For': forwardedFor, ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${API_URL}${path}`, { method, headers, body });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    const problem = replyProblem(method, path, response.status, parsed);
    if (problem) throw new Error(problem);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  return {
    request,
    get: <T = Record<string, unknown>>(path: string, options?: RequestOptions) =>
      request<T>('GET', path, options),
    post: <T = Record<string, unknown>>(path: string, options?: RequestOptions) =>
      request<T>('POST', path, options),
    patch: <T = Record<string, unknown>>(path: string, options?: RequestOptions) =>
      request<T>('PATCH', path, options),

    /** Registers a new account and returns its session. */
    async register(email = uniqueEmail(), password = PASSWORD): Promise<SessionBody> {
      const response = await request<SessionBody>('POST', '/api/auth/register', {
        body: { email, password },
      });
      if (response.status !== 200)
        throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body;
    },
  };
}

/** A direct connection for checking what the API wrote, closed after the file's tests. Call at the top of a file. */
export function useDatabase() {
  const sql = postgres(DATABASE_URL, { max: 1, prepare: false, onnotice: () => {} });
  afterAll(() => sql.end());
  return sql;
}

/**
 * POSTs `body` on a connection of its own and answers the status: a service that refuses a body before the
 * upload ends closes the connection, which must not be one a later request reuses.
 */
export function postOnOwnConnection(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
