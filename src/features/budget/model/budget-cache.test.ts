import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemOf, recordOf, type ItemKind } from '../../../domain/items.ts';
import type { OrderChange } from '../../../domain/reorder.ts';
import { expense, income } from '../../../domain/test-items.ts';
import type { BudgetResponse } from '../api/types.ts';
import { EMPTY_BUDGET, withItemAdded, withItemRemoved, withOrderChanges } from './budget-cache.ts';

const KINDS: readonly ItemKind[] = ['income', 'expense'];

/** A cached month: ids 1..n of each kind (ids are per table, so the same id can be in both lists). */
const responseArbitrary = fc
  .record({ incomes: fc.integer({ min: 0, max: 5 }), expenses: fc.integer({ min: 0, max: 5 }) })
  .map(({ incomes, expenses }): BudgetResponse => ({
    ...EMPTY_BUDGET,
    incomeItems: Array.from(
      { length: incomes },
      (_, index) => recordOf(income(index + 1, 1_000 * index, '1')) as BudgetResponse['incomeItems'][number],
    ),
    expenseItems: Array.from(
      { length: expenses },
      (_, index) => recordOf(expense(index + 1, 500 * index, '20')) as BudgetResponse['expenseItems'][number],
    ),
  }));
const listOf = (response: BudgetResponse, kind: ItemKind) =>
  (kind === 'income' ? response.incomeItems : response.expenseItems).map((record) => itemOf(kind, record));
const other = (kind: ItemKind): ItemKind => (kind === 'income' ? 'expense' : 'income');

describe('the cached month, edited before the server answers', () => {
  it('loses only the removed item, from its own list', () => {
    fc.assert(
      fc.property(
        responseArbitrary,
        fc.constantFrom(...KINDS),
        fc.integer({ min: 0, max: 6 }),
        (response, kind, id) => {
          const next = withItemRemoved(response, kind, id);
          expect(listOf(next, kind)).toEqual(listOf(response, kind).filter((item) => item.id !== id));
          expect(listOf(next, other(kind))).toEqual(listOf(response, other(kind)));
        },
      ),
    );
  });

  it('gains an added item last in its own list, in place of the placeholder it replaces', () => {
    fc.assert(
      fc.property(responseArbitrary, fc.constantFrom(...KINDS), fc.boolean(), (response, kind, replaces) => {
        const placeholder = (kind === 'income' ? income : expense)(-7, 100, null, { name: 'Gym' });
        const shown = withItemAdded(response, kind, recordOf(placeholder));
        const saved = recordOf({ ...placeholder, id: 40 });
        const next = withItemAdded(shown, kind, saved, replaces ? -7 : undefined);
        expect(listOf(next, kind)).toEqual([
          ...listOf(response, kind),
          ...(replaces ? [] : [placeholder]),
          { ...placeholder, id: 40 },
        ]);
        expect(listOf(next, other(kind))).toEqual(listOf(response, other(kind)));
        expect(next.budget).toBe(response.budget);
      }),
    );
  });

  it('moves each changed row to its new place, and changes its date only where the move names one', () => {
    fc.assert(
      fc.property(
        responseArbitrary,
        fc.array(
          fc.record(
            {
              kind: fc.constantFrom(...KINDS),
              id: fc.integer({ min: 1, max: 5 }),
              sortOrder: fc.integer({ min: 0, max: 1_000 }),
              dateValue: fc.constantFrom('3', '12/18/2026'),
            },
            { requiredKeys: ['kind', 'id', 'sortOrder'] },
          ),
          { maxLength: 4 },
        ),
        (response, changes: OrderChange[]) => {
          const next = withOrderChanges(response, changes);
          for (const kind of KINDS) {
            for (const [index, item] of listOf(next, kind).entries()) {
              const before = listOf(response, kind)[index]!;
              const last = changes.filter((change) => change.kind === kind && change.id === item.id).at(-1);
              const dated = changes.filter(
                (change) => change.kind === kind && change.id === item.id && change.dateValue !== undefined,
              );
              expect(item).toEqual({
                ...before,
                sortOrder: last?.sortOrder ?? before.sortOrder,
                dateValue: dated.at(-1)?.dateValue ?? before.dateValue,
              });
            }
          }
        },
      ),
    );
  });
});
