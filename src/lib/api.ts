import { IDEMPOTENCY_HEADER } from '@halfwise/core/idempotency-contract.ts';
import { config, safeParse, type z } from 'zod/mini';
import { dropEarlyReads, takeEarlyRead } from './early-reads.ts';
import { reportNetworkFailure } from './network-failures.ts';
import { readAccessToken } from './session-store.ts';
import { refreshIfExpiring, refreshSession } from './token-refresh.ts';

/** A non-OK answer. The message is exactly the spec's "{status}: {body text or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

/**
 * Answers that say the server could not serve the request just now, not that it refused it: a database fault
 * answers 503, a gateway 502 or 504. A later try of the same request may well succeed.
 */
const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export function isServerUnavailable(error: unknown): boolean {
  return error instanceof ApiError && UNAVAILABLE_STATUSES.has(error.status);
}

export interface ApiRequestOptions {
  /** Send this Bearer token instead of the stored one, with no session renewal (password recovery). */
  accessToken?: string;
  /** Send the body, a string, as it is with this type (a CSV file) instead of as JSON. */
  contentType?: string;
  /**
   * The Idempotency-Key of a POST or DELETE, when the caller keeps it across attempts (a write queued offline
   * is sent with one key however often it is tried); otherwise each call makes a fresh one.
   */
  idempotencyKey?: string;
}

/** The browser could not reach the server at all (offline, connection cut): no answer came. */
export class NetworkFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The network request failed', { cause });
    this.name = 'NetworkFailure';
  }
}

/** Sends a request with the spec's rules and answers the response; any non-OK answer throws ApiError. */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const response = await fetchWithSession(method, url, body, options);
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * An answer that does not match its endpoint's contract (core/contract): a clear error naming the endpoint and
 * the first field at fault, instead of a silent undefined further on.
 */
export class ApiContractError extends ApiError {
  constructor(
    readonly endpoint: string,
    readonly field: string,
    problem: string,
    status: number,
  ) {
    super(status, '', '');
    this.name = 'ApiContractError';
    this.message = `Unexpected answer from ${endpoint}: ${field ? `${field}: ` : ''}${problem}`;
  }
}

/** Like apiRequest, answering the JSON body (undefined for an empty one) parsed with the endpoint's schema. */
export async function apiParse<S extends z.ZodMiniType>(
  schema: S,
  method: string,
  url: string,
  body?: unknown,
  options?: ApiRequestOptions,
): Promise<z.output<S>> {
  const response = await apiRequest(method, url, body, options);
  return parseAnswer(schema, `${method} ${url}`, response);
}

/** A read: GET parsed with the endpoint's schema, answering null on 401 (no data) instead of throwing. */
export async function apiQuery<S extends z.ZodMiniType>(schema: S, url: string): Promise<z.output<S> | null> {
  const response = await fetchWithSession('GET', url, undefined, {});
  if (response.status === 401) return null;
  if (!response.ok) throw await toApiError(response);
  return parseAnswer(schema, `GET ${url}`, response);
}

/** The default read of the query client, for keys whose hook parses the data itself: the JSON, unchecked. */
export async function getQuery(url: string): Promise<unknown> {
  const response = await fetchWithSession('GET', url, undefined, {});
  if (response.status === 401) return null;
  if (!response.ok) throw await toApiError(response);
  return response.json();
}

async function parseAnswer<S extends z.ZodMiniType>(
  schema: S,
  endpoint: string,
  response: Response,
): Promise<z.output<S>> {
  const text = await response.text();
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiContractError(endpoint, '', 'the body is not JSON', response.status);
  }
  const parsed = safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const issue = (await withZodMessages(() => safeParse(schema, value))).error?.issues[0];
  throw new ApiContractError(
    endpoint,
    issue?.path.join('.') ?? '',
    issue?.message ?? 'invalid',
    response.status,
  );
}

/**
 * zod/mini carries no messages of its own; zod's English ones (what the field should have been) are loaded only
 * for an answer that broke its contract, and `parse` runs again to word its issues.
 */
async function withZodMessages<T>(parse: () => T): Promise<T> {
  const { default: english } = await import('zod/v4/locales/en.js');
  config(english());
  return parse();
}

/** Methods whose requests carry an Idempotency-Key (docs/api.md "Retries"). */
const KEYED_METHODS = new Set(['POST', 'DELETE']);

async function fetchWithSession(
  method: string,
  url: string,
  body: unknown,
  options: ApiRequestOptions,
): Promise<Response> {
  // One key per POST or DELETE, sent again with its retry, so a create (or an undone copy) the server already
  // applied is not applied twice.
  const key = KEYED_METHODS.has(method) ? (options.idempotencyKey ?? crypto.randomUUID()) : undefined;
  const payload = encodeBody(body, options.contentType);
  if (options.accessToken !== undefined) return send(method, url, payload, options.accessToken, key);
  await refreshIfExpiring();
  const token = readAccessToken();
  const response = await send(method, url, payload, token, key);
  if (response.status !== 401 || token === null) return response;
  const renewed = await refreshSession();
  return renewed ? send(method, url, payload, readAccessToken(), key) : response;
}

interface Payload {
  type: string;
  text: string;
}

function encodeBody(body: unknown, contentType: string | undefined): Payload | undefined {
  if (body === undefined) return undefined;
  if (contentType !== undefined) return { type: contentType, text: String(body) };
  return { type: 'application/json', text: JSON.stringify(body) };
}

function send(
  method: string,
  url: string,
  payload: Payload | undefined,
  token: string | null,
  idempotencyKey: string | undefined,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  if (payload) headers['Content-Type'] = payload.type;
  // The first screen's reads may be under way already (index.html's head script); a write makes them stale.
  const early = method === 'GET' ? takeEarlyRead(url, token) : dropEarlyReads();
  return (early ?? fetch(url, { method, headers, credentials: 'include', body: payload?.text })).catch(
    (cause: unknown) => {
      reportNetworkFailure();
      throw new NetworkFailure(cause);
    },
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(response.status, text, response.statusText);
}

/** The `message` the server put in an error body, or null when there is none. */
/**
 * A 400's message names the field it is about ('password: This password is too common…'): the field, and the
 * words a person reads. A message without a field name answers `field` undefined.
 */
export function splitFieldMessage(message: string): { field: string | undefined; text: string } {
  const named = /^([A-Za-z][\w.[\]]*): (.+)$/s.exec(message);
  return named ? { field: named[1], text: named[2]! } : { field: undefined, text: message };
}

export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || null;
    }
  } catch {
    // Not JSON: a short plain-text body is the message itself; an HTML error page is not.
  }
  return error.body.length <= 200 && !error.body.trimStart().startsWith('<') ? error.body : null;
}
