import postgres from 'postgres';
import { budgetResponseSql } from '../supabase/functions/_shared/budget-sql.ts';
import { readAsUserSql } from '../supabase/functions/_shared/db.ts';
import type { RoundTripProxy } from './budget-round-trip-proxy.ts';
import { callApi, createBenchBudget, type BenchUser } from './budget-session.ts';
import { createHttpClient } from './lib/http-client.ts';
import { FLOOR_FUNCTION } from './lib/floor-function.ts';
import { formatFigures, formatFloorRatio, formatRatio, measureLoad } from './lib/latency.ts';

export const MONTH = '2026-11';
const ITEMS_PER_KIND = 30;
const ROUND_TRIP_SAMPLE = 200;

/** A month of 60 items (30 income, 30 expenses, early and late), made through the API. */
export async function seedMonth(apiUrl: string, user: BenchUser): Promise<void> {
  const budgetId = await createBenchBudget(apiUrl, user, MONTH);
  for (let i = 0; i < ITEMS_PER_KIND; i++) {
    for (const kind of ['income', 'expense']) {
      const body = {
        budgetId,
        name: `${kind} ${i}`,
        amount: 1_000 + i,
        dueDate: `11/${(i % 28) + 1}/2026`,
      };
      await callApi(apiUrl, user, 'POST', `/api/${kind}`, body, 201);
    }
  }
}

async function flightsPerCall(proxy: RoundTripProxy, call: () => Promise<void>): Promise<number> {
  proxy.reset();
  for (let i = 0; i < ROUND_TRIP_SAMPLE; i++) await call();
  return proxy.flights() / ROUND_TRIP_SAMPLE;
}

/**
 * GET /api/budget for a 60-item month over HTTP (the `api` function behind the gateway), beside the same message
 * (begin; claims; the budget statement; commit) sent straight through postgres.js, both through
 * the round-trip-counting proxy.
 */
export async function benchBudgetGet(options: {
  apiUrl: string;
  functionUrl: string;
  proxy: RoundTripProxy;
  user: BenchUser;
}): Promise<string[]> {
  const { user, proxy } = options;
  await seedMonth(options.apiUrl, user);
  const path = `/api/budget/${user.userId}/${MONTH}/2026`;
  const pipeline = readAsUserSql(user.claims, budgetResponseSql(user.userId, MONTH));
  const lines: string[] = [];

  for (const concurrency of [1, 32]) {
    const load = { concurrency, total: concurrency === 1 ? 2000 : 6000, warmup: 200 };

    const client = createHttpClient(options.functionUrl, concurrency);
    const headers = { authorization: `Bearer ${user.token}` };
    const getOnce = async () => {
      const response = await client.get(path, headers);
      if (response.status !== 200) throw new Error(`GET budget answered ${response.status}`);
    };
    const api = await measureLoad(getOnce, load);
    const apiFlights = concurrency === 1 ? await flightsPerCall(proxy, getOnce) : undefined;
    client.close();

    const floorClient = createHttpClient(options.functionUrl, concurrency);
    const floor = await measureLoad(async () => {
      const response = await floorClient.get(`/${FLOOR_FUNCTION}/budget/${user.userId}/${MONTH}`, {});
      if (response.status !== 200) throw new Error(`the floor answered ${response.status}`);
    }, load);
    floorClient.close();

    const sql = postgres(proxy.url, { prepare: false, max: concurrency, onnotice: () => undefined });
    const rawOnce = async () => {
      const connection = await sql.reserve();
      try {
        const results = (await connection.unsafe(pipeline)) as unknown as { body: string }[][];
        if (results[2]?.length !== 1) throw new Error('the raw statement found no row');
      } finally {
        connection.release();
      }
    };
    const raw = await measureLoad(rawOnce, load);
    const rawFlights = concurrency === 1 ? await flightsPerCall(proxy, rawOnce) : undefined;
    await sql.end();

    lines.push(withFlights(formatFigures('GET budget, 60 items (HTTP)', api), apiFlights));
    lines.push(formatFigures('floor: same path and SQL, no auth', floor));
    lines.push(withFlights(formatFigures('same SQL via postgres.js', raw), rawFlights));
    lines.push(formatFloorRatio(api, floor));
    lines.push(formatRatio(api, raw));
  }
  return lines;
}

function withFlights(line: string, flights: number | undefined): string {
  return flights === undefined ? line : `${line}  ${flights.toFixed(2)} round trips/request`;
}
