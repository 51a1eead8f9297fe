// The row writes of item-writes.ts (add, delete, move) and their undos, through the real query cache and undo
// history, the network answered by msw at the fetch boundary (fake-budget-api.ts). The field writes are in
// item-writes.component.test.tsx.
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemOf, type BudgetItem, type ItemKind } from '../../../domain/items.ts';
import { addMonths, currentMonthKey, monthYear } from '../../../domain/month.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import { ApiError } from '../../../lib/api.ts';
import {
  optimisticMutationOptions,
  writeDefaults,
  writeKey,
  type FailureText,
  type OptimisticWrite,
} from '../../../lib/optimistic-mutation.ts';
import { newPlaceholderId } from '../../../lib/placeholder-ids.ts';
import { undoHistoryOf, type UndoEvent } from '../../../lib/undo-history.ts';
import { cachedMonth } from '../../../test-support/component/cached-month.ts';
import type { FakeBudgetApi } from '../../../test-support/component/fake-budget-api.ts';
import { server } from '../../../test-support/component/setup.ts';
import { budgetRead } from '../api/budget-keys.ts';
import { orderChangesBack } from '../model/undo-plans.ts';
import { budgetWriteDefaults, itemGoneText, itemWrites, type MonthAt } from './item-writes.ts';

const USER = '7d0c6f1e-0000-4000-8000-000000000003';
const month = currentMonthKey();
const at: MonthAt = { userId: USER, month };

let api: FakeBudgetApi;
let queryClient: QueryClient;
let failures: FailureText[];

beforeEach(async () => {
  ({ api, queryClient } = await cachedMonth(USER, month, [
    { kind: 'income', name: 'Paycheck', amount: 300_000, day: '1' },
    { kind: 'expense', name: 'Rent', amount: 120_000, day: '3', isPaid: true },
    { kind: 'expense', name: 'Phone', amount: 6_000, day: '20' },
  ]));
  failures = [];
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

/** Starts `write` as the screen does; settles when the server has answered (or refused) it. */
function run<V, R>(write: OptimisticWrite<V, R>, variables: V) {
  const options = optimisticMutationOptions(queryClient, write, (text) => failures.push(text));
  return new MutationObserver(queryClient, options).mutate(variables).catch(() => undefined);
}

const cached = (target = month) => queryClient.getQueryData(budgetRead(USER, target).queryKey);
const rowsOf = (kind: ItemKind, target = month) =>
  ((kind === 'income' ? cached(target)?.incomeItems : cached(target)?.expenseItems) ?? []).map((record) =>
    itemOf(kind, record),
  );
const shown = (name: string, kind: ItemKind = 'expense') => rowsOf(kind).find((item) => item.name === name);
const item = (name: string, kind: ItemKind = 'expense'): BudgetItem => shown(name, kind)!;
const invalidated = (target: typeof month) =>
  queryClient.getQueryState(budgetRead(USER, target).queryKey)?.isInvalidated;
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('a delete', () => {
  it('leaves the screen at once, is sent once, and Undo brings the item back as it was under its new id', async () => {
    const { remove } = itemWrites(queryClient);
    const rent = item('Rent');
    const release = api.holdWrites();
    const deleting = run(remove, { at, item: rent });
    await waitFor(() => expect(shown('Rent')).toBeUndefined());
    expect(shown('Phone')).toBeDefined();
    release();
    await deleting;
    expect(api.writes()).toEqual([{ method: 'DELETE', path: `/api/expense/${rent.id}`, body: undefined }]);
    expect(api.stored('Rent')).toBeUndefined();

    const events: UndoEvent[] = [];
    undoHistoryOf(queryClient).subscribe((event) => events.push(event));
    // Read again since the delete, so the month is as the server has it.
    await queryClient.fetchQuery(budgetRead(USER, month));
    expect(invalidated(month)).toBe(false);
    const releaseUndo = api.holdWrites();
    expect(undoHistoryOf(queryClient).undo()).toBe(true);
    expect(events).toEqual([
      { type: 'undone', id: expect.any(Number), label: { title: UNDO_LABELS.deleted('Rent') } },
    ]);
    // Back on screen before the server has answered.
    await waitFor(() => expect(shown('Rent')?.id).toBeLessThan(0));
    releaseUndo();
    await waitFor(() => expect(api.stored('Rent')).toBeDefined());
    const back = api.stored('Rent')!;
    expect(back.id).not.toBe(rent.id);
    expect(api.writes()[1]).toMatchObject({
      method: 'POST',
      path: '/api/expense',
      body: { name: 'Rent', amount: 120_000, isPaid: true, sortOrder: rent.sortOrder, dueDate: '3' },
    });
    // The row on screen is the server's, not the placeholder shown while it was created.
    await waitFor(() => expect(shown('Rent')?.id).toBe(back.id));
    expect(rowsOf('expense').filter((row) => row.name === 'Rent')).toHaveLength(1);
    await waitFor(() => expect(invalidated(month)).toBe(true));
    expect(failures).toEqual([]);
  });

  it('of an item already gone on the server is done, not refused; every month is read again', async () => {
    const other = addMonths(month, 1);
    await queryClient.fetchQuery(budgetRead(USER, other));
    const phone = item('Phone');
    api.refuseNextWrite(404);
    await run(itemWrites(queryClient).remove, { at, item: phone });
    expect(failures).toEqual([]);
    expect(shown('Phone')).toBeUndefined();
    expect(invalidated(other)).toBe(true);
    expect(undoHistoryOf(queryClient).undo()).toBe(true);
  });

  it('of income is sent to the income table', async () => {
    const paycheck = item('Paycheck', 'income');
    await run(itemWrites(queryClient).remove, { at, item: paycheck });
    expect(api.writes()).toEqual([{ method: 'DELETE', path: `/api/income/${paycheck.id}`, body: undefined }]);
    expect(shown('Paycheck', 'income')).toBeUndefined();
    expect(api.stored('Paycheck')).toBeUndefined();
  });

  it('refused puts the row back and says which item was not deleted', async () => {
    quietly();
    api.refuseNextWrite(500);
    await run(itemWrites(queryClient).remove, { at, item: item('Phone') });
    expect(shown('Phone')?.amount).toBe(6_000);
    expect(failures).toEqual([{ description: 'Phone was not deleted. Please try again.' }]);
    expect(undoHistoryOf(queryClient).undo()).toBe(false);
  });

  it('undone reaches, for an older change of the row, the row created again', async () => {
    const writes = itemWrites(queryClient);
    const phone = item('Phone');
    await run(writes.fields.amount, { at, item: phone, value: 7_000 });
    await run(writes.remove, { at, item: { ...phone, amount: 7_000 } });
    const history = undoHistoryOf(queryClient);
    history.undo();
    await waitFor(() => expect(api.stored('Phone')?.id).toBeGreaterThan(phone.id));
    const recreated = api.stored('Phone')!;
    await waitFor(() => expect(shown('Phone')?.id).toBe(recreated.id));
    history.undo();
    await waitFor(() => expect(api.stored('Phone')?.amount).toBe(6_000));
    expect(api.writes().at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/api/expense/${recreated.id}`,
      body: { amount: 6_000 },
    });
  });
});

describe('the undo of a delete, kept on the device and sent after a reload', () => {
  /** The restore as the app sends it after a reload: found by its key among the registered writes. */
  async function restoreAfterReload(deleted: BudgetItem) {
    writeDefaults(queryClient, budgetWriteDefaults(queryClient), (text) => failures.push(text));
    const restored = new MutationObserver(queryClient, { mutationKey: writeKey('budget-item-restore') });
    const variables = {
      at,
      item: deleted,
      placeholderId: newPlaceholderId(),
      idempotencyKey: crypto.randomUUID(),
    };
    await restored.mutate(variables as never).catch(() => undefined);
  }

  it('brings the item back under its new id', async () => {
    const rent = item('Rent');
    await run(itemWrites(queryClient).remove, { at, item: rent });
    await restoreAfterReload(rent);
    const back = api.stored('Rent')!;
    expect(back).toMatchObject({ amount: 120_000, isPaid: true, sortOrder: rent.sortOrder });
    expect(
      rowsOf('expense')
        .filter((row) => row.name === 'Rent')
        .map((row) => row.id),
    ).toEqual([back.id]);
    expect(failures).toEqual([]);
  });

  it('refused takes the row away again and says the item was not added back', async () => {
    quietly();
    const rent = item('Rent');
    await run(itemWrites(queryClient).remove, { at, item: rent });
    api.refuseNextWrite(500);
    await restoreAfterReload(rent);
    expect(shown('Rent')).toBeUndefined();
    expect(failures).toEqual([{ description: 'Rent was not added back. Please try again.' }]);
  });
});

describe('an add', () => {
  const newRow = (name: string, kind: ItemKind = 'expense', target = month) => ({
    at: { userId: USER, month: target },
    kind,
    dueDate: undefined,
    name,
    amount: 4_500,
    placeholderId: newPlaceholderId(),
    idempotencyKey: crypto.randomUUID(),
  });

  it('shows a placeholder row at once, replaced by the saved one, and Undo deletes it', async () => {
    const { add } = itemWrites(queryClient);
    const variables = newRow('Gym');
    const release = api.holdWrites();
    const adding = run(add, variables);
    await waitFor(() => expect(shown('Gym')?.id).toBe(variables.placeholderId));
    expect(shown('Gym')).toMatchObject({ amount: 4_500, isPaid: false, dateValue: '15', budgetId: 1 });
    release();
    await adding;
    const saved = api.stored('Gym')!;
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/expense',
        body: { budgetId: 1, name: 'Gym', amount: 4_500, dueDate: '15', priority: 3, category: 'other' },
      },
    ]);
    expect(
      rowsOf('expense')
        .filter((row) => row.name === 'Gym')
        .map((row) => row.id),
    ).toEqual([saved.id]);

    const events: UndoEvent[] = [];
    undoHistoryOf(queryClient).subscribe((event) => events.push(event));
    undoHistoryOf(queryClient).undo();
    expect(events).toEqual([
      { type: 'undone', id: expect.any(Number), label: { title: UNDO_LABELS.added('Gym') } },
    ]);
    await waitFor(() => expect(api.stored('Gym')).toBeUndefined());
    expect(api.writes().at(-1)).toEqual({
      method: 'DELETE',
      path: `/api/expense/${saved.id}`,
      body: undefined,
    });
    await waitFor(() => expect(shown('Gym')).toBeUndefined());
  });

  it('once saved marks its month to be read again, and no other month', async () => {
    const next = addMonths(month, 1);
    await queryClient.fetchQuery(budgetRead(USER, next));
    await run(itemWrites(queryClient).add, newRow('Gym'));
    expect(invalidated(month)).toBe(true);
    expect(invalidated(next)).toBe(false);
  });

  it('of income goes to the income list, on its default day', async () => {
    await run(itemWrites(queryClient).add, newRow('Bonus', 'income'));
    expect(api.writes()[0]).toMatchObject({ path: '/api/income', body: { dueDate: '1', name: 'Bonus' } });
    expect(shown('Bonus', 'income')?.id).toBe(api.stored('Bonus')?.id);
    expect(shown('Bonus', 'expense')).toBeUndefined();
  });

  it('to a month without a budget creates the budget first', async () => {
    const next = addMonths(month, 1);
    await queryClient.fetchQuery(budgetRead(USER, next));
    await run(itemWrites(queryClient).add, newRow('Gym', 'expense', next));
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/budget',
      'POST /api/expense',
    ]);
    expect(api.writes()[0]?.body).toEqual({
      userId: USER,
      month: next,
      year: monthYear(next),
      carryForward: 0,
    });
    expect(failures).toEqual([]);
  });

  it('to a month never read creates its budget first', async () => {
    const next = addMonths(month, 2);
    await run(itemWrites(queryClient).add, newRow('Gym', 'expense', next));
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/budget',
      'POST /api/expense',
    ]);
    expect(failures).toEqual([]);
  });

  it('refused takes the placeholder away and says which item was not added', async () => {
    quietly();
    api.refuseNextWrite(500);
    await run(itemWrites(queryClient).add, newRow('Gym'));
    expect(shown('Gym')).toBeUndefined();
    expect(failures).toEqual([{ description: 'Gym was not added. Please try again.' }]);
  });
});

describe('a move', () => {
  it('sends each changed row, shows the new order at once, and Undo puts every row back', async () => {
    const { move } = itemWrites(queryClient);
    const rent = item('Rent');
    const phone = item('Phone');
    const changes = [
      { kind: 'expense' as const, id: phone.id, sortOrder: 0, dateValue: '2' },
      { kind: 'expense' as const, id: rent.id, sortOrder: 5 },
    ];
    const release = api.holdWrites();
    const moving = run(move, { at, item: phone, changes, back: orderChangesBack(cached()!, changes) });
    await waitFor(() => expect(shown('Phone')).toMatchObject({ sortOrder: 0, dateValue: '2' }));
    expect(shown('Rent')).toMatchObject({ sortOrder: 5, dateValue: '3' });
    release();
    await moving;
    expect(api.writes().map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/expense/${phone.id}`, body: { sortOrder: 0, dueDate: '2' } },
      { path: `/api/expense/${rent.id}`, body: { sortOrder: 5 } },
    ]);
    expect(api.stored('Phone')).toMatchObject({ sortOrder: 0, dueDate: '2' });
    // Read again for the order the server keeps.
    expect(invalidated(month)).toBe(true);

    const events: UndoEvent[] = [];
    undoHistoryOf(queryClient).subscribe((event) => events.push(event));
    undoHistoryOf(queryClient).undo();
    expect(events[0]).toMatchObject({ type: 'undone', label: { title: UNDO_LABELS.moved('Phone') } });
    await waitFor(() =>
      expect(api.stored('Phone')).toMatchObject({ sortOrder: phone.sortOrder, dueDate: '20' }),
    );
    expect(api.stored('Rent')?.sortOrder).toBe(rent.sortOrder);
    await waitFor(() =>
      expect(shown('Phone')).toMatchObject({ sortOrder: phone.sortOrder, dateValue: '20' }),
    );
  });

  it('refused puts the old order back and says so', async () => {
    quietly();
    const phone = item('Phone');
    api.refuseNextWrite(500);
    const changes = [{ kind: 'expense' as const, id: phone.id, sortOrder: 0 }];
    await run(itemWrites(queryClient).move, { at, item: phone, changes, back: [] });
    expect(shown('Phone')?.sortOrder).toBe(phone.sortOrder);
    expect(failures).toEqual([{ description: 'The new order was not saved. Please try again.' }]);
  });
});

describe('an edit the server says changed more than the item', () => {
  it('marks every month of the user to be read again, not only the edited one', async () => {
    const other = addMonths(month, 1);
    await queryClient.fetchQuery(budgetRead(USER, other));
    const { kind: _kind, ...phone } = api.stored('Phone')!;
    server.use(
      http.patch('*/api/expense/:id', () =>
        HttpResponse.json({ ...phone, amount: 7_000, _cacheInvalidate: true }),
      ),
    );
    await run(itemWrites(queryClient).fields.amount, { at, item: item('Phone'), value: 7_000 });
    await waitFor(() => expect(invalidated(other)).toBe(true));
  });

  it('in one answer of a move marks every month to be read again', async () => {
    const other = addMonths(month, 1);
    await queryClient.fetchQuery(budgetRead(USER, other));
    const rent = item('Rent');
    const phone = item('Phone');
    const { kind: _kind, ...stored } = api.stored('Phone')!;
    server.use(
      http.patch(`*/api/expense/${phone.id}`, () => HttpResponse.json({ ...stored, _cacheInvalidate: true })),
    );
    const changes = [
      { kind: 'expense' as const, id: rent.id, sortOrder: 5 },
      { kind: 'expense' as const, id: phone.id, sortOrder: 0 },
    ];
    await run(itemWrites(queryClient).move, { at, item: phone, changes, back: [] });
    expect(invalidated(other)).toBe(true);
  });

  it('otherwise trusts the answer and reads no month again', async () => {
    const other = addMonths(month, 1);
    await queryClient.fetchQuery(budgetRead(USER, other));
    await run(itemWrites(queryClient).fields.amount, { at, item: item('Phone'), value: 7_000 });
    for (const target of [month, other]) expect(invalidated(target)).toBe(false);
    expect(shown('Phone')?.amount).toBe(7_000);
  });
});

describe('the toast of a change made offline to an item deleted elsewhere', () => {
  const gone = new ApiError(404, '{"message":"Item not found"}', 'Not Found');

  it('names the item only for a queued change the server answered 404', () => {
    expect(itemGoneText(gone, 'Rent', { queued: true })).toBe(
      'Rent was deleted on another device, so this change to it was not saved.',
    );
    expect(itemGoneText(gone, 'Rent', { queued: false })).toBeNull();
    expect(itemGoneText(new ApiError(500, '{}', 'Error'), 'Rent', { queued: true })).toBeNull();
    expect(itemGoneText(new Error('404'), 'Rent', { queued: true })).toBeNull();
  });
});
