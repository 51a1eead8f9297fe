// The budget's derived 'Future Goals' lines (docs/budget-screen.md "Future Goals lines") with the real query cache
// and write layer; the network is msw's, in memory.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { currentMonthKey } from '../../../domain/month.ts';
import { UNDO_LABELS, undoButtonName } from '../../../domain/undo-text.ts';
import { http, HttpResponse } from 'msw';
import { fakeBudgetApi, type FakeBudgetApi } from '../../../test-support/component/fake-budget-api.ts';
import { fakeGoalsApi } from '../../../test-support/component/fake-goals-api.ts';
import { renderSignedIn, SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { tickLabel } from '../model/row-label.ts';
import { BudgetScreen } from './BudgetScreen.tsx';

const month = currentMonthKey();
let api: FakeBudgetApi;

beforeEach(() => {
  api = fakeBudgetApi(SIGNED_IN_USER.id, month, [
    { kind: 'income', name: 'Paycheck', amount: 300_000, day: '1' },
    { kind: 'expense', name: 'Rent', amount: 120_000, day: '3' },
    { kind: 'expense', name: 'Phone', amount: 6_000, day: '20' },
    // The insurance's bill, paid from what was set aside: counted against no paycheck while the lines are on.
    { kind: 'expense', name: 'Insurance', amount: 60_000, day: '22', goalId: 201 },
  ]);
  const goals = fakeGoalsApi(SIGNED_IN_USER.id, [
    { name: 'Vacation', targetAmount: 120_000 },
    { name: 'Car insurance', targetAmount: 60_000 },
  ]);
  // The goals' list from the goals' fake (the budget's answers an empty one); the budget from the budget's.
  server.use(
    http.get('*/api/future-plans', () => HttpResponse.json(goals.storedGoals())),
    ...api.handlers,
  );
});

const lineOn = (start: string, setAside: number, parts: { goalId: number; amount: number }[]) => ({
  start: `${month}-${start}`,
  payday: true,
  setAside,
  setAsidePaid: false,
  setAsideParts: parts,
});
const sectionOf = (name: string) =>
  screen.getByRole('listitem', { name: new RegExp(`^${name},`) }).closest('section') as HTMLElement;

it('with the switch off the month is as before: no line, and a linked bill counts like any other', async () => {
  renderSignedIn(BudgetScreen);
  await screen.findByRole('listitem', { name: /^Rent/ });
  expect(screen.queryByRole('group', { name: /^Future Goals/ })).toBeNull();
  // $3,000 − $1,200 − $60 − $600.
  expect(within(sectionOf('Phone')).getByText('$1,140')).toBeTruthy();
});

it('with the switch on, a payday shows its line, which lowers the balance, is ticked paid and undone', async () => {
  api.setAsides([
    lineOn('01', 0, []),
    lineOn('15', 8_500, [
      { goalId: 200, amount: 5_000 },
      { goalId: 201, amount: 3_500 },
    ]),
  ]);
  const rendered = renderSignedIn(BudgetScreen);
  await screen.findByRole('listitem', { name: /^Rent/ });
  // A payday with nothing set aside shows no line; the 15th's is in its own section.
  const lines = screen.getAllByRole('group', { name: 'Future Goals, $85' });
  expect(lines).toHaveLength(1);
  const line = lines[0] as HTMLElement;
  expect(line.closest('section')).toBe(sectionOf('Phone'));
  // $3,000 − $1,200 − $60 − $85: the linked $600 insurance is paid from what was set aside.
  expect(within(sectionOf('Phone')).getByText('$1,655')).toBeTruthy();

  await rendered.user.click(within(line).getByRole('button', { name: 'Details of Future Goals' }));
  const parts = await within(line).findByRole('list', { name: 'Parts of Future Goals' });
  await within(parts).findByText('Vacation');
  expect(within(parts).getByText('Car insurance')).toBeTruthy();
  expect(within(parts).getByText('$50')).toBeTruthy();

  const tick = within(line).getByRole('checkbox', { name: tickLabel('expense', 'Future Goals') });
  await rendered.user.click(tick);
  await waitFor(() => expect((tick as HTMLInputElement).checked).toBe(true));
  const undo = await screen.findByRole('button', {
    name: undoButtonName(UNDO_LABELS.ticked('Future Goals', 'Paid', true)),
  });
  await rendered.user.click(undo);
  await waitFor(() =>
    expect(api.writes().map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', `/api/goals/set-asides/${month}-15`, { paid: true }],
      ['PUT', `/api/goals/set-asides/${month}-15`, { paid: false }],
    ]),
  );
  await waitFor(() =>
    expect(
      (
        within(sectionOf('Phone')).getByRole('checkbox', {
          name: tickLabel('expense', 'Future Goals'),
        }) as HTMLInputElement
      ).checked,
    ).toBe(false),
  );
});
