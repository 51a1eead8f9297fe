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

/** The browser could not reach the server at all (offline, connection cut): no answer came. */
export class NetworkFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The network request failed', { cause });
    this.name = 'NetworkFailure';
  }
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

/** What the typed client's calls answer (hono's ClientResponse): a Response whose JSON is typed `T`. */
interface TypedAnswer<T> {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<T>;
}

/** The `fetch` of the typed client answers real Responses; its calls are typed as hono's ClientResponse. */
const asResponse = (answer: TypedAnswer<unknown>) => answer as unknown as Response;

/** The answer of a call of the typed client; any non-OK answer throws ApiError. */
export async function okAnswer<T>(call: Promise<TypedAnswer<T>>): Promise<Response> {
  const response = asResponse(await call);
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * The JSON answer of a call (undefined for an empty one) parsed with `schema`, which must read what the
 * endpoint answers (tsc checks `T`, the contract's answer, against the schema's input).
 */
export async function answerOf<S extends z.ZodMiniType, T extends z.input<S>>(
  call: Promise<TypedAnswer<T>>,
  schema: S,
): Promise<z.output<S>> {
  return parseAnswer(schema, await okAnswer(call));
}

/** A read: the answer parsed with `schema`, or null on 401 (no data) instead of throwing. */
export async function readOf<S extends z.ZodMiniType, T extends z.input<S>>(
  call: Promise<TypedAnswer<T>>,
  schema: S,
): Promise<z.output<S> | null> {
  const response = asResponse(await call);
  if (response.status === 401) return null;
  if (!response.ok) throw await toApiError(response);
  return parseAnswer(schema, response);
}

async function parseAnswer<S extends z.ZodMiniType>(schema: S, response: Response): Promise<z.output<S>> {
  const endpoint = REQUESTS.get(response) ?? response.url;
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

/** Each answer's request as "METHOD /api/path", for the message of an answer that broke its contract. */
const REQUESTS = new WeakMap<Response, string>();

/**
 * The `fetch` of the typed client (src/lib/api-client.ts): the spec's rules on every request. A POST or DELETE
 * carries an Idempotency-Key (the caller's when it keeps one across attempts, a write queued offline;
 * otherwise a fresh one), sent again with its retry so a write the server already applied is not applied
 * twice. The stored session's Bearer token goes along, renewed first when it is about to expire and once more
 * after a 401; a request that brings its own Authorization (password recovery) is sent as it is. No answer at
 * all throws NetworkFailure.
 */
export async function sessionFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (KEYED_METHODS.has(method) && !headers.has(IDEMPOTENCY_HEADER)) {
    headers.set(IDEMPOTENCY_HEADER, crypto.randomUUID());
  }
  const url = String(input);
  const send = async (token: string | null) => {
    const sent = new Headers(headers);
    if (token) sent.set('Authorization', `Bearer ${token}`);
    // The first screen's reads may be under way already (index.html's head script); a write makes them stale.
    const early = method === 'GET' ? takeEarlyRead(url, token) : dropEarlyReads();
    const response = await (
      early ?? fetch(url, { ...init, method, headers: sent, credentials: 'include' })
    ).catch((cause: unknown) => {
      reportNetworkFailure();
      throw new NetworkFailure(cause);
    });
    REQUESTS.set(response, `${method} ${url}`);
    return response;
  };
  if (headers.has('Authorization')) return send(null);
  await refreshIfExpiring();
  const token = readAccessToken();
  const response = await send(token);
  if (response.status !== 401 || token === null) return response;
  const renewed = await refreshSession();
  return renewed ? send(readAccessToken()) : response;
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
