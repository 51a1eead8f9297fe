// An expense's 'Pays goal' choice in its row's details: the goals listed, what choosing one sends, its undo, and
// no choice while there is no goal. The network is msw's, in memory (fake-budget-api.ts, fake-goals-api.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { currentMonthKey } from '../../../domain/month.ts';
import { fakeBudgetApi, type FakeBudgetApi } from '../../../test-support/component/fake-budget-api.ts';
import { fakeGoalsApi } from '../../../test-support/component/fake-goals-api.ts';
import {
  renderSignedIn,
  SIGNED_IN_USER,
  type RenderedScreen,
} from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { BudgetScreen } from './BudgetScreen.tsx';
import { NO_GOAL } from './PaysGoalSelect.tsx';

let api: FakeBudgetApi;
let rendered: RenderedScreen;

beforeEach(() => {
  api = fakeBudgetApi(SIGNED_IN_USER.id, currentMonthKey(), [
    { kind: 'income', name: 'Paycheck', amount: 300_000, day: '1' },
    { kind: 'expense', name: 'Insurance', amount: 60_000, day: '20' },
  ]);
  server.use(...api.handlers);
});

const row = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name},`) });

async function openDetails(name: string) {
  rendered = renderSignedIn(BudgetScreen);
  await screen.findByRole('listitem', { name: /^Insurance/ });
  await rendered.user.click(within(row(name)).getByRole('button', { name: `Details of ${name}` }));
}

it('lists the goals, sends the chosen one as goalId, and undoes it', async () => {
  const goals = fakeGoalsApi(SIGNED_IN_USER.id, [
    { name: 'Vacation', targetAmount: 120_000 },
    { name: 'Car insurance', targetAmount: 60_000, repeatMonths: 6, nextDue: '2027-03-15' },
  ]);
  server.use(http.get('*/api/future-plans', () => HttpResponse.json(goals.storedGoals())));
  await openDetails('Insurance');

  const select = (await screen.findByRole('combobox', { name: 'Goal Insurance pays' })) as HTMLSelectElement;
  await waitFor(() => expect(select.options).toHaveLength(3));
  expect([...select.options].map((option) => option.textContent)).toEqual([
    NO_GOAL,
    '🎯 Vacation',
    '🎯 Car insurance',
  ]);
  const insurance = goals.storedGoals()[1]!;
  await rendered.user.selectOptions(select, String(insurance.id));
  await waitFor(() => expect((api.stored('Insurance') as { goalId?: number })?.goalId).toBe(insurance.id));
  expect(api.writes().at(-1)).toEqual({
    method: 'PATCH',
    path: expect.stringMatching(/^\/api\/expense\/\d+$/),
    body: { goalId: insurance.id },
  });
  expect(select.value).toBe(String(insurance.id));

  await rendered.user.click(await screen.findByRole('button', { name: /^Undo/ }));
  await waitFor(() => expect(api.writes().at(-1)?.body).toEqual({ goalId: null }));
  await waitFor(() => expect(select.value).toBe(''));
});

it('offers no choice while there is no goal', async () => {
  await openDetails('Insurance');
  await screen.findByRole('group', { name: 'Details of Insurance' });
  expect(screen.queryByRole('combobox', { name: 'Goal Insurance pays' })).toBeNull();
});
