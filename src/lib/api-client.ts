// The signed-in client of the api function: every /api request of the SPA is a call of `api` (or, without a
// session, of typed-client.ts's `publicApi`), typed from the server's endpoint list, so tsc refuses a wrong
// path, method, body field or answer field (docs/api.md, "The typed client"). Calls go through sessionFetch
// (tokens, their renewal, idempotency keys, network failures); okAnswer / answerOf / readOf in api.ts read
// what they answer.
import { IDEMPOTENCY_HEADER } from '@halfwise/core/idempotency-contract.ts';
import type { ClientRequestOptions } from 'hono/client';
import { sessionFetch } from './api.ts';
import { typedClient } from './typed-client.ts';

export const api = typedClient(sessionFetch);

/** The write's own Idempotency-Key, when the caller keeps it across attempts (a write queued offline). */
export function withIdempotencyKey(key: string | undefined): ClientRequestOptions {
  return key === undefined ? {} : { headers: { [IDEMPOTENCY_HEADER]: key } };
}

/** This Bearer token instead of the stored session's, with no renewal (password recovery, sign-out). */
export function withAccessToken(token: string): ClientRequestOptions {
  return { headers: { Authorization: `Bearer ${token}` } };
}

/**
 * A file sent as it was read, for the server to parse and judge (an import): it replaces the typed `json`,
 * which such a call leaves as FILE_AS_READ.
 */
export function withFileBody(text: string, contentType: string): ClientRequestOptions {
  return { headers: { 'Content-Type': contentType }, init: { body: text } };
}
export const FILE_AS_READ = undefined as never;
