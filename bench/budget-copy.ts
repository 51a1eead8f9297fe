import postgres from 'postgres';
import { addMonths, monthYear } from '@halfwise/core/calendar.ts';
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import { budgetResponseSql } from '../supabase/functions/_shared/budget-sql.ts';
import { claimsSetupSql } from '../supabase/functions/_shared/db.ts';
import { callApi, createBenchBudget, type BenchUser } from './budget-session.ts';
import { formatFigures, measureLoad } from './lib/latency.ts';

const SOURCE_MONTH = '2026-11';
const ITEMS_PER_KIND = 100;
const RUNS = { concurrency: 1, total: 100, warmup: 10 };

/** A 200-item month (100 income, 100 expenses), written straight into the database as its owner would. */
async function seedMonth(apiUrl: string, sql: postgres.Sql, user: BenchUser): Promise<number> {
  const budgetId = await createBenchBudget(apiUrl, user, SOURCE_MONTH);
  for (const [table, dateColumn] of [
    ['income_items', 'date'],
    ['expense_items', 'due_date'],
  ] as const) {
    await sql`
      insert into ${sql(`public.${table}`)} (budget_id, user_id, name, amount, ${sql(dateColumn)}, sort_order)
      select ${budgetId}, ${user.userId}, ${table} || ' ' || n, 1000 + n, '11/' || (1 + n % 30) || '/2026', n * 100
      from generate_series(1, ${ITEMS_PER_KIND}) as n`;
  }
  return budgetId;
}

/**
 * Copy-to-next-month of a 200-item month, each run into a month of its own: the whole HTTP request (the `api`
 * function behind the gateway), and the same transaction sent straight through postgres.js (begin, claims,
 * copy_budget_to_month, the target month's response statement, commit).
 */
export async function benchBudgetCopy(options: {
  apiUrl: string;
  functionUrl: string;
  databaseUrl: string;
  user: BenchUser;
}): Promise<string[]> {
  const { user } = options;
  const sql = postgres(options.databaseUrl, { prepare: false, max: 1, onnotice: () => undefined });
  let targets = 0;
  const nextTarget = () => addMonths(SOURCE_MONTH, ++targets);
  try {
    const sourceId = await seedMonth(options.apiUrl, sql, user);

    const http = await measureLoad(async () => {
      const target = nextTarget();
      const copied = await callApi<BudgetResponse>(
        options.functionUrl,
        user,
        'POST',
        `/api/budget/${sourceId}/copy-to-next-month`,
        { targetMonth: target, targetYear: monthYear(target) },
        200,
      );
      if (copied.incomeItems.length + copied.expenseItems.length !== 2 * ITEMS_PER_KIND)
        throw new Error('the copy did not answer 200 items');
    }, RUNS);

    const setup = claimsSetupSql('authenticated', user.claims);
    const transaction = await measureLoad(async () => {
      const target = nextTarget();
      await sql.begin(async (tx) => {
        await tx.unsafe(setup);
        await tx`select public.copy_budget_to_month(${sourceId}, ${target}, ${monthYear(target)})`;
        await tx.unsafe(budgetResponseSql(user.userId, target));
      });
    }, RUNS);

    return [
      formatFigures('copy 200 items (HTTP)', http),
      formatFigures('same transaction via postgres.js', transaction),
    ];
  } finally {
    await sql.end();
  }
}
