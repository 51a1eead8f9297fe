// The goals API as msw answers it in component tests: one person's goals in memory, every write recorded.
import { UNDATED_GOAL_FIELDS, type Goal } from '@halfwise/core/contract/goals.ts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SentRequest } from './fake-budget-api.ts';

export interface FakeGoalsApi {
  handlers: HttpHandler[];
  /** The writes (not GETs) sent, in order. */
  writes: SentRequest[];
  /** The goals the server holds now, by name. */
  storedNames: () => string[];
  /** The goals the server holds now. */
  storedGoals: () => Goal[];
}

export function fakeGoalsApi(
  userId: string,
  seed: readonly (Partial<Goal> & { name: string; targetAmount: number })[],
): FakeGoalsApi {
  let nextId = 200;
  const goal = (fields: Partial<Goal>, sortOrder: number): Goal => ({
    id: nextId++,
    name: '',
    targetAmount: 0,
    savedAmount: 0,
    timeframeMonths: 12,
    emoji: '🎯',
    isDefault: false,
    sortOrder,
    ...UNDATED_GOAL_FIELDS,
    ...fields,
    // The server takes the owner from the token (the request's userId is 0).
    userId,
    updatedBy: userId,
  });
  let goals = seed.map((fields, index) => goal(fields, index));
  const writes: SentRequest[] = [];
  const note = async (request: Request) => {
    const text = await request.text();
    writes.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return text ? (JSON.parse(text) as Partial<Goal>) : {};
  };

  let intoBudget = false;
  const handlers: HttpHandler[] = [
    http.get('*/api/future-plans', () => HttpResponse.json(goals)),
    http.get('*/api/goals/settings', () => HttpResponse.json({ intoBudget })),
    http.put('*/api/goals/settings', async ({ request }) => {
      ({ intoBudget } = (await note(request)) as unknown as { intoBudget: boolean });
      return HttpResponse.json({ intoBudget });
    }),
    // The default schedule, the 1st and the 15th.
    http.get('*/api/pay-schedule', () => HttpResponse.json({ kind: 'semimonthly', days: [1, 15] })),
    // The month that holds the Future Goals balance: none yet.
    http.get('*/api/budget/:userId/:month/:year', () =>
      HttpResponse.json({ budget: null, incomeItems: [], expenseItems: [] }),
    ),
    http.post('*/api/future-plans', async ({ request }) => {
      const made = goal(await note(request), goals.length);
      goals = [...goals, made];
      return HttpResponse.json(made, { status: 201 });
    }),
    http.patch('*/api/future-plans/:id', async ({ request, params }) => {
      const changes = await note(request);
      goals = goals.map((entry) => (entry.id === Number(params.id) ? { ...entry, ...changes } : entry));
      return HttpResponse.json(goals.find((entry) => entry.id === Number(params.id)));
    }),
    http.delete('*/api/future-plans/:id', async ({ request, params }) => {
      await note(request);
      goals = goals.filter((entry) => entry.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, writes, storedNames: () => goals.map((entry) => entry.name), storedGoals: () => goals };
}
