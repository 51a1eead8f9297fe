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
   * go out pipelined on a reserved connection. The statement must carry no parameters (inline its values with
   * `sqlStringLiteral`), because postgres.js describes a parameterised statement first and stops the pipeline.
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

export function createDb(config: ApiConfig): Db {
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
    const connection = await sql.reserve();
    try {
      // Issued without awaiting, so postgres.js writes all four at once. Each ends with its own Sync: if the
      // setup or the statement fails, `commit` meets an aborted transaction and rolls it back.
      const steps = ['begin', claimsSetupSql('authenticated', claims), statement, 'commit'].map((text) =>
        connection.unsafe(text).execute(),
      );
      const settled = await Promise.allSettled(steps);
      const failure = settled.find((step) => step.status === 'rejected');
      if (failure) {
        // Should `commit` itself not have run, never hand the connection back inside a transaction.
        await connection.unsafe('rollback').catch(() => undefined);
        throw failure.reason;
      }
      return (settled[2] as PromiseFulfilledResult<unknown>).value as T;
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
