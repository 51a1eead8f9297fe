import postgres from 'postgres';
import { readAsUserSql } from '../supabase/functions/_shared/db.ts';
import { profileSelectSql } from '../supabase/functions/_shared/profile-sql.ts';
import { FLOOR_FUNCTION } from './lib/floor-function.ts';
import { createHttpClient } from './lib/http-client.ts';
import { formatFigures, formatFloorRatio, formatRatio, measureLoad } from './lib/latency.ts';

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

  for (const concurrency of [1, 32]) {
    const load = { concurrency, total: concurrency === 1 ? 2000 : 6000, warmup: 200 };

    const client = createHttpClient(options.functionUrl, concurrency);
    const headers = { authorization: `Bearer ${options.token}` };
    const api = await measureLoad(async () => {
      const response = await client.get('/api/user', headers);
      if (response.status !== 200) throw new Error(`GET /api/user answered ${response.status}`);
    }, load);
    client.close();

    const floorClient = createHttpClient(options.functionUrl, concurrency);
    const floor = await measureLoad(async () => {
      const response = await floorClient.get(`/${FLOOR_FUNCTION}/user/${options.userId}`, {});
      if (response.status !== 200) throw new Error(`the floor answered ${response.status}`);
    }, load);
    floorClient.close();

    const sql = postgres(options.databaseUrl, {
      prepare: false,
      max: concurrency,
      onnotice: () => undefined,
    });
    // The message the endpoint sends (begin, claims, the profile and household, commit), without HTTP or auth.
    const message = readAsUserSql(claims, profileSelectSql(options.userId));
    const raw = await measureLoad(async () => {
      const connection = await sql.reserve();
      try {
        const results = (await connection.unsafe(message)) as unknown as unknown[][];
        if (results[2]?.length !== 1) throw new Error('the raw query did not find the user');
      } finally {
        connection.release();
      }
    }, load);
    await sql.end();

    lines.push(formatFigures('GET /api/user (HTTP, facade)', api));
    lines.push(formatFigures('floor: same path and SQL, no auth', floor));
    lines.push(formatFigures('same SQL via postgres.js', raw));
    lines.push(formatFloorRatio(api, floor));
    lines.push(formatRatio(api, raw));
  }
  return lines;
}
