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
  /** One round trip to prove the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createDb(config: ApiConfig): Db {
  // `prepare: false`: the Supabase pooler (transaction mode) and PGlite cannot keep prepared statements.
  const sql = postgres(config.databaseUrl, {
    prepare: false,
    max: config.dbPoolMax,
    idle_timeout: 20,
    onnotice: () => {},
  });

  async function asRole<T>(role: 'authenticated' | 'anon', claims: object, fn: (tx: TxSql) => Promise<T>) {
    return sql.begin(async (tx) => {
      // A statement without parameters skips postgres.js's describe round trip, so it goes out in one write
      // and fn's first query is pipelined right behind it. Hence the claims as an escaped literal.
      const setup = tx
        .unsafe(
          `select set_config('request.jwt.claims', ${sqlStringLiteral(JSON.stringify(claims))}, true),` +
            ` set_config('role', '${role}', true)`,
        )
        .execute();
      const [, result] = await Promise.all([setup, fn(tx)]);
      return result;
    }) as Promise<T>;
  }

  return {
    withUserTx: (claims, fn) => asRole('authenticated', claims, fn),
    withAnonTx: (fn) => asRole('anon', { role: 'anon' }, fn),
    ping: async () => {
      await sql`select 1`;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
