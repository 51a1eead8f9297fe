import { addMonths } from '@halfwise/core/calendar.ts';
import { runwayResponseSchema } from '@halfwise/core/contract/runway.ts';
import { monthKeyOfIsoDate } from '@halfwise/core/iso-date.ts';
import { callApi, createBenchBudget, type BenchUser } from './budget-session.ts';
import { httpContender, measureContenders } from './lib/contenders.ts';
import { formatFigures } from './lib/latency.ts';
import { median, pairedRatios } from './lib/rounds.ts';

const ITEMS_PER_KIND = 30;

/** A month of 60 items (30 income, 30 expenses) through the API, dated across the month. */
async function seedMonth(apiUrl: string, user: BenchUser, month: string): Promise<void> {
  const budgetId = await createBenchBudget(apiUrl, user, month);
  const [year, mm] = month.split('-');
  for (let i = 0; i < ITEMS_PER_KIND; i++) {
    for (const kind of ['income', 'expense']) {
      const dueDate = `${mm}/${String((i % 28) + 1).padStart(2, '0')}/${year}`;
      const body = { budgetId, name: `${kind} ${i}`, amount: 1_000 + i, dueDate };
      await callApi(apiUrl, user, 'POST', `/api/${kind}`, body, 201);
    }
  }
}

/**
 * GET /api/runway (6 paychecks; this month and next set up with 60 items each, the months after projected from
 * next month) beside GET budget of this month, measured in the same rounds at c=1 and c=32; the target
 * is a runway p50 at most twice GET budget's.
 */
export async function benchRunwayGet(options: {
  apiUrl: string;
  functionUrl: string;
  user: BenchUser;
}): Promise<string[]> {
  const { user } = options;
  const today = new Date().toISOString().slice(0, 10);
  const month = monthKeyOfIsoDate(today);
  await seedMonth(options.apiUrl, user, month);
  await seedMonth(options.apiUrl, user, addMonths(month, 1));
  const path = `/api/runway?paychecks=6&today=${today}`;
  const runway = runwayResponseSchema.parse(await callApi(options.apiUrl, user, 'GET', path, undefined, 200));
  const lines = [`  months set up: 2, projected: ${runway.projectedMonths.join(', ')}`];
  const auth = { authorization: `Bearer ${user.token}` };
  for (const concurrency of [1, 32]) {
    const contenders = {
      runway: httpContender(options.functionUrl, concurrency, path, auth),
      budget: httpContender(
        options.functionUrl,
        concurrency,
        `/api/budget/${user.userId}/${month}/${month.slice(0, 4)}`,
        auth,
      ),
    };
    lines.push(
      ...(await measureContenders(contenders, concurrency, async (figures) => {
        const ratio = median(pairedRatios(figures.runway, figures.budget));
        return [
          formatFigures('GET runway, 6 paychecks (HTTP)', figures.runway.median),
          formatFigures('GET budget, 60 items (HTTP)', figures.budget.median),
          `  runway p50 / budget p50 at c=${concurrency}: ${ratio.toFixed(2)} (target ≤ 2: ${ratio <= 2 ? 'met' : 'not met'})`,
        ];
      })),
    );
  }
  return lines;
}
