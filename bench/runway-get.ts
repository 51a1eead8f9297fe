import { addMonths } from '@halfwise/core/calendar.ts';
import { runwayPlanSchema, runwayResponseSchema } from '@halfwise/core/contract/runway.ts';
import { monthKeyOfIsoDate } from '@halfwise/core/iso-date.ts';
import { callApi, createBenchBudget, type BenchUser } from './budget-session.ts';
import { httpContender, measureContenders } from './lib/contenders.ts';
import { formatFigures } from './lib/latency.ts';
import { median, pairedRatios } from './lib/rounds.ts';

const ITEMS_PER_KIND = 30;

/** A month of 60 items (30 income, 30 expenses) through the API, dated across the month; answers its budget's id. */
async function seedMonth(apiUrl: string, user: BenchUser, month: string): Promise<number> {
  const budgetId = await createBenchBudget(apiUrl, user, month);
  const [year, mm] = month.split('-');
  for (let i = 0; i < ITEMS_PER_KIND; i++) {
    for (const kind of ['income', 'expense']) {
      const dueDate = `${mm}/${String((i % 28) + 1).padStart(2, '0')}/${year}`;
      const body = { budgetId, name: `${kind} ${i}`, amount: 1_000 + i, dueDate };
      await callApi(apiUrl, user, 'POST', `/api/${kind}`, body, 201);
    }
  }
  return budgetId;
}

/**
 * GET /api/runway (6 paychecks; this month and next set up with 60 items each and a bill next month that leaves it
 * short, the months after projected from next month) beside GET budget of this month, and GET /api/runway/plan
 * beside the runway, measured in the same rounds at c=1 and c=32; the targets are a runway p50 at most twice GET
 * budget's and a plan p50 at most 1.5 times the runway's.
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
  const next = addMonths(month, 1);
  const nextBudget = await seedMonth(options.apiUrl, user, next);
  // A short runway, so that the plan searches its moves, splits and a move from Future Goals.
  const due = `${next.slice(5)}/10/${next.slice(0, 4)}`;
  const bill = { budgetId: nextBudget, name: 'Insurance', amount: 80_000, dueDate: due };
  await callApi(options.apiUrl, user, 'POST', '/api/expense', bill, 201);
  await callApi(options.apiUrl, user, 'POST', '/api/future-goals/balance', { balance: 1_000 }, 200);
  const path = `/api/runway?paychecks=6&today=${today}`;
  const planPath = `/api/runway/plan?paychecks=6&today=${today}`;
  const runway = runwayResponseSchema.parse(await callApi(options.apiUrl, user, 'GET', path, undefined, 200));
  const plan = runwayPlanSchema.parse(await callApi(options.apiUrl, user, 'GET', planPath, undefined, 200));
  const lines = [
    `  months set up: 2, projected: ${runway.projectedMonths.join(', ')}`,
    `  first short: ${runway.firstShort ? `${runway.firstShort.date}, ${runway.firstShort.amount} cents` : 'none'}; suggestions: ${plan.suggestions.length}`,
  ];
  const auth = { authorization: `Bearer ${user.token}` };
  for (const concurrency of [1, 32]) {
    const contenders = {
      runway: httpContender(options.functionUrl, concurrency, path, auth),
      plan: httpContender(options.functionUrl, concurrency, planPath, auth),
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
        const planRatio = median(pairedRatios(figures.plan, figures.runway));
        return [
          formatFigures('GET runway, 6 paychecks (HTTP)', figures.runway.median),
          formatFigures('GET runway/plan, 6 paychecks (HTTP)', figures.plan.median),
          formatFigures('GET budget, 60 items (HTTP)', figures.budget.median),
          `  runway p50 / budget p50 at c=${concurrency}: ${ratio.toFixed(2)} (target ≤ 2: ${ratio <= 2 ? 'met' : 'not met'})`,
          `  plan p50 / runway p50 at c=${concurrency}: ${planRatio.toFixed(2)} (target ≤ 1.5: ${planRatio <= 1.5 ? 'met' : 'not met'})`,
        ];
      })),
    );
  }
  return lines;
}
