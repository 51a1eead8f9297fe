import { readAsUserSql } from '../supabase/functions/_shared/db.ts';
import { profileSelectSql } from '../supabase/functions/_shared/profile-sql.ts';
import { httpContender, measureContenders, sqlContender } from './lib/contenders.ts';
import { FLOOR_FUNCTION } from './lib/floor-function.ts';
import { formatFigures } from './lib/latency.ts';
import { formatFloorRatio, formatRatio } from './lib/rounds.ts';

/**
 * GET /api/user over HTTP (the `api` function behind the gateway, as Supabase serves it) beside its floor (the
 * same path and SQL with nothing else) and the SQL sent straight through postgres.js with as many connections.
 */
export async function benchUserEndpoint(options: {
  functionUrl: string;
  databaseUrl: string;
  token: string;
  userId: string;
}): Promise<string[]> {
  const lines: string[] = [];
  const claims = { sub: options.userId, role: 'authenticated', aud: 'authenticated' };
  // The message the endpoint sends (begin, claims, the profile and household, commit), without HTTP or auth.
  const message = readAsUserSql(claims, profileSelectSql(options.userId));

  for (const concurrency of [1, 32]) {
    const contenders = {
      api: httpContender(options.functionUrl, concurrency, '/api/user', {
        authorization: `Bearer ${options.token}`,
      }),
      floor: httpContender(options.functionUrl, concurrency, `/${FLOOR_FUNCTION}/user/${options.userId}`, {}),
      raw: sqlContender(options.databaseUrl, concurrency, message),
    };
    lines.push(
      ...(await measureContenders(contenders, concurrency, async ({ api, floor, raw }) => [
        formatFigures('GET /api/user (HTTP, facade)', api.median),
        formatFigures('floor: same path and SQL, no auth', floor.median),
        formatFigures('same SQL via postgres.js', raw.median),
        formatFloorRatio(api, floor),
        formatRatio(api, raw),
      ])),
    );
  }
  return lines;
}
