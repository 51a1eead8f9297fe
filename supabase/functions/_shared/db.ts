import postgres from './vendor/postgres/index.js';
import type { JwtClaims } from './auth.ts';
import type { ApiConfig } from './config.ts';
import { DatabaseUnavailable, HttpError, SIGN_IN_REQUIRED } from './errors.ts';
import { sqlStringLiteral, UUID_PATTERN } from './sql-literal.ts';

export type Sql = postgres.Sql;
/** The connection a transaction's statements go to (reserved for it until it ends). */
export type TxSql = postgres.Sql;

export interface Db {
  /** Runs `fn` in one transaction as role `authenticated` with the caller's claims, so RLS decides. */
  withUserTx<T>(claims: JwtClaims, fn: (tx: TxSql) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction as role `anon` (public endpoints). */
  withAnonTx<T>(fn: (tx: TxSql) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` in one transaction as the connection's own role, for the server's bookkeeping in the private
   * schema (rate limits, login failures, session checks). Never for a user's rows.
   */
  withServerTx<T>(fn: (tx: TxSql) => Promise<T>): Promise<T>;
  /**
   * One read-only statement as the connection's own role, outside any transaction: a single round trip,
   * bounded like every call (for checks on every request, such as whether a session is still open).
   */
  serverRead<T extends readonly object[]>(statement: (sql: Sql) => postgres.PendingQuery<T>): Promise<T>;
  /**
   * Runs one read-only statement as the caller in ONE round trip: begin, the claims, the statement and commit
   * go out as one simple-protocol message (`readAsUserSql`). The statement must be a single statement without
   * parameters: inline its values with `sqlStringLiteral`.
   */
  readAsUser<T extends readonly object[]>(claims: JwtClaims, statement: string): Promise<T>;
  /** One round trip to prove the database answers, bounded by `withinMs`. */
  ping(withinMs: number): Promise<void>;
  close(): Promise<void>;
}

type DbRole = 'authenticated' | 'anon';
type DbConfig = Pick<ApiConfig, 'databaseUrl' | 'dbPoolMax'> & Partial<Pick<ApiConfig, 'dbTimeouts'>>;

const DEFAULT_TIMEOUTS: ApiConfig['dbTimeouts'] = { connectSeconds: 2, statementMs: 2000, callMs: 2500 };

/**
 * How long before the caller's deadline a transaction must have committed: the commit check runs on the
 * database's clock, this covers the answer's way back and a clock a little apart from the function's.
 */
const COMMIT_MARGIN_MS = 500;

/** The set_config calls of claimsSetupSql, as the items of a select list. */
function claimsSettings(role: DbRole, claims: object, statementTimeoutMs: number): string {
  return (
    `${timeoutSettings(statementTimeoutMs)},` +
    ` set_config('request.jwt.claims', ${sqlStringLiteral(JSON.stringify(claims))}, true),` +
    ` set_config('role', '${role}', true)`
  );
}

/** The statement and lock timeouts of a transaction, as items of a select list. */
function timeoutSettings(statementTimeoutMs: number): string {
  const ms = Math.trunc(statementTimeoutMs);
  return `set_config('statement_timeout', '${ms}', true), set_config('lock_timeout', '${ms}', true)`;
}

/**
 * The statement that makes the rest of a transaction run as `role` with `claims`, as PostgREST does, with the
 * statement timeout set for the transaction (a pooler may drop connection-level settings). It has no parameters,
 * so postgres.js skips its describe round trip and pipelines what follows; hence the claims as an escaped literal.
 */
export function claimsSetupSql(
  role: DbRole,
  claims: object,
  statementTimeoutMs = DEFAULT_TIMEOUTS.statementMs,
): string {
  return `select ${claimsSettings(role, claims, statementTimeoutMs)}`;
}

/** `begin; <claims setup>; <statement>; commit`: the statement's rows are the third result. */
export function readAsUserSql(
  claims: object,
  statement: string,
  statementTimeoutMs = DEFAULT_TIMEOUTS.statementMs,
): string {
  return `begin; ${claimsSetupSql('authenticated', claims, statementTimeoutMs)}; ${statement}; commit`;
}

/**
 * The start of the one message `readAsUser` sends: `begin; <open-session guard and claims setup>;`, followed by
 * the statement and `commit`, the statement's rows again the third result. The guard
 * (private.require_open_session) raises HW401 when the session has ended; it is the first item of the claims
 * setup's select list, which Postgres evaluates in order, so it runs as the connection's role before the role
 * switches to `authenticated`, and when it raises, the setup and the statement never run. One statement fewer
 * to parse, plan and answer than a guard of its own.
 */
function sessionReadPrefix(claims: JwtClaims, statementTimeoutMs = DEFAULT_TIMEOUTS.statementMs): string {
  const { session_id: sessionId, sub } = claims;
  if (!sessionId || !UUID_PATTERN.test(sessionId) || !UUID_PATTERN.test(sub))
    throw new HttpError(401, SIGN_IN_REQUIRED);
  const guard = `private.require_open_session(${sqlStringLiteral(sessionId)}, ${sqlStringLiteral(sub)})`;
  const setup = claimsSettings('authenticated', claims, statementTimeoutMs);
  return `begin; select ${guard}, ${setup};`;
}

/** postgres.js options shared by every pool of the functions: no prepared statements, bounded connects. */
export function postgresOptions(config: DbConfig, max: number): postgres.Options<Record<string, never>> {
  const timeouts = config.dbTimeouts ?? DEFAULT_TIMEOUTS;
  // `prepare: false`: the Supabase pooler (transaction mode) cannot keep prepared statements.
  return {
    prepare: false,
    max,
    idle_timeout: 20,
    connect_timeout: timeouts.connectSeconds,
    // The driver's default waits longer after each failed connect, shared across the pool (up to 20 s), so a
    // restarted database would stay unused for seconds; retry every 100 ms instead (each try is still bounded).
    backoff: () => 0.1,
    onnotice: () => {},
  };
}

/**
 * Rejects with DatabaseUnavailable when `work` has not settled within `ms`. A server that vanished without
 * closing its sockets answers nothing, and no statement timeout can fire there; this bound still does.
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  // One promise settled by whichever comes first (every database call goes through here, so no race and
  // finally of three more). A settled promise ignores the later outcome: abandoned work that fails after the
  // deadline has nobody left to tell.
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DatabaseUnavailable(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Needs the connection string and the pool size of the function's configuration (and its timeouts). */
export function createDb(config: DbConfig): Db {
  const timeouts = config.dbTimeouts ?? DEFAULT_TIMEOUTS;
  const sql = postgres(config.databaseUrl, postgresOptions(config, config.dbPoolMax));
  // Waiting for a connection, connecting and the statements, all told.
  const callBoundMs = timeouts.callMs;

  /**
   * Runs `work` on a connection of its own, reserved from the pool, and hands the connection back only once
   * `work` has settled. When `work` fails, a `rollback` follows whatever it left queued on the connection, so no
   * transaction it opened reaches the next user of the connection.
   */
  async function onReservedConnection<R>(work: (connection: postgres.ReservedSql) => Promise<R>): Promise<R> {
    const connection = await sql.reserve();
    try {
      return await work(connection);
    } catch (error) {
      await connection.unsafe('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  }

  /**
   * `fn` in one transaction that commits only within the call's bound. Its last message is the commit check
   * (as the server: `reset role`) and the commit together: once the caller has been answered 503, statements
   * still queued at a frozen server run when it thaws, the check raises (HW503) and the commit never happens.
   *
   * The transaction is driven by hand on a reserved connection rather than by the driver's `sql.begin`: that one
   * gives its connection back to the pool as soon as the server reports the transaction over (after the commit
   * sent here), and only then sends a `commit` of its own, which on a busy pool waited behind the next user of
   * the connection for ever: the caller was answered 503 although the write had committed
   * (tests/api/db-transaction-handover.test.ts).
   */
  function transaction<T>(setup: string, fn: (tx: TxSql) => Promise<T>): Promise<T> {
    const deadline = new Date(Date.now() + callBoundMs - COMMIT_MARGIN_MS).toISOString();
    const work = onReservedConnection(async (tx) => {
      const opened = tx.unsafe(`begin; ${setup}`).execute();
      const [, result] = await Promise.all([opened, fn(tx)]);
      await tx.unsafe(`reset role; select private.require_before('${deadline}'); commit`);
      return result;
    });
    return withDeadline(work, callBoundMs);
  }

  const asRole = <T>(role: DbRole, claims: object, fn: (tx: TxSql) => Promise<T>) =>
    transaction(claimsSetupSql(role, claims, timeouts.statementMs), fn);

  // A cached token's claims are one object for the token's life, so their part of the message is built once.
  const prefixes = new WeakMap<JwtClaims, string>();
  const prefixOf = (claims: JwtClaims) => {
    let prefix = prefixes.get(claims);
    if (prefix === undefined) {
      prefix = sessionReadPrefix(claims, timeouts.statementMs);
      prefixes.set(claims, prefix);
    }
    return prefix;
  };

  async function readAsUser<T extends readonly object[]>(claims: JwtClaims, statement: string): Promise<T> {
    // The session guard's refusal skips the rest of the message, `commit` included; the rollback follows.
    const read = () =>
      onReservedConnection(async (connection) => {
        const message = `${prefixOf(claims)} ${statement}; commit`;
        const results = (await connection.unsafe(message)) as unknown as T[];
        return results[2] as T;
      }).catch((error: unknown) => {
        if ((error as { code?: unknown }).code === 'HW401') throw new HttpError(401, SIGN_IN_REQUIRED);
        throw error;
      });
    return withDeadline(read(), callBoundMs);
  }

  return {
    withUserTx: (claims, fn) => asRole('authenticated', claims, fn),
    withAnonTx: (fn) => asRole('anon', { role: 'anon' }, fn),
    withServerTx: (fn) => transaction(`select ${timeoutSettings(timeouts.statementMs)}`, fn),
    serverRead: (statement) => withDeadline(statement(sql).execute(), callBoundMs),
    readAsUser,
    ping: async (withinMs) => {
      await withDeadline(sql`select 1`.execute(), withinMs);
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
