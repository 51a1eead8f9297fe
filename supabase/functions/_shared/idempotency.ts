import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JwtClaims } from './auth.ts';
import type { Db, TxSql } from './db.ts';
import { HttpError } from './errors.ts';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEEP_HOURS, REPLAYED_HEADER } from './core/idempotency-contract.ts';
import { jsonText } from './json-text.ts';

// Idempotency-Key on create endpoints (docs/api.md "Retries"): the first answer to a key is stored with the
// create, in the same transaction, and a repeat within 24 hours gets that answer back and writes nothing.

export const KEY_MALFORMED = `${IDEMPOTENCY_HEADER}: Must be 1 to 255 visible characters`;
export const KEY_REUSED = `${IDEMPOTENCY_HEADER}: This key was already used for a different request`;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const UNIQUE_KEY = 'idempotency_keys_user_key';

/** A create's answer: its status and its JSON body as text. */
export interface Answer {
  status: ContentfulStatusCode;
  body: string;
}

export interface Outcome {
  answer: Answer;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

interface StoredRow {
  request_hash: string;
  response_status: number;
  response_body: string;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isKeyConflict(error: unknown): boolean {
  const e = error as { code?: unknown; constraint_name?: unknown } | null;
  return e?.code === '23505' && e.constraint_name === UNIQUE_KEY;
}

/**
 * Runs `create` in one transaction as `caller` (anon when null), at most once per (caller, Idempotency-Key).
 * Without the header it simply runs. With it: a stored answer for the same request is replayed; the same key
 * with another method, path or body is a 422. Two requests racing with one key meet at the table's unique
 * key: the later one's transaction rolls back (its create with it) and it replays the first one's answer.
 */
export async function runIdempotent(
  c: Context,
  db: Db,
  caller: JwtClaims | null,
  create: (tx: TxSql) => Promise<Answer>,
): Promise<Outcome> {
  const inTransaction = <T>(fn: (tx: TxSql) => Promise<T>) =>
    caller ? db.withUserTx(caller, fn) : db.withAnonTx(fn);
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return { answer: await inTransaction(create), replayed: false };
  if (!KEY_FORMAT.test(key)) throw new HttpError(400, KEY_MALFORMED);

  const hash = await sha256Hex(`${c.req.method} ${c.req.path}\n${await c.req.text()}`);
  const userId = caller?.sub ?? null;
  const stored = () =>
    db.withServerTx(async (tx) => {
      // An expired record is forgotten, so the key may start over.
      await tx`
        delete from public.idempotency_keys
        where user_id is not distinct from ${userId}::uuid and key = ${key}
          and created_at <= now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`;
      const [row] = await tx<StoredRow[]>`
        select request_hash, response_status, response_body from public.idempotency_keys
        where user_id is not distinct from ${userId}::uuid and key = ${key}`;
      return row;
    });
  const replay = (row: StoredRow): Outcome => {
    if (row.request_hash !== hash) throw new HttpError(422, KEY_REUSED);
    return {
      answer: { status: row.response_status as ContentfulStatusCode, body: row.response_body },
      replayed: true,
    };
  };

  const earlier = await stored();
  if (earlier) return replay(earlier);
  try {
    const answer = await inTransaction(async (tx) => {
      const result = await create(tx);
      await tx`
        insert into public.idempotency_keys (key, request_hash, response_status, response_body)
        values (${key}, ${hash}, ${result.status}, ${result.body})`;
      return result;
    });
    return { answer, replayed: false };
  } catch (error) {
    if (!isKeyConflict(error)) throw error;
    const winner = await stored();
    if (!winner) throw error;
    return replay(winner);
  }
}

/** The outcome as the HTTP answer; a replay says so in a header. */
export function respond(c: Context, { answer, replayed }: Outcome): Response {
  if (replayed) c.header(REPLAYED_HEADER, 'true');
  return jsonText(c, answer.body, answer.status);
}

/** An answer from a value: `status` and its JSON text. */
export const jsonAnswer = (body: unknown, status: ContentfulStatusCode = 200): Answer => ({
  status,
  body: JSON.stringify(body),
});
