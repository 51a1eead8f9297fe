// The one write path of an item's fields (item-writes.ts), driven from each declaration in model/item-fields.ts:
// the real query cache and undo history, the network answered by msw at the fetch boundary (fake-budget-api.ts).
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/session/query-client.ts';
import { itemOf, type BudgetItem, type ItemKind } from '../../../domain/items.ts';
import { currentMonthKey } from '../../../domain/month.ts';
import { optimisticMutationOptions } from '../../../lib/optimistic-mutation.ts';
import { undoHistoryOf, type UndoEvent } from '../../../lib/undo-history.ts';
import { fakeBudgetApi, type FakeBudgetApi } from '../../../test-support/component/fake-budget-api.ts';
import { server } from '../../../test-support/component/setup.ts';
import { budgetRead } from '../api/budget-keys.ts';
import {
  fieldOf,
  FIELD_NAMES,
  fieldTitle,
  hasField,
  type FieldName,
  type ValueOf,
} from '../model/item-fields.ts';
import { budgetWriteDefaults, itemWrites } from './item-writes.ts';

const USER = '7d0c6f1e-0000-4000-8000-000000000002';
const month = currentMonthKey();
const ROW_OF: Record<ItemKind, string> = { income: 'Paycheck', expense: 'Phone' };

/** A value each field is set to: a field declared without one here fails the typecheck. */
const NEW_VALUES: { [F in FieldName]: ValueOf<F> } = {
  name: 'Mobile',
  amount: 7_100,
  isPaid: true,
  note: 'Autopay from checking',
  goalId: 42,
  fixedDate: true,
};

let api: FakeBudgetApi;
beforeEach(() => {
  api = fakeBudgetApi(USER, month, [
    { kind: 'income', name: 'Paycheck', amount: 300_000, day: '1' },
    { kind: 'expense', name: 'Phone', amount: 6_000, day: '20' },
  ]);
  server.use(...api.handlers);
});

const cases = FIELD_NAMES.flatMap((name) =>
  (['income', 'expense'] as const).filter((kind) => hasField(kind, name)).map((kind) => ({ name, kind })),
);

describe.each(cases)('a change of $name on an $kind', ({ name, kind }) => {
  it('shows at once, sends only that field, and Undo sets the old value back', async () => {
    const queryClient = createQueryClient();
    const read = budgetRead(USER, month);
    const rowIn = (cached = queryClient.getQueryData(read.queryKey)) => {
      const [record] = (kind === 'income' ? cached?.incomeItems : cached?.expenseItems) ?? [];
      return record && itemOf(kind, record);
    };
    await queryClient.fetchQuery(read);
    const first = rowIn()!;
    const { key } = fieldOf(name);
    const value = NEW_VALUES[name];
    const old = first[key] ?? null;

    const release = api.holdWrites();
    const saved = writeField(queryClient, name, first, value);
    await waitFor(() => expect(rowIn()?.[key]).toEqual(value));
    expect(api.writes()).toEqual([
      { method: 'PATCH', path: `/api/${kind}/${first.id}`, body: { [key]: value } },
    ]);
    release();
    expect(await saved).toMatchObject({ [key]: value });
    expect(api.stored(name === 'name' ? String(value) : first.name)?.[key as keyof object]).toEqual(value);

    const undone: UndoEvent[] = [];
    undoHistoryOf(queryClient).subscribe((event) => undone.push(event));
    expect(undoHistoryOf(queryClient).undo()).toBe(true);
    const title = fieldTitle(({ name: shown }) => shown, first, name, value);
    expect(undone).toEqual([{ type: 'undone', id: expect.any(Number), label: { title } }]);
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]?.body).toEqual({ [key]: old });
    await waitFor(() => expect(api.stored(ROW_OF[kind])?.[key as keyof object]).toEqual(old));
  });
});

/** The generic write of field `name`, as the screen starts it. */
function writeField<F extends FieldName>(
  queryClient: QueryClient,
  name: F,
  item: BudgetItem,
  value: ValueOf<F>,
) {
  const at = { userId: USER, month };
  const options = optimisticMutationOptions(
    queryClient,
    itemWrites(queryClient).fields[name],
    () => undefined,
  );
  return new MutationObserver(queryClient, options).mutate({ at, item, value });
}

it('every field has its own named write, registered for changes made offline', () => {
  const names = budgetWriteDefaults(createQueryClient()).map((write) => write.name);
  const writes = FIELD_NAMES.map((name) => fieldOf(name).write);
  expect(new Set(writes).size).toBe(writes.length);
  for (const write of writes) expect(names).toContain(write);
});

it('keeps the names the row writes are stored under on a device while they wait for the network', () => {
  const { move, remove, restore, add } = itemWrites(createQueryClient());
  expect([move.name, remove.name, restore.name, add.name]).toEqual([
    'budget-item-move',
    'budget-item-delete',
    'budget-item-restore',
    'budget-item-add',
  ]);
});
