// The runway screen's what-if and plan as a person uses them: the real screen, query cache, undo history and
// toasts; the budget API answered by msw at the fetch boundary (fake-budget-api.ts), today fixed.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeBudgetApi, type FakeBudgetApi } from '../../../test-support/component/fake-budget-api.ts';
import { renderSignedIn, SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { APPLY_TEXT, PLAN_TEXT, WHAT_IF_TEXT } from '../model/what-if-text.ts';
import { RunwayScreen } from './RunwayScreen.tsx';

const PATH = '/budget/runway';
let api: FakeBudgetApi;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 2, 12, 0));
  localStorage.setItem('Halfwise-runwayPaychecks', '3');
  // March under the 1st and the 15th: Rent on the 3rd takes the 1st's paycheck $500 below zero; the 15th's
  // paycheck leaves enough for April (projected from March) not to be short.
  api = fakeBudgetApi(SIGNED_IN_USER.id, '2026-03', [
    { kind: 'income', name: 'Paycheck', amount: 100_000, day: '1' },
    { kind: 'income', name: 'Paycheck', amount: 300_000, day: '15' },
    { kind: 'expense', name: 'Rent', amount: 150_000, day: '3' },
    { kind: 'expense', name: 'Phone', amount: 6_000, day: '5', fixedDate: true },
  ]);
  server.use(...api.handlers);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const shortText = () => screen.queryByText(/^Short by/);
const rowHeader = (day: string) => screen.getByRole('rowheader', { name: new RegExp(`^${day}(?!\\d)`) });

it('a bill moved through its menu: the figures change at once, nothing is sent, the rows are marked; Reset', async () => {
  const { user } = renderSignedIn(RunwayScreen, PATH);
  expect(await screen.findByText('Short by $500 on Mar 3 — before your Mar 15 paycheck')).toBeTruthy();
  await user.click(within(rowHeader('Mar 1')).getByRole('button', { expanded: false }));
  await user.click(screen.getByRole('button', { name: WHAT_IF_TEXT.billMenu('Rent') }));
  await user.selectOptions(
    screen.getByRole('combobox', { name: `${WHAT_IF_TEXT.moveTo}: Rent` }),
    'Mar 15 paycheck',
  );
  await user.click(screen.getByRole('button', { name: WHAT_IF_TEXT.move }));

  expect(shortText()).toBeNull();
  expect(screen.getByText(WHAT_IF_TEXT.pending(1))).toBeTruthy();
  expect(within(rowHeader('Mar 1')).getByText(WHAT_IF_TEXT.changedRow)).toBeTruthy();
  expect(within(rowHeader('Mar 15')).getByText(WHAT_IF_TEXT.changedRow)).toBeTruthy();
  expect(api.writes()).toEqual([]);

  await user.click(screen.getByRole('button', { name: WHAT_IF_TEXT.reset }));
  expect(await screen.findByText(/^Short by \$500/)).toBeTruthy();
  expect(screen.queryByText(WHAT_IF_TEXT.changedRow)).toBeNull();
});

it("a bill whose due date can't move offers no move, split or skip, only another amount", async () => {
  const { user } = renderSignedIn(RunwayScreen, PATH);
  await screen.findByText(/^Short by/);
  await user.click(within(rowHeader('Mar 1')).getByRole('button', { expanded: false }));
  expect(screen.getByText(WHAT_IF_TEXT.fixed)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Drag Phone to another paycheck' })).toBeNull();
  await user.click(screen.getByRole('button', { name: WHAT_IF_TEXT.billMenu('Phone') }));
  const menu = screen.getByRole('group', { name: WHAT_IF_TEXT.billMenu('Phone') });
  expect(within(menu).queryByRole('combobox')).toBeNull();
  expect(within(menu).queryByRole('button', { name: WHAT_IF_TEXT.skip })).toBeNull();
  expect(within(menu).getByRole('button', { name: WHAT_IF_TEXT.setAmount })).toBeTruthy();
});

it('Apply sends every change at once with an undoId, shows them saved, and Undo takes the whole Apply back', async () => {
  const { user } = renderSignedIn(RunwayScreen, PATH);
  await screen.findByText(/^Short by/);
  await user.click(within(rowHeader('Mar 1')).getByRole('button', { expanded: false }));
  await user.click(screen.getByRole('button', { name: WHAT_IF_TEXT.billMenu('Rent') }));
  await user.click(screen.getByRole('button', { name: WHAT_IF_TEXT.skip }));
  expect(shortText()).toBeNull();

  await user.click(screen.getByRole('button', { name: WHAT_IF_TEXT.apply }));
  await waitFor(() => expect(api.stored('Rent')).toBeUndefined());
  const [apply] = api.writes();
  expect(apply).toEqual({
    method: 'POST',
    path: '/api/runway/apply',
    body: {
      changes: [{ id: api.sent.length && expect.any(Number), kind: 'expense', skip: true }],
      paychecks: 3,
      undoId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    },
  });
  // Saved: the what-if is done, and the runway read from the months holds the change.
  expect(screen.queryByText(WHAT_IF_TEXT.pending(1))).toBeNull();
  expect(shortText()).toBeNull();

  await user.click(await screen.findByRole('button', { name: /^Undo/ }));
  const undoId = (apply?.body as { undoId: string }).undoId;
  await waitFor(() =>
    expect(api.writes()[1]).toMatchObject({ method: 'DELETE', path: `/api/runway/apply/${undoId}` }),
  );
  await waitFor(() => expect(api.stored('Rent')?.amount).toBe(150_000));
  expect(await screen.findByText(/^Short by \$500/)).toBeTruthy();
  // The undo toast names the Apply it took back.
  expect(screen.getAllByText(APPLY_TEXT.applied(1), { exact: false }).length).toBeGreaterThan(0);
});

it('the plan opens from the address, and a suggestion tried shows as a what-if with no shortfall', async () => {
  const { user } = renderSignedIn(RunwayScreen, PATH, `${PATH}?plan=open`);
  const plan = await screen.findByRole('region', { name: PLAN_TEXT.heading });
  const take = within(plan).getAllByRole('button', { name: new RegExp(`^${PLAN_TEXT.take}: `) });
  expect(take.length).toBeGreaterThan(0);
  expect(take.length).toBeLessThanOrEqual(3);
  expect(
    within(plan).getByText(/^Pay Rent \(\$1,500\) on Mar 16, after your Mar 15 paycheck: lowest becomes/),
  ).toBeTruthy();
  await user.click(take[0]!);
  expect(shortText()).toBeNull();
  expect(screen.getByText(WHAT_IF_TEXT.pending(1))).toBeTruthy();
  expect(api.writes()).toEqual([]);
});
