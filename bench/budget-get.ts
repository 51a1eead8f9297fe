import { budgetResponseSql } from '../supabase/functions/_shared/budget-sql.ts';
import { readAsUserSql } from '../supabase/functions/_shared/db.ts';
import type { RoundTripProxy } from './budget-round-trip-proxy.ts';
import { callApi, createBenchBudget, type BenchUser } from './budget-session.ts';
import { httpContender, measureContenders, sqlContender, type Contender } from './lib/contenders.ts';
import { FLOOR_FUNCTION } from './lib/floor-function.ts';
import { formatFigures } from './lib/latency.ts';
import { formatFloorRatio, formatRatio } from './lib/rounds.ts';

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
  const message = readAsUserSql(user.claims, budgetResponseSql(user.userId, MONTH));
  const lines: string[] = [];

  for (const concurrency of [1, 32]) {
    const contenders = {
      api: httpContender(options.functionUrl, concurrency, `/api/budget/${user.userId}/${MONTH}/2026`, {
        authorization: `Bearer ${user.token}`,
      }),
      floor: httpContender(
        options.functionUrl,
        concurrency,
        `/${FLOOR_FUNCTION}/budget/${user.userId}/${MONTH}`,
        {},
      ),
      raw: sqlContender(proxy.url, concurrency, message),
    };
    const flights = (contender: Contender) =>
      concurrency === 1 ? flightsPerCall(proxy, contender.once) : Promise.resolve(undefined);
    lines.push(
      ...(await measureContenders(contenders, concurrency, async ({ api, floor, raw }) => [
        withFlights(formatFigures('GET budget, 60 items (HTTP)', api.median), await flights(contenders.api)),
        formatFigures('floor: same path and SQL, no auth', floor.median),
        withFlights(formatFigures('same SQL via postgres.js', raw.median), await flights(contenders.raw)),
        formatFloorRatio(api, floor),
        formatRatio(api, raw),
      ])),
    );
  }
  return lines;
}

function withFlights(line: string, flights: number | undefined): string {
  return flights === undefined ? line : `${line}  ${flights.toFixed(2)} round trips/request`;
}
