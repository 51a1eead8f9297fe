import postgres from '../vendor/postgres/index.js';
import type { ApiConfig } from '../config.ts';
import { postgresOptions } from '../db.ts';

/**
 * A connection that stays the table owner (no `set role`): the billing columns of profiles and stripe_events
 * have no grant for authenticated, so only the server writes them. Used for those writes alone; everything a
 * user reads still goes through `withUserTx` and row-level security.
 */
export function createOwnerSql(config: ApiConfig): postgres.Sql {
  return postgres(config.databaseUrl, postgresOptions(config, 2));
}
