// The Goals screen's 'into the budget' switch: off by default, what turning it on and off sends, the question
// it asks when the person already has their own 'Future Goals' expenses from this month on, and one undo step
// for the switch and the expenses it replaced. The network is msw's, in memory (fake-goals-api.ts).
import type { ExpenseItem } from '@halfwise/core/contract/budget.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { INTO_BUDGET_LABEL } from '../../../domain/goals-into-budget.ts';
import { addMonths, currentMonthKey } from '../../../domain/month.ts';
import { fakeGoalsApi, type FakeGoalsApi } from '../../../test-support/component/fake-goals-api.ts';
import type { SentRequest } from '../../../test-support/component/fake-budget-api.ts';
import {
  renderSignedIn,
  SIGNED_IN_USER,
  type RenderedScreen,
} from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { GoalsScreen } from './GoalsScreen.tsx';

let api: FakeGoalsApi;
let rendered: RenderedScreen;
let expenseWrites: SentRequest[];

const THIS_MONTH = currentMonthKey();
const expense = (id: number, name: string, budgetId: number): ExpenseItem => ({
  id,
  budgetId,
  name,
  amount: 20_000,
  priority: 3,
  category: 'savings',
  isPaid: false,
  sortOrder: 4,
  dueDate: '15',
  note: null,
  updatedBy: SIGNED_IN_USER.id,
  keptDay: null,
});

/** This month has the person's own 'Future Goals 🚀' and Rent; three months on, 'future goals'. */
function withBudgets(byMonth: Record<string, ExpenseItem[]>) {
  expenseWrites = [];
  server.use(
    http.get('*/api/budget/:userId/:month/:year', ({ params }) => {
      const items = byMonth[String(params.month)];
      return HttpResponse.json({ budget: null, incomeItems: [], expenseItems: items ?? [] });
    }),
    http.delete('*/api/expense/:id', ({ params }) => {
      expenseWrites.push({ method: 'DELETE', path: `/api/expense/${String(params.id)}`, body: undefined });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/expense', async ({ request }) => {
      const body = (await request.json()) as ExpenseItem;
      expenseWrites.push({ method: 'POST', path: '/api/expense', body });
      return HttpResponse.json({ ...expense(900, body.name, body.budgetId), ...body }, { status: 201 });
    }),
  );
}

beforeEach(() => {
  api = fakeGoalsApi(SIGNED_IN_USER.id, [{ name: 'Holiday', targetAmount: 90_000 }]);
  server.use(...api.handlers);
});

async function renderScreen() {
  rendered = renderSignedIn(GoalsScreen, '/future-goals');
  await screen.findByRole('button', { name: 'Edit name of Holiday' });
  const toggle = screen.getByRole('switch', { name: INTO_BUDGET_LABEL });
  await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
  return toggle as HTMLInputElement;
}

it('is off by default; on and off send only the switch, each with its undo', async () => {
  withBudgets({ [THIS_MONTH]: [expense(1, 'Rent', 10)] });
  const toggle = await renderScreen();
  expect(toggle.checked).toBe(false);

  await rendered.user.click(toggle);
  await waitFor(() => expect(api.writes.map((write) => write.body)).toEqual([{ intoBudget: true }]));
  expect(toggle.checked).toBe(true);
  expect(screen.queryByRole('dialog')).toBeNull();

  await rendered.user.click(await screen.findByRole('button', { name: /^Undo/ }));
  await waitFor(() => expect(api.writes.at(-1)?.body).toEqual({ intoBudget: false }));
  await waitFor(() => expect(toggle.checked).toBe(false));
  expect(expenseWrites).toEqual([]);
});

it('asks once whether the lines replace the person’s own Future Goals expenses; Keep both deletes none', async () => {
  withBudgets({
    [THIS_MONTH]: [expense(1, 'Future Goals 🚀', 10), expense(2, 'Rent', 10)],
    [addMonths(THIS_MONTH, 3)]: [expense(3, 'future goals', 13)],
  });
  const toggle = await renderScreen();
  await rendered.user.click(toggle);

  const dialog = await screen.findByRole('dialog', { name: 'Replace your Future Goals expenses?' });
  expect(dialog.textContent).toContain('You have 2 expenses named Future Goals in 2 months from now on.');
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
  await waitFor(() => expect(api.writes.map((write) => write.body)).toEqual([{ intoBudget: true }]));
  expect(expenseWrites).toEqual([]);
});

it('Replace deletes them, and one undo step brings them back and turns the switch off', async () => {
  withBudgets({ [addMonths(THIS_MONTH, 1)]: [expense(7, 'Future Goals', 11)] });
  const toggle = await renderScreen();
  await rendered.user.click(toggle);
  const dialog = await screen.findByRole('dialog', { name: 'Replace your Future Goals expenses?' });
  expect(dialog.textContent).toContain('You have an expense named Future Goals in a month from now on.');
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Replace' }));

  await waitFor(() =>
    expect(expenseWrites).toEqual([{ method: 'DELETE', path: '/api/expense/7', body: undefined }]),
  );
  expect(api.writes.map((write) => write.body)).toEqual([{ intoBudget: true }]);

  await rendered.user.click(await screen.findByRole('button', { name: /^Undo/ }));
  await waitFor(() => expect(expenseWrites).toHaveLength(2));
  expect(expenseWrites[1]).toEqual({
    method: 'POST',
    path: '/api/expense',
    body: {
      budgetId: 11,
      name: 'Future Goals',
      amount: 20_000,
      priority: 3,
      category: 'savings',
      isPaid: false,
      sortOrder: 4,
      dueDate: '15',
    },
  });
  expect(api.writes.at(-1)?.body).toEqual({ intoBudget: false });
  await waitFor(() => expect(toggle.checked).toBe(false));
});

it('Cancel leaves the switch off and sends nothing', async () => {
  withBudgets({ [THIS_MONTH]: [expense(1, 'Future Goals 🚀', 10)] });
  const toggle = await renderScreen();
  await rendered.user.click(toggle);
  const dialog = await screen.findByRole('dialog', { name: 'Replace your Future Goals expenses?' });
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(toggle.checked).toBe(false);
  expect(api.writes).toEqual([]);
  expect(expenseWrites).toEqual([]);
});
