// The runway's what-if and plan with the goals' set-asides in the budget: a move from Future Goals lowers the
// balance the goals' plan counts, so the set-asides are read again for that balance (GET /api/goals/set-asides)
// and the what-if shows them; until they are read, the set-asides as they are and a note saying so.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeBudgetApi, type FakeBudgetApi } from '../../../test-support/component/fake-budget-api.ts';
import { renderSignedIn, SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { PLAN_TEXT, WHAT_IF_TEXT } from '../model/what-if-text.ts';
import { RunwayScreen } from './RunwayScreen.tsx';

const PATH = '/budget/runway';
let api: FakeBudgetApi;

const line = (day: string, setAside: number) => ({
  start: `2026-03-${day}`,
  payday: true,
  setAside,
  setAsidePaid: false,
  setAsideParts: [],
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 2, 12, 0));
  localStorage.setItem('Halfwise-runwayPaychecks', '3');
  // As RunwayWhatIf's March (short by $500 on Mar 3), with $600 in Future Goals and $100 set aside on the 15th;
  // the goals' plan sets aside $350 there once $500 of it is moved into the budget.
  api = fakeBudgetApi(SIGNED_IN_USER.id, '2026-03', [
    { kind: 'income', name: 'Paycheck', amount: 100_000, day: '1' },
    { kind: 'income', name: 'Paycheck', amount: 300_000, day: '15' },
    { kind: 'expense', name: 'Rent', amount: 150_000, day: '3' },
  ]);
  api.setAsides([line('01', 0), line('15', 10_000)]);
  api.futureGoalsBalance(60_000);
  api.replannedSetAsides((balance) => [
    { date: '2026-03-01', amount: 0 },
    { date: '2026-03-15', amount: 10_000 + (60_000 - balance) / 2 },
  ]);
  server.use(...api.handlers);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const row = (day: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${day}(?!\\d)`) }).closest('tr') as HTMLElement;
const setAsideReads = () => api.sent.filter((sent) => sent.path === '/api/goals/set-asides');

async function tryFromGoals() {
  const { user } = renderSignedIn(RunwayScreen, PATH, `${PATH}?plan=open`);
  const plan = await screen.findByRole('region', { name: PLAN_TEXT.heading });
  const fromGoals = await within(plan).findByRole('button', {
    name: new RegExp(`^${PLAN_TEXT.take}: Move \\$500 from Future Goals on Mar 2`),
  });
  await user.click(fromGoals);
  expect(screen.getByText(WHAT_IF_TEXT.pending(1))).toBeTruthy();
}

it('a move from Future Goals shows the set-asides the goals plan with the balance it leaves', async () => {
  await tryFromGoals();
  await waitFor(() => expect(within(row('Mar 15')).getByText('$350')).toBeTruthy());
  expect(within(row('Mar 15')).queryByText('$100')).toBeNull();
  expect(setAsideReads()).toContainEqual({
    method: 'GET',
    path: '/api/goals/set-asides',
    body: { balance: '10000', today: '2026-03-02' },
  });
  expect(screen.queryByText(WHAT_IF_TEXT.setAsidesLater)).toBeNull();
  expect(api.writes()).toEqual([]);
});

it('until the set-asides are read, the what-if keeps them as they are and says they are worked out on Apply', async () => {
  const release = api.holdSetAsides();
  await tryFromGoals();
  expect(screen.getByText(WHAT_IF_TEXT.setAsidesLater)).toBeTruthy();
  expect(within(row('Mar 15')).getByText('$100')).toBeTruthy();

  release();
  await waitFor(() => expect(within(row('Mar 15')).getByText('$350')).toBeTruthy());
  expect(screen.queryByText(WHAT_IF_TEXT.setAsidesLater)).toBeNull();
});

it('a what-if without a move from Future Goals reads nothing and shows no note', async () => {
  const { user } = renderSignedIn(RunwayScreen, PATH);
  await screen.findByText(/^Short by/);
  await user.click(within(row('Mar 1')).getByRole('button', { expanded: false }));
  await user.click(screen.getByRole('button', { name: WHAT_IF_TEXT.billMenu('Rent') }));
  await user.click(screen.getByRole('button', { name: WHAT_IF_TEXT.skip }));
  expect(screen.getByText(WHAT_IF_TEXT.pending(1))).toBeTruthy();
  expect(screen.queryByText(WHAT_IF_TEXT.setAsidesLater)).toBeNull();
  expect(setAsideReads()).toEqual([]);
});
