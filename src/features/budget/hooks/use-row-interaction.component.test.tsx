// The rows' interaction state (use-row-interaction.ts) with the month screen's real writes (use-item-writes.ts)
// and view (use-month-view.ts): the one open edit, the row picked by its handle and where it goes, the moved
// row's highlight. The network is msw's (fake-budget-api.ts), the cache and writes the real ones.
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/session/query-client.ts';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { currentMonthKey } from '../../../domain/month.ts';
import { budgetHookProviders } from '../../../test-support/component/budget-hook-providers.tsx';
import { fakeBudgetApi, type FakeBudgetApi } from '../../../test-support/component/fake-budget-api.ts';
import { SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { itemKey } from '../model/item-key.ts';
import { useBudgetQuery } from './use-budget-query.ts';
import { useItemWrites } from './use-item-writes.ts';
import { useMonthView } from './use-month-view.ts';
import { MOVED_HIGHLIGHT_MS, useRowInteraction } from './use-row-interaction.ts';

const USER = SIGNED_IN_USER.id;
const month = currentMonthKey();

let api: FakeBudgetApi;
let queryClient: QueryClient;

beforeEach(() => {
  api = fakeBudgetApi(USER, month, [
    { kind: 'income', name: 'Paycheck', amount: 300_000, day: '1' },
    { kind: 'expense', name: 'Rent', amount: 120_000, day: '3' },
    { kind: 'expense', name: 'Phone', amount: 6_000, day: '20' },
    { kind: 'expense', name: 'Gym', amount: 4_000, day: '25' },
  ]);
  server.use(...api.handlers);
  queryClient = createQueryClient();
});

/** The month screen's rows: its read, view, writes and interaction state. */
async function mounted() {
  const rendered = renderHook(
    () => {
      const query = useBudgetQuery(USER, month);
      const { view } = useMonthView(month, DEFAULT_PAY_SCHEDULE, query.data, undefined);
      const writes = useItemWrites(USER, month, {
        onItemSaved: () => undefined,
        onAmountSet: () => undefined,
      });
      return { view, ...useRowInteraction(writes, view) };
    },
    { wrapper: budgetHookProviders(queryClient) },
  );
  await waitFor(() => expect(rendered.result.current.view.sections[1]?.items).toHaveLength(2));
  return rendered.result;
}
type Rows = Awaited<ReturnType<typeof mounted>>;
const row = (rows: Rows, name: string) =>
  rows.current.view.sections.flatMap((section) => section.items).find((item) => item.name === name)!;
const listed = (rows: Rows) =>
  rows.current.view.sections.map((section) => section.items.map((item) => item.name));

it('one edit is open at a time; it blocks dragging, and Cancel closes it', async () => {
  const rows = await mounted();
  expect(rows.current.rowStates).toEqual({
    editing: null,
    selectedKey: null,
    highlightedKey: null,
    dragDisabled: false,
    detailsKey: null,
  });
  act(() => rows.current.actions.startEdit(row(rows, 'Rent'), 'amount'));
  expect(rows.current.rowStates.editing).toEqual({ key: itemKey(row(rows, 'Rent')), field: 'amount' });
  expect(rows.current.rowStates.dragDisabled).toBe(true);
  expect(rows.current.rowStates.detailsKey).toBeNull();
  act(() => rows.current.actions.startEdit(row(rows, 'Phone'), 'name'));
  expect(rows.current.rowStates.editing).toEqual({ key: itemKey(row(rows, 'Phone')), field: 'name' });
  act(() => rows.current.actions.cancelEdit());
  expect(rows.current.rowStates.editing).toBeNull();
  expect(rows.current.rowStates.dragDisabled).toBe(false);
  expect(api.writes()).toEqual([]);
});

it('an edit of a field kept in the details opens the row’s details', async () => {
  const rows = await mounted();
  act(() => rows.current.actions.startEdit(row(rows, 'Rent'), 'note'));
  expect(rows.current.rowStates.detailsKey).toBe(itemKey(row(rows, 'Rent')));
});

it('a commit closes the edit and saves; a tick leaves the open edit open', async () => {
  const rows = await mounted();
  const rent = row(rows, 'Rent');
  act(() => rows.current.actions.startEdit(rent, 'amount'));
  act(() => rows.current.actions.commit(rent, 'isPaid', true));
  expect(rows.current.rowStates.editing).toEqual({ key: itemKey(rent), field: 'amount' });
  act(() => rows.current.actions.commit(rent, 'amount', 130_000));
  expect(rows.current.rowStates.editing).toBeNull();
  await waitFor(() => expect(api.stored('Rent')).toMatchObject({ isPaid: true, amount: 130_000 }));
  expect(api.writes().map(({ method, body }) => ({ method, body }))).toEqual([
    { method: 'PATCH', body: { isPaid: true } },
    { method: 'PATCH', body: { amount: 130_000 } },
  ]);
});

it('a row picked by its handle is picked until picked again or Escape; no edit opens meanwhile', async () => {
  const rows = await mounted();
  const rent = row(rows, 'Rent');
  act(() => rows.current.actions.toggleSelected(rent));
  expect(rows.current.rowStates.selectedKey).toBe(itemKey(rent));
  expect(rows.current.picked).toEqual(rent);
  act(() => rows.current.actions.startEdit(rent, 'amount'));
  expect(rows.current.rowStates.editing).toBeNull();
  act(() => rows.current.actions.toggleSelected(rent));
  expect(rows.current.picked).toBeNull();
  expect(rows.current.deletePicked).toBeNull();

  act(() => rows.current.actions.toggleSelected(rent));
  act(() => rows.current.actions.toggleSelected(row(rows, 'Phone')));
  expect(rows.current.picked?.name).toBe('Phone');
  fireEvent.keyDown(document, { key: 'Enter' });
  expect(rows.current.picked?.name).toBe('Phone');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(rows.current.picked).toBeNull();
  expect(api.writes()).toEqual([]);
});

it('a picked row placed in a section goes to its end, shows at once and is highlighted for 1 s', async () => {
  const rows = await mounted();
  const rent = row(rows, 'Rent');
  act(() => rows.current.actions.toggleSelected(rent));
  act(() => rows.current.placePicked(1));
  const placedAt = Date.now();
  expect(rows.current.rowStates.selectedKey).toBeNull();
  expect(rows.current.rowStates.highlightedKey).toBe(itemKey(rent));
  await waitFor(() => expect(listed(rows)).toEqual([['Paycheck'], ['Phone', 'Gym', 'Rent']]));
  // Its day becomes the section's first, the 15th.
  await waitFor(() =>
    expect(api.stored('Rent')).toMatchObject({ dueDate: expect.stringMatching(/^\d\d\/15\//) }),
  );
  await waitFor(() => expect(rows.current.rowStates.highlightedKey).toBeNull());
  expect(Date.now() - placedAt).toBeGreaterThanOrEqual(MOVED_HIGHLIGHT_MS - 50);
});

it('a second move within the second keeps its own full highlight', async () => {
  const rows = await mounted();
  act(() => rows.current.moveTo(row(rows, 'Gym'), { section: 1, index: 0 }));
  await new Promise((resolve) => setTimeout(resolve, MOVED_HIGHLIGHT_MS / 2));
  act(() => rows.current.moveTo(row(rows, 'Phone'), { section: 1, index: 0 }));
  const phone = itemKey(row(rows, 'Phone'));
  await new Promise((resolve) => setTimeout(resolve, MOVED_HIGHLIGHT_MS / 2 + 100));
  // The first move's timer was stopped: it would have taken this highlight away by now.
  expect(rows.current.rowStates.highlightedKey).toBe(phone);
  await waitFor(() =>
    expect(listed(rows)).toEqual([
      ['Paycheck', 'Rent'],
      ['Phone', 'Gym'],
    ]),
  );
});

it('nothing picked, placing does nothing', async () => {
  const rows = await mounted();
  act(() => rows.current.placePicked(1));
  expect(rows.current.rowStates.highlightedKey).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.writes()).toEqual([]);
});

it('a picked row placed in a section the month does not have stays where it was', async () => {
  const rows = await mounted();
  act(() => rows.current.actions.toggleSelected(row(rows, 'Rent')));
  act(() => rows.current.placePicked(5));
  expect(rows.current.picked).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.writes()).toEqual([]);
  expect(listed(rows)).toEqual([
    ['Paycheck', 'Rent'],
    ['Phone', 'Gym'],
  ]);
});

it('DELETE takes the picked row away and puts it down', async () => {
  const rows = await mounted();
  const phone = row(rows, 'Phone');
  act(() => rows.current.actions.toggleSelected(phone));
  act(() => rows.current.deletePicked!());
  expect(rows.current.rowStates.selectedKey).toBeNull();
  await waitFor(() => expect(api.stored('Phone')).toBeUndefined());
  expect(api.writes()).toEqual([{ method: 'DELETE', path: `/api/expense/${phone.id}`, body: undefined }]);
  expect(listed(rows)).toEqual([['Paycheck', 'Rent'], ['Gym']]);
});
