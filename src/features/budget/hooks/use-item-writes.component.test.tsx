// The month screen's write hook (use-item-writes.ts) as the screen calls it: the real query cache and writes,
// the network answered by msw at the fetch boundary (fake-budget-api.ts).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, it } from 'vitest';
import { itemOf, type BudgetItem, type ItemKind } from '../../../domain/items.ts';
import { addMonths, currentMonthKey } from '../../../domain/month.ts';
import { undoHistoryOf } from '../../../lib/undo-history.ts';
import { cachedMonth } from '../../../test-support/component/cached-month.ts';
import type { FakeBudgetApi } from '../../../test-support/component/fake-budget-api.ts';
import { budgetRead } from '../api/budget-keys.ts';
import { useItemWrites, type ItemWriteEvents } from './use-item-writes.ts';

const USER = '7d0c6f1e-0000-4000-8000-000000000004';
const month = currentMonthKey();

let api: FakeBudgetApi;
let queryClient: QueryClient;
let events: string[];

beforeEach(async () => {
  ({ api, queryClient } = await cachedMonth(USER, month, [
    { kind: 'expense', name: 'Rent', amount: 120_000, day: '3' },
    { kind: 'expense', name: 'Phone', amount: 6_000, day: '20' },
  ]));
  events = [];
});

/** Events that say which render's callbacks heard them. */
const eventsOf = (render: string): ItemWriteEvents => ({
  onItemSaved: () => events.push(`${render}: saved`),
  onAmountSet: (kind, name, amount) => events.push(`${render}: ${kind} ${name} ${amount}`),
});

function mounted() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ render, shown }) => useItemWrites(USER, shown, eventsOf(render)), {
    wrapper,
    initialProps: { render: 'first', shown: month },
  });
}

const rows = (kind: ItemKind = 'expense') => {
  const cached = queryClient.getQueryData(budgetRead(USER, month).queryKey);
  return ((kind === 'income' ? cached?.incomeItems : cached?.expenseItems) ?? []).map((record) =>
    itemOf(kind, record),
  );
};
const item = (name: string): BudgetItem => rows().find((row) => row.name === name)!;

it('an amount set is told before it is sent and, once saved, the newest callbacks hear it', async () => {
  const hook = mounted();
  hook.result.current.save('amount', item('Phone'), 7_000);
  expect(events).toEqual(['first: expense Phone 7000']);
  hook.rerender({ render: 'second', shown: month });
  await waitFor(() => expect(events).toEqual(['first: expense Phone 7000', 'second: saved']));
  expect(api.stored('Phone')?.amount).toBe(7_000);
});

it('a field saves what its declaration accepts of what was typed, and nothing for what it refuses', async () => {
  const hook = mounted();
  hook.result.current.save('name', item('Phone'), '   ');
  hook.result.current.save('name', item('Rent'), '  Rent and water ');
  // The refused name starts no write at all.
  expect(queryClient.getMutationCache().getAll()).toHaveLength(1);
  await waitFor(() => expect(events).toEqual(['first: saved']));
  expect(api.writes().map((write) => write.body)).toEqual([{ name: 'Rent and water' }]);
  // Only an amount is told as one.
  expect(events).not.toContainEqual(expect.stringContaining('Rent and water'));
});

it('a move without changes sends nothing; one with changes is undone from the month as it was', async () => {
  const hook = mounted();
  const phone = item('Phone');
  const rent = item('Rent');
  hook.result.current.move(phone, []);
  expect(queryClient.getMutationCache().getAll()).toEqual([]);

  hook.result.current.move(phone, [
    { kind: 'expense', id: phone.id, sortOrder: rent.sortOrder },
    { kind: 'expense', id: rent.id, sortOrder: phone.sortOrder },
  ]);
  await waitFor(() => expect(api.stored('Phone')?.sortOrder).toBe(rent.sortOrder));
  await waitFor(() => expect(api.writes()).toHaveLength(2));
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(api.stored('Phone')?.sortOrder).toBe(phone.sortOrder));
  expect(api.stored('Rent')?.sortOrder).toBe(rent.sortOrder);
});

it('an add tells its amount, shows the row at once, on the day given or its kind’s own, and is saved', async () => {
  const hook = mounted();
  hook.result.current.add({ kind: 'expense' }, 'Gym', 4_500);
  hook.result.current.add({ kind: 'expense', dueDate: '9' }, 'Books', 2_000);
  expect(events).toEqual(['first: expense Gym 4500', 'first: expense Books 2000']);
  await waitFor(() => expect(rows().map((row) => row.name)).toEqual(['Rent', 'Phone', 'Gym', 'Books']));
  // The hook tells of the last of quick adds once it is saved (TanStack calls back only the latest mutate).
  await waitFor(() => expect(events.at(-1)).toBe('first: saved'));
  expect(api.stored('Gym')).toMatchObject({ amount: 4_500, dueDate: '15' });
  expect(api.stored('Books')).toMatchObject({ amount: 2_000, dueDate: '9' });
});

it('a delete leaves the screen and the server', async () => {
  const hook = mounted();
  hook.result.current.remove(item('Rent'));
  await waitFor(() => expect(rows().map((row) => row.name)).toEqual(['Phone']));
  await waitFor(() => expect(api.stored('Rent')).toBeUndefined());
});

it('a move in a month not read yet is sent, and its undo has nothing to put back', async () => {
  const hook = mounted();
  const phone = item('Phone');
  queryClient.removeQueries({ queryKey: budgetRead(USER, month).queryKey });
  hook.result.current.move(phone, [{ kind: 'expense', id: phone.id, sortOrder: 0 }]);
  await waitFor(() => expect(api.stored('Phone')?.sortOrder).toBe(0));
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(queryClient.isMutating()).toBe(0));
  expect(api.writes()).toHaveLength(1);
  expect(api.stored('Phone')?.sortOrder).toBe(0);
});

it('writes to the month shown now, after the screen moved to another', async () => {
  const hook = mounted();
  const next = addMonths(month, 1);
  await queryClient.fetchQuery(budgetRead(USER, next));
  hook.rerender({ render: 'first', shown: next });
  hook.result.current.add({ kind: 'expense' }, 'Gym', 4_500);
  await waitFor(() => expect(api.stored('Gym')).toBeDefined());
  expect(api.writes()[0]).toMatchObject({ method: 'POST', path: '/api/budget', body: { month: next } });
  expect(rows().map((row) => row.name)).toEqual(['Rent', 'Phone']);
});
