import { csvImportResultSchema, dataFileSchema } from '@halfwise/core/contract/own-data.ts';
import { describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { personWithData, rawRequest, utcMonth } from './own-data-support.ts';
import { useDatabase } from './support.ts';
import { CSV_IMPORT_MESSAGES } from '../../supabase/functions/_shared/own-data/csv-import.ts';
import { GOAL_TIMING_MESSAGES } from '@halfwise/core/goal-timing.ts';
import { DATA_FILE_MESSAGES } from '@halfwise/core/data-file.ts';

const sql = useDatabase();

/**
 * Columns that say which row and account a record is, or when and by whom it was written, rather than what
 * the person put in it: they differ between two accounts by nature. Every other column must come back.
 */
const BOOKKEEPING = ['id', 'budget_id', 'user_id', 'created_at', 'updated_at', 'updated_by', 'revision'];
/** The profile's own data (the rest is the account: sign-in, billing, email bookkeeping). */
const PROFILE_COLUMNS = [
  'first_name',
  'last_name',
  'birthday',
  'first_budget_month',
  'email_marketing_opt_in',
  'cushion',
];

/** Every record the person owns, each row as JSON without its bookkeeping columns, in a stable order. */
async function recordsOf(userId: string) {
  const rows = async (table: string, order: string) => {
    const found = await sql<{ row: Record<string, unknown> }[]>`
      select to_jsonb(t) - ${sql.array(BOOKKEEPING)}::text[] as row from ${sql('public.' + table)} t
      where t.user_id = ${userId} order by ${sql.unsafe(order)}`;
    return found.map(({ row }) => row);
  };
  const goals = await sql<{ id: string; name: string }[]>`
    select id, name from public.future_plans where user_id = ${userId}`;
  const goalNames = new Map(goals.map((goal) => [String(goal.id), goal.name]));
  const itemOrder = `(select month from public.budgets b where b.id = t.budget_id), t.sort_order, t.id`;
  const [profile] = await sql<{ row: Record<string, unknown> }[]>`
    select jsonb_build_object(${sql.unsafe(PROFILE_COLUMNS.map((column) => `'${column}', ${column}`).join(', '))}) as row
    from public.profiles where id = ${userId}`;
  return {
    profile: profile?.row,
    paySchedules: await rows('pay_schedules', 't.kind'),
    budgets: await rows('budgets', 't.month'),
    incomeItems: await rows('income_items', itemOrder),
    // An expense's goal by name: goal ids differ between accounts by nature.
    expenseItems: (await rows('expense_items', itemOrder)).map(({ goal_id: goalId, ...row }) => ({
      ...row,
      goal: goalId === null ? null : goalNames.get(String(goalId)),
    })),
    goals: await rows('future_plans', 't.sort_order, t.id'),
    goalSettings: await rows('goal_settings', 't.user_id'),
    // Each part's goal by name, as an expense's.
    setAsideTicks: (await rows('goal_set_aside_ticks', 't.payday')).map(({ parts, ...row }) => ({
      ...row,
      parts: (parts as [number, number][]).map(([goalId, amount]) => [goalNames.get(String(goalId)), amount]),
    })),
  };
}

/** Six months after the month the test runs in: a goal may be due by it. */
const LATER_MONTH = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 6, 1)).toISOString().slice(0, 7);
})();

/** The first payday after today under personWithData's schedule (the 5th and the 20th). */
function nextPayday(): string {
  const day = new Date();
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDate() !== 5 && day.getUTCDate() !== 20);
  return day.toISOString().slice(0, 10);
}

/**
 * The person of personWithData with October's paycheck received and a second one not yet received, a note on
 * every expense, October's rent due on a day that can't move, a goal due by a month, one that repeats, the goals' set-asides put into the budget, the next
 * payday's set-aside ticked paid, and the repeating goal's bill ticked paid (taking it from the balance).
 */
async function personWithReceivedPaycheck(): Promise<Person> {
  const person = await personWithData();
  const october = await person.budgetOf('2026-10');
  const [paycheck] = october.incomeItems;
  await person.patch(`/api/income/${paycheck!.id}`, { isPaid: true });
  await person.addItem('income', october.budget!.id, {
    name: 'Paycheck',
    amount: 250_000,
    dueDate: '10/20/2026',
  });
  await sql`update public.income_items set description = 'Net of tax' where id = ${paycheck!.id}`;
  await sql`update public.expense_items set note = 'Autopay' where user_id = ${person.userId}`;
  // October's rent is due on a day that can't move.
  const rent = october.expenseItems.find((item) => item.name === 'Rent');
  expect((await person.patch(`/api/expense/${rent!.id}`, { fixedDate: true })).status).toBe(200);
  await person.post('/api/future-plans', {
    name: 'Vacation',
    targetAmount: 120_000,
    targetMonth: LATER_MONTH,
  });
  const insurance = await person.post<{ id: number }>('/api/future-plans', {
    name: 'Car insurance',
    targetAmount: 60_000,
    repeatMonths: 6,
    nextDue: '2027-03-15',
  });
  // November's Insurance is the repeating goal's bill.
  const november = await person.budgetOf('2026-11');
  const bill = november.expenseItems.find((item) => item.name === 'Insurance');
  expect((await person.patch(`/api/expense/${bill!.id}`, { goalId: insurance.body.id })).status).toBe(200);
  const switched = await rawRequest('PUT', '/api/goals/settings', {
    token: person.token,
    body: JSON.stringify({ intoBudget: true }),
  });
  expect(switched.status).toBe(200);
  const tick = await rawRequest('PUT', `/api/goals/set-asides/${nextPayday()}`, {
    token: person.token,
    body: JSON.stringify({ paid: true }),
  });
  expect(tick.status).toBe(200);
  expect((await person.patch(`/api/expense/${bill!.id}`, { isPaid: true })).status).toBe(200);
  return person;
}

describe('export then import into a fresh account', () => {
  it('JSON: every field of every record comes back, income ticks included', async () => {
    const a = await personWithReceivedPaycheck();
    const exported = await rawRequest('GET', '/api/export?format=json', { token: a.token });
    const file = dataFileSchema.parse(exported.json());
    // Listed by sort order: the 20th's paycheck goes before the 20th's Phone bill, so ahead of the 5th's.
    const ticks = [
      ['10/05/2026', true],
      ['10/20/2026', false],
    ];
    expect(file.budgets[0]?.incomeItems.map((item) => [item.date, item.isPaid]).sort()).toEqual(ticks);

    const b = await signUp();
    const imported = await rawRequest('POST', '/api/import', { token: b.token, body: exported.text });
    expect(imported.status).toBe(200);

    const before = await recordsOf(a.userId);
    expect(before.incomeItems.map((row) => [row.date, row.is_paid]).sort()).toEqual(ticks);
    // The goal's bill took its amount from the balance, and a set-aside is ticked: both must come back.
    expect(before.expenseItems.find((row) => row.goal === 'Car insurance')).toMatchObject({
      goal_spent: 9900,
      goal_spent_months: { [utcMonth()]: 9900 },
    });
    expect(before.setAsideTicks).toHaveLength(1);
    expect(await recordsOf(b.userId)).toEqual(before);
    expect(
      (await b.budgetOf('2026-10')).incomeItems.map(({ date, isPaid }) => [date, isPaid]).sort(),
    ).toEqual(ticks);
  });

  it('JSON: goals keep their month or repetition, and the switch that puts them into the budget', async () => {
    const a = await personWithReceivedPaycheck();
    const file = dataFileSchema.parse(
      (await rawRequest('GET', '/api/export?format=json', { token: a.token })).json(),
    );
    expect(file.goalSettings).toEqual({ intoBudget: true });
    expect(
      file.budgets.flatMap((budget) => budget.expenseItems.map((item) => [item.name, item.goal])),
    ).toEqual([
      ['Rent', null],
      ['Phone', null],
      ['Insurance', 'Car insurance'],
    ]);
    expect(
      file.goals.map(({ name, targetMonth, repeatMonths, nextDue }) => [
        name,
        targetMonth,
        repeatMonths,
        nextDue,
      ]),
    ).toEqual([
      ['Trip', null, null, null],
      ['Vacation', LATER_MONTH, null, null],
      ['Car insurance', null, 6, '2027-03-15'],
    ]);
    const b = await signUp();
    expect(
      (await rawRequest('POST', '/api/import', { token: b.token, body: JSON.stringify(file) })).status,
    ).toBe(200);
    const settings = await rawRequest('GET', '/api/goals/settings', { token: b.token });
    expect(settings.json()).toEqual({ intoBudget: true });
  });

  it('JSON: a goal that repeats without its due day is refused, naming it, and nothing is written', async () => {
    const a = await personWithReceivedPaycheck();
    const file = dataFileSchema.parse(
      (await rawRequest('GET', '/api/export?format=json', { token: a.token })).json(),
    );
    const broken = {
      ...file,
      goals: file.goals.map((goal) => (goal.name === 'Car insurance' ? { ...goal, nextDue: null } : goal)),
    };
    const b = await signUp();
    const refused = await rawRequest('POST', '/api/import', { token: b.token, body: JSON.stringify(broken) });
    expect(refused.status).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      `goals[2].nextDue: ${GOAL_TIMING_MESSAGES.repeatNeedsDue}`,
    );
    expect(await recordsOf(b.userId)).toMatchObject({ goals: [], goalSettings: [], budgets: [] });
  });

  it('JSON: an expense naming a goal the file does not have is refused, naming it', async () => {
    const a = await personWithReceivedPaycheck();
    const file = dataFileSchema.parse(
      (await rawRequest('GET', '/api/export?format=json', { token: a.token })).json(),
    );
    const broken = {
      ...file,
      goals: file.goals.filter((goal) => goal.name !== 'Car insurance'),
    };
    const b = await signUp();
    const refused = await rawRequest('POST', '/api/import', { token: b.token, body: JSON.stringify(broken) });
    expect(refused.status).toBe(400);
    const november = file.budgets.findIndex((budget) => budget.month === '2026-11');
    expect(refused.json<{ message: string }>().message).toBe(
      `budgets[${november}].expenseItems[0].goal: ${DATA_FILE_MESSAGES.goal}`,
    );
    expect(await recordsOf(b.userId)).toMatchObject({ goals: [], budgets: [] });
  });

  it('JSON: what a bill took from the balance is refused on an expense that is no goal’s bill ticked paid', async () => {
    const a = await personWithReceivedPaycheck();
    const file = dataFileSchema.parse(
      (await rawRequest('GET', '/api/export?format=json', { token: a.token })).json(),
    );
    const november = file.budgets.findIndex((budget) => budget.month === '2026-11');
    const withBill = (change: Record<string, unknown>) => ({
      ...file,
      budgets: file.budgets.map((budget, index) =>
        index === november
          ? {
              ...budget,
              expenseItems: budget.expenseItems.map((item, at) => (at === 0 ? { ...item, ...change } : item)),
            }
          : budget,
      ),
    });
    const where = `budgets[${november}].expenseItems[0]`;
    const thisMonth = utcMonth();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ goal: null }, `${where}.goalSpent: ${DATA_FILE_MESSAGES.goalSpent}`],
      [{ isPaid: false }, `${where}.goalSpent: ${DATA_FILE_MESSAGES.goalSpent}`],
      [{ goalSpent: null }, `${where}.goalSpentMonths: ${DATA_FILE_MESSAGES.goalSpentMonths}`],
      [
        { goalSpentMonths: { [thisMonth]: 9901 } },
        `${where}.goalSpentMonths.${thisMonth}: ${DATA_FILE_MESSAGES.goalSpentMonth}`,
      ],
    ];
    const b = await signUp();
    for (const [change, message] of cases) {
      const refused = await rawRequest('POST', '/api/import', {
        token: b.token,
        body: JSON.stringify(withBill(change)),
      });
      expect([refused.status, refused.json()]).toEqual([400, { message }]);
    }
    expect(await recordsOf(b.userId)).toMatchObject({ goals: [], budgets: [], expenseItems: [] });
  });

  it('JSON from before goals had dates, the switch and linked bills still imports: undated goals, the switch as it was', async () => {
    const a = await personWithReceivedPaycheck();
    const file = dataFileSchema.parse(
      (await rawRequest('GET', '/api/export?format=json', { token: a.token })).json(),
    );
    const { goalSettings: _settings, setAsideTicks: _ticks, ...withoutSettings } = file;
    const older = {
      ...withoutSettings,
      budgets: file.budgets.map((budget) => ({
        ...budget,
        expenseItems: budget.expenseItems.map(
          ({ goal: _goal, goalSpent: _spent, goalSpentMonths: _months, ...item }) => item,
        ),
      })),
      goals: file.goals
        .filter((goal) => goal.repeatMonths === null)
        .map(({ targetMonth: _month, repeatMonths: _every, nextDue: _due, ...goal }) => goal),
    };
    const b = await signUp();
    expect(
      (await rawRequest('POST', '/api/import', { token: b.token, body: JSON.stringify(older) })).status,
    ).toBe(200);
    const goals =
      await sql`select name, target_month from public.future_plans where user_id = ${b.userId} order by id`;
    expect(goals.map((goal) => [goal.name, goal.target_month])).toEqual([
      ['Trip', null],
      ['Vacation', null],
    ]);
    expect((await rawRequest('GET', '/api/goals/settings', { token: b.token })).json()).toEqual({
      intoBudget: false,
    });
  });

  it('JSON from before income ticks were exported still imports, its income not received', async () => {
    const a = await personWithReceivedPaycheck();
    const file = dataFileSchema.parse(
      (await rawRequest('GET', '/api/export?format=json', { token: a.token })).json(),
    );
    const older = {
      ...file,
      budgets: file.budgets.map((budget) => ({
        ...budget,
        incomeItems: budget.incomeItems.map(({ isPaid: _isPaid, ...item }) => item),
      })),
    };
    const b = await signUp();
    const imported = await rawRequest('POST', '/api/import', { token: b.token, body: JSON.stringify(older) });
    expect(imported.status).toBe(200);
    expect((await b.budgetOf('2026-10')).incomeItems.map((item) => item.isPaid)).toEqual([false, false]);
  });

  it('CSV: a month imported from the export keeps its items, days, paid and received ticks and fixed dates', async () => {
    const a = await personWithReceivedPaycheck();
    const csv = (await rawRequest('GET', '/api/export?format=csv', { token: a.token })).text;
    const october = csv
      .split('\r\n')
      .filter((line, index) => index === 0 || line.startsWith('2026-10,'))
      .join('\r\n');

    const b = await signUp();
    const imported = await rawRequest('POST', '/api/import/csv?month=2026-10', {
      token: b.token,
      body: october,
      contentType: 'text/csv',
    });
    expect(imported.status).toBe(201);
    expect(csvImportResultSchema.parse(imported.json()).errors).toEqual([]);

    const shown = (response: Awaited<ReturnType<Person['budgetOf']>>) => ({
      income: response.incomeItems.map(({ name, amount, date, isPaid }) => ({ name, amount, date, isPaid })),
      expenses: response.expenseItems
        .map(({ name, amount, isPaid, fixedDate }) => ({ name, amount, isPaid, fixedDate }))
        .sort((x, y) => x.name.localeCompare(y.name)),
    });
    expect(shown(await b.budgetOf('2026-10'))).toEqual({
      income: [
        { name: 'Paycheck', amount: 250_000, date: '10/05/2026', isPaid: true },
        { name: 'Paycheck', amount: 250_000, date: '10/20/2026', isPaid: false },
      ],
      expenses: [
        { name: 'Phone', amount: 4500, isPaid: false, fixedDate: false },
        { name: 'Rent', amount: 125_075, isPaid: true, fixedDate: true },
      ],
    });
  });

  it('CSV: a paid column that is neither yes nor no is named and nothing is written', async () => {
    const b = await signUp();
    const csv = 'name,amount,due day,type,paid\r\nPaycheck,2000,5,income,maybe\r\n';
    const response = await rawRequest('POST', '/api/import/csv?month=2026-10', {
      token: b.token,
      body: csv,
      contentType: 'text/csv',
    });
    expect(response.status).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(`Line 2: ${CSV_IMPORT_MESSAGES.badPaid}`);
    expect((await b.budgetOf('2026-10')).budget).toBeNull();
  });
});
