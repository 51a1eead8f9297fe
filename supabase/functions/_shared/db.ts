import postgres from 'postgres';
import type { JwtClaims } from './auth.ts';
import type { ApiConfig } from './config.ts';
import { sqlStringLiteral } from './sql-literal.ts';

export type Sql = postgres.Sql;
export type TxSql = postgres.TransactionSql;

export interface Db {
  /** Runs `fn` in one transaction as role `authenticated` with the caller's claims, so RLS decides. */
  withUserTx<T>(claims: JwtClaims, fn: (tx: TxSql) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction as role `anon` (public endpoints: rate limits, health). */
  withAnonTx<T>(fn: (tx: TxSql) => Promise<T>): Promise<T>;
  /**
   * Runs one read-only statement as the caller in ONE round trip: begin, the claims, the statement and commit
   * go out as one simple-protocol message (`readAsUserSql`). The statement must be a single statement without
   * parameters: inline its values with `sqlStringLiteral`.
   */
  readAsUser<T extends readonly object[]>(claims: JwtClaims, statement: string): Promise<T>;
  /** One round trip to prove the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

type DbRole = 'authenticated' | 'anon';

/**
 * The statement that makes the rest of a transaction run as `role` with `claims`, as PostgREST does. It has no
 * parameters, so postgres.js skips its describe round trip and pipelines what follows; hence the claims as an
 * escaped literal.
 */
export function claimsSetupSql(role: DbRole, claims: object): string {
  return (
    `select set_config('request.jwt.claims', ${sqlStringLiteral(JSON.stringify(claims))}, true),` +
    ` set_config('role', '${role}', true)`
  );
}

/** The one message `readAsUser` sends: `begin; <claims setup>; <statement>; commit`. */
export function readAsUserSql(claims: object, statement: string): string {
  return `begin; ${claimsSetupSql('authenticated', claims)}; ${statement}; commit`;
}

/** Needs only the connection string and the pool size of the function's configuration. */
export function createDb(config: Pick<ApiConfig, 'databaseUrl' | 'dbPoolMax'>): Db {
  // `prepare: false`: the Supabase pooler (transaction mode) and PGlite cannot keep prepared statements.
  const sql = postgres(config.databaseUrl, {
    prepare: false,
    max: config.dbPoolMax,
    idle_timeout: 20,
    onnotice: () => {},
  });

  async function asRole<T>(role: DbRole, claims: object, fn: (tx: TxSql) => Promise<T>) {
    return sql.begin(async (tx) => {
      const setup = tx.unsafe(claimsSetupSql(role, claims)).execute();
      const [, result] = await Promise.all([setup, fn(tx)]);
      return result;
    }) as Promise<T>;
  }

  async function readAsUser<T extends readonly object[]>(claims: JwtClaims, statement: string): Promise<T> {
    // Reserved, so that after a failure the rollback reaches the connection whose transaction is still open.
    const connection = await sql.reserve();
    try {
      const results = (await connection.unsafe(readAsUserSql(claims, statement))) as unknown as T[];
      return results[2] as T;
    } catch (error) {
      // An error skips the rest of the message, `commit` included, and leaves the transaction aborted.
      await connection.unsafe('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  }

  return {
    withUserTx: (claims, fn) => asRole('authenticated', claims, fn),
    withAnonTx: (fn) => asRole('anon', { role: 'anon' }, fn),
    readAsUser,
    ping: async () => {
      await sql`select 1`;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
