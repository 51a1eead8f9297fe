// Fixtures for the runway what-if, plan and apply tests: a person paid on the 1st and the 15th with four months
// set up from this one, whose runway runs short next month when a large bill falls before the 15th.
import { addMonths, type MonthKey } from '@halfwise/core/calendar.ts';
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import type { RunwayPlanResponse, RunwayResponse } from '@halfwise/core/contract/runway.ts';
import { monthKeyOfIsoDate, type IsoDate } from '@halfwise/core/iso-date.ts';
import type { RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { expect } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { apiClient, type ApiResponse } from './support.ts';

export const TODAY = new Date().toISOString().slice(0, 10);
export const MONTH = monthKeyOfIsoDate(TODAY);
/** The months set up: this one and the three after it. */
export const MONTHS = [MONTH, addMonths(MONTH, 1), addMonths(MONTH, 2), addMonths(MONTH, 3)] as const;
export const SCHEDULE = { kind: 'semimonthly', days: [1, 15] } as const;

export interface RunwayItem {
  id: number;
  kind: 'income' | 'expense';
  name: string;
  amount: number;
  month: MonthKey;
}

export interface RunwayPerson extends Person {
  items: RunwayItem[];
  /** The item of `month` named `name`. */
  item(name: string, month?: MonthKey): RunwayItem;
}

const dueDate = (month: MonthKey, day: number) =>
  `${month.slice(5)}/${String(day).padStart(2, '0')}/${month.slice(0, 4)}`;

/** 'YYYY-MM-DD' of `day` in `month`. */
export const dayIn = (month: MonthKey, day: number): IsoDate => `${month}-${String(day).padStart(2, '0')}`;

/**
 * A person paid $1,000 on the 1st and the 15th, with rent, a phone bill and groceries each month and $500 to
 * start with; next month `bill` (Insurance, $800 on the 8th by default) makes the runway short until the 15th.
 * `goals` dollars go to the Future Goals balance.
 */
export async function runwayPerson(
  options: { bill?: number; billDay?: number; goals?: number; fixed?: boolean } = {},
): Promise<RunwayPerson> {
  const person = await signUp();
  const schedule = await apiClient().request('PUT', '/api/pay-schedule', {
    body: SCHEDULE,
    token: person.token,
  });
  expect(schedule.status).toBe(200);
  const items: RunwayItem[] = [];
  for (const [index, month] of MONTHS.entries()) {
    const budgetId = (await person.createBudget(month)).budget!.id;
    const add = async (kind: 'income' | 'expense', name: string, amount: number, day: number, extra = {}) => {
      const created = await person.addItem(kind, budgetId, {
        name,
        amount,
        dueDate: dueDate(month, day),
        ...extra,
      });
      items.push({ id: created.id, kind, name, amount, month });
    };
    if (index === 0) await add('income', 'Starting cash', 50_000, 1);
    await add('income', 'Paycheck', 100_000, 1);
    await add('income', 'Paycheck', 100_000, 15);
    await add('expense', 'Rent', 120_000, 2);
    await add('expense', 'Phone', 6_500, 10);
    await add('expense', 'Groceries', 40_000, 20);
    if (index === 1)
      await add('expense', 'Insurance', options.bill ?? 80_000, options.billDay ?? 8, {
        fixedDate: options.fixed ?? false,
      });
  }
  if (options.goals !== undefined)
    expect((await person.post('/api/future-goals/balance', { balance: options.goals })).status).toBe(200);
  return {
    ...person,
    items,
    item(name, month = MONTHS[1]) {
      const found = items.find((item) => item.name === name && item.month === month);
      if (!found) throw new Error(`no ${name} in ${month}`);
      return found;
    },
  };
}

export const runwayOf = async (person: Person, paychecks = 6): Promise<RunwayResponse> => {
  const response = await person.get<RunwayResponse>(`/api/runway?paychecks=${paychecks}&today=${TODAY}`);
  expect(response.status).toBe(200);
  return response.body;
};

export const whatIf = (person: Person, changes: readonly unknown[], paychecks = 6) =>
  person.post<RunwayResponse>('/api/runway/what-if', { paychecks, today: TODAY, changes });

export const planOf = (person: Person, query = `today=${TODAY}`) =>
  person.get<RunwayPlanResponse>(`/api/runway/plan?${query}`);

export const apply = (
  person: Person,
  changes: readonly RunwayChange[] | readonly unknown[],
  extra: { undoId?: string; paychecks?: number; key?: string } = {},
): Promise<ApiResponse<RunwayResponse>> =>
  apiClient().request<RunwayResponse>('POST', '/api/runway/apply', {
    token: person.token,
    body: {
      changes,
      paychecks: extra.paychecks ?? 6,
      today: TODAY,
      ...(extra.undoId === undefined ? {} : { undoId: extra.undoId }),
    },
    headers: extra.key === undefined ? {} : { 'Idempotency-Key': extra.key },
  });

export const undo = (person: Person, undoId: string) => person.delete(`/api/runway/apply/${undoId}`);

/** Every month set up, as GET budget answers it. */
export async function budgetsOf(person: Person): Promise<BudgetResponse[]> {
  const budgets: BudgetResponse[] = [];
  for (const month of MONTHS) budgets.push(await person.budgetOf(month));
  return budgets;
}
