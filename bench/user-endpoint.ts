import postgres from 'postgres';
import { sqlStringLiteral } from '../supabase/functions/_shared/sql-literal.ts';
import { createHttpClient } from './lib/http-client.ts';
import { formatFigures, formatRatio, measureLoad } from './lib/latency.ts';

/**
 * GET /api/user over HTTP (the `api` function behind the gateway, as Supabase serves it) beside the SQL that
 * the endpoint runs, sent straight through postgres.js with the same number of connections.
 */
export async function benchUserEndpoint(options: {
  functionUrl: string;
  databaseUrl: string;
  token: string;
  userId: string;
}): Promise<string[]> {
  const lines: string[] = [];
  const claims = JSON.stringify({ sub: options.userId, role: 'authenticated', aud: 'authenticated' });

  for (const concurrency of [1, 32]) {
    const load = { concurrency, total: concurrency === 1 ? 2000 : 6000, warmup: 200 };

    const client = createHttpClient(options.functionUrl, concurrency);
    const headers = { authorization: `Bearer ${options.token}` };
    const api = await measureLoad(async () => {
      const response = await client.get('/api/user', headers);
      if (response.status !== 200) throw new Error(`GET /api/user answered ${response.status}`);
    }, load);
    client.close();

    const sql = postgres(options.databaseUrl, {
      prepare: false,
      max: concurrency,
      onnotice: () => undefined,
    });
    // The statements the endpoint sends, in the same transaction and pipelining, without HTTP or JWT checks.
    const setup = `select set_config('request.jwt.claims', ${sqlStringLiteral(claims)}, true), set_config('role', 'authenticated', true)`;
    const raw = await measureLoad(async () => {
      await sql.begin(async (tx) => {
        const [, rows] = await Promise.all([
          tx.unsafe(setup).execute(),
          tx`select id, email, first_name, last_name, birthday::text as birthday, subscription_status,
                    trial_end_date, stripe_customer_id, first_budget_month
             from public.profiles where id = ${options.userId}`,
        ]);
        if (rows.length !== 1) throw new Error('the raw query did not find the user');
      });
    }, load);
    await sql.end();

    lines.push(formatFigures('GET /api/user (HTTP, facade)', api));
    lines.push(formatFigures('same SQL via postgres.js', raw));
    lines.push(formatRatio(api, raw));
  }
  return lines;
}
