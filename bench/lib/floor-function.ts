import postgres from '../../supabase/functions/_shared/vendor/postgres/index.js';
import { budgetResponseSql } from '../../supabase/functions/_shared/budget-sql.ts';
import type { ApiConfig } from '../../supabase/functions/_shared/config.ts';
import { postgresOptions, readAsUserSql } from '../../supabase/functions/_shared/db.ts';
import { profileSelectSql } from '../../supabase/functions/_shared/profile-sql.ts';

/** Where the bench-only function is served: the local stack mounts it when BENCH_FLOOR is 1, never otherwise. */
export const FLOOR_FUNCTION = 'bench-floor';

/**
 * The floor under each API figure: a request that travels the gateway, the function entry and the HTTP server
 * as the API's do, then sends the endpoint's own SQL with no auth, no middleware and no framework. Whatever the
 * facade takes beyond this is its own overhead. Served only by the bench's stack.
 *
 *   GET /bench-floor/user/{userId}                      the GET /api/user statements (one message)
 *   GET /bench-floor/budget/{userId}/{yyyy-MM}          the GET budget message (one round trip)
 */
export function createFloorFunction(config: Pick<ApiConfig, 'databaseUrl' | 'dbPoolMax'>) {
  const sql = postgres(config.databaseUrl, postgresOptions(config, config.dbPoolMax));
  const claimsOf = (userId: string) => ({ sub: userId, role: 'authenticated', aud: 'authenticated' });

  async function answer(message: string, resultIndex: number): Promise<Response> {
    const connection = await sql.reserve();
    try {
      const results = (await connection.unsafe(message)) as unknown as { body: unknown }[][];
      const [row] = results[resultIndex] ?? [];
      if (!row) return new Response('not found', { status: 404 });
      return new Response(typeof row.body === 'string' ? row.body : JSON.stringify(row), {
        headers: { 'content-type': 'application/json' },
      });
    } finally {
      connection.release();
    }
  }

  return async (request: Request): Promise<Response> => {
    const [, , kind, userId, month] = new URL(request.url).pathname.split('/');
    if (kind === 'user' && userId)
      return answer(readAsUserSql(claimsOf(userId), profileSelectSql(userId)), 2);
    if (kind === 'budget' && userId && month)
      return answer(readAsUserSql(claimsOf(userId), budgetResponseSql(userId, month)), 2);
    return new Response('unknown floor route', { status: 404 });
  };
}
