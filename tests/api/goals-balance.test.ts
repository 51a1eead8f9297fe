import { describe, expect, it } from 'vitest';
import { BODY_NOT_JSON } from '../../supabase/functions/_shared/validate.ts';
import { apiClient, useDatabase, type SessionBody } from './support.ts';

const api = apiClient();
const sql = useDatabase();

/** Each account signs up from its own address, so the sign-up rate limit never trips in this file. */
const newUser = () => apiClient().register();

// The balance lives on the current month's budget, the month in UTC.
const now = new Date();
const MONTH = now.toISOString().slice(0, 7);
const YEAR = now.getUTCFullYear();
/** The Goals screen reads the balance with the short month name (core spec §7). */
const MONTH_NAME = now.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });

interface BudgetResponse {
  budget: { id: number; month: string; carryForward: number; futureGoalsBalance: number } | null;
}

const postBalance = (session: SessionBody, body: unknown) =>
  api.post('/api/future-goals/balance', { token: session.token, body });

const budgetOnScreen = (session: SessionBody) =>
  api.get<BudgetResponse>(`/api/budget/${session.user.id}/${MONTH_NAME}/${YEAR}`, { token: session.token });

function storedBudgets(session: SessionBody) {
  return sql<
    { id: string; month: string; year: number; carry_forward: number; future_goals_balance: number }[]
  >`
    select id, month, year, carry_forward, future_goals_balance from public.budgets
    where user_id = ${session.user.id} order by month`;
}

async function insertBudget(session: SessionBody, carryForward: number, futureGoalsBalance: number) {
  const [row] = await sql<{ id: string }[]>`
    insert into public.budgets (user_id, month, year, carry_forward, future_goals_balance)
    values (${session.user.id}, ${MONTH}, ${YEAR}, ${carryForward}, ${futureGoalsBalance}) returning id`;
  if (!row) throw new Error('budget insert returned no row');
  return row.id;
}

describe('POST /api/future-goals/balance', () => {
  it("creates the current month's budget when there is none, storing the balance in cents", async () => {
    const session = await newUser();
    const response = await postBalance(session, { balance: 1234 });
    expect([response.status, response.body]).toEqual([200, { month: MONTH, futureGoalsBalance: 123_400 }]);
    expect(await storedBudgets(session)).toEqual([
      { id: expect.any(String), month: MONTH, year: YEAR, carry_forward: 0, future_goals_balance: 123_400 },
    ]);
    const screen = await budgetOnScreen(session);
    expect(screen.status).toBe(200);
    expect(screen.body.budget).toMatchObject({ month: MONTH, carryForward: 0, futureGoalsBalance: 123_400 });
  });

  it("updates the current month's budget when it exists, touching nothing else", async () => {
    const session = await newUser();
    const budgetId = await insertBudget(session, 25_000, 500);
    const response = await postBalance(session, { balance: 0 });
    expect([response.status, response.body]).toEqual([200, { month: MONTH, futureGoalsBalance: 0 }]);
    const raised = await postBalance(session, { balance: 1_000_000 });
    expect(raised.body).toEqual({ month: MONTH, futureGoalsBalance: 100_000_000 });
    expect(await storedBudgets(session)).toEqual([
      { id: budgetId, month: MONTH, year: YEAR, carry_forward: 25_000, future_goals_balance: 100_000_000 },
    ]);
    const screen = await budgetOnScreen(session);
    expect(screen.body.budget).toMatchObject({
      id: Number(budgetId),
      carryForward: 25_000,
      futureGoalsBalance: 100_000_000,
    });
  });

  it('keeps dollars and cents to the cent', async () => {
    const session = await newUser();
    const response = await postBalance(session, { balance: 10.5 });
    expect(response.body).toEqual({ month: MONTH, futureGoalsBalance: 1050 });
    const cents = await postBalance(session, { balance: 999_999.99 });
    expect(cents.body).toEqual({ month: MONTH, futureGoalsBalance: 99_999_999 });
  });

  it('leaves one budget when the budget screen creates the same month at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const session = await newUser();
      const [balance, created] = await Promise.all([
        postBalance(session, { balance: 300 + round }),
        api.post('/api/budget', {
          token: session.token,
          body: { userId: session.user.id, month: MONTH, year: YEAR, carryForward: 0 },
        }),
      ]);
      expect(balance.status).toBe(200);
      // Created, or refused because the balance created the month first: either way never a second budget.
      expect([200, 201, 409]).toContain(created.status);
      const budgets = await storedBudgets(session);
      expect(budgets).toHaveLength(1);
      expect(budgets[0]).toMatchObject({ month: MONTH, future_goals_balance: (300 + round) * 100 });
    }
  });

  it.each([
    [{}, 'balance: Balance is required'],
    [{ balance: -1 }, 'balance: Balance must be non-negative'],
    [{ balance: -0.01 }, 'balance: Balance must be non-negative'],
    [{ balance: 'abc' }, 'balance: Balance must be a number'],
    [{ balance: '100' }, 'balance: Balance must be a number'],
    [{ balance: null }, 'balance: Balance must be a number'],
    [{ balance: 1_000_000.01 }, 'balance: Balance must be at most $1,000,000'],
    [{ balance: 1e308 }, 'balance: Balance must be at most $1,000,000'],
    [{ balance: 1.005 }, 'balance: Balance must have at most two decimals'],
    [{ balance: 0.001 }, 'balance: Balance must have at most two decimals'],
    [{ balance: 12.345 }, 'balance: Balance must have at most two decimals'],
    [{ balance: 5, userId: 'someone' }, 'userId: Unknown field'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const fresh = await newUser();
    const refused = await postBalance(fresh, body);
    expect([refused.status, refused.body]).toEqual([400, { message }]);
    expect(await storedBudgets(fresh)).toEqual([]);

    const withBudget = await newUser();
    const budgetId = await insertBudget(withBudget, 0, 700);
    const refusedAgain = await postBalance(withBudget, body);
    expect([refusedAgain.status, refusedAgain.body]).toEqual([400, { message }]);
    expect(await storedBudgets(withBudget)).toEqual([
      { id: budgetId, month: MONTH, year: YEAR, carry_forward: 0, future_goals_balance: 700 },
    ]);
  });

  it('refuses a body that is not JSON', async () => {
    const session = await newUser();
    const response = await api.post('/api/future-goals/balance', {
      token: session.token,
      rawBody: 'balance=5',
    });
    expect([response.status, response.body]).toEqual([400, { message: BODY_NOT_JSON }]);
  });

  it("changes only the caller's budget", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await insertBudget(alice, 0, 900);
    const response = await postBalance(bob, { balance: 42 });
    expect(response.status).toBe(200);
    expect((await storedBudgets(alice))[0]).toMatchObject({ future_goals_balance: 900 });
    expect((await storedBudgets(bob))[0]).toMatchObject({ future_goals_balance: 4200 });
  });

  it('needs a token', async () => {
    const response = await api.post('/api/future-goals/balance', { body: { balance: 5 } });
    expect([response.status, response.body]).toEqual([401, { message: 'Please log in to continue.' }]);
  });
});
