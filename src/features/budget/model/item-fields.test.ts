import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_FIELD, itemOf, recordOf, type BudgetItem, type ItemKind } from '../../../domain/items.ts';
import { expense, income } from '../../../domain/test-items.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import type { BudgetResponse } from '../api/types.ts';
import { withItemPatched } from './budget-cache.ts';
import {
  detailFields,
  fieldFailure,
  fieldOf,
  FIELD_NAMES,
  fieldTitle,
  fieldValues,
  hasField,
  ITEM_FIELDS,
  valueOn,
  wirePatch,
  type ItemPatch,
} from './item-fields.ts';

const KINDS: readonly ItemKind[] = ['income', 'expense'];
const shown = ({ name }: Pick<BudgetItem, 'name'>) => `«${name}»`;

describe('the table of editable fields', () => {
  it('declares each field under its own key, with a write name of its own', () => {
    for (const [name, field] of Object.entries(ITEM_FIELDS)) expect(field.key).toBe(name);
    const writes = FIELD_NAMES.map((name) => fieldOf(name).write);
    expect(new Set(writes).size).toBe(writes.length);
  });

  it('keeps the write names a change queued offline before this table was made is stored under', () => {
    expect(fieldOf('name').write).toBe('budget-item-name');
    expect(fieldOf('amount').write).toBe('budget-item-amount');
    expect(fieldOf('isPaid').write).toBe('budget-item-paid');
  });

  it('says a change in the words each field declares, or in the generic ones', () => {
    const rent = expense(2, 120_000, '3', { name: 'Rent' });
    expect(fieldTitle(shown, rent, 'name', 'Lease')).toBe(UNDO_LABELS.renamed('«Rent»', '«Lease»'));
    expect(fieldTitle(shown, rent, 'amount', 100)).toBe(UNDO_LABELS.amountChanged('«Rent»', 100));
    expect(fieldFailure(rent, 'amount', 100)).toBe('The new amount of Rent was not saved. Please try again.');
    expect(fieldFailure(rent, 'isPaid', true)).toBe('Rent was not marked paid. Please try again.');
  });

  it('saves a trimmed name, and nothing for a blank one', () => {
    expect(fieldOf('name').accept?.('  Rent ')).toBe('Rent');
    expect(fieldOf('name').accept?.('   ')).toBeUndefined();
  });

  it('saves a trimmed note, and clears a blank or missing one', () => {
    const accept = fieldOf('note').accept!;
    expect(accept('  call the landlord ')).toBe('call the landlord');
    expect(accept('   ')).toBeNull();
    expect(accept(null)).toBeNull();
  });

  it('gives an expense row the note in its details, and an income row nothing', () => {
    expect(detailFields('expense')).toEqual(['note']);
    expect(detailFields('income')).toEqual([]);
  });

  it('lists in a row’s details only text fields its kind has', () => {
    for (const kind of KINDS) {
      for (const name of detailFields(kind)) {
        expect(hasField(kind, name)).toBe(true);
        expect(fieldOf(name).details?.maxLength).toBeGreaterThan(0);
      }
    }
  });
});

const patchArbitrary: fc.Arbitrary<ItemPatch> = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 20 }),
    amount: fc.nat(100_000_000),
    isPaid: fc.boolean(),
    sortOrder: fc.integer({ min: -1000, max: 1000 }),
    dateValue: fc.constantFrom('1', '15', '11/30/2026'),
  },
  { requiredKeys: [] },
);

describe('a change in the screen’s terms and on the wire', () => {
  it('names the date as the kind does, and every other field by its own key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), patchArbitrary, (kind, patch) => {
        const { dateValue, ...fields } = patch;
        const wire = wirePatch(kind, patch);
        expect(wire).toStrictEqual(
          dateValue === undefined ? fields : { ...fields, [DATE_FIELD[kind]]: dateValue },
        );
        expect(wire).not.toHaveProperty('dateValue');
        expect(wire).not.toHaveProperty(DATE_FIELD[kind === 'income' ? 'expense' : 'income']);
      }),
    );
  });

  it('edits the cached item so it reads back as the change, leaving every other field and item alone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), patchArbitrary, (kind, patch) => {
        const item = kind === 'income' ? income(1, 300_000, '1') : expense(2, 120_000, '3');
        const other = expense(99, 6_000, '20');
        const cached: BudgetResponse = {
          budget: null,
          incomeItems: kind === 'income' ? [recordOf(item) as BudgetResponse['incomeItems'][number]] : [],
          expenseItems: [
            ...(kind === 'expense' ? [recordOf(item) as BudgetResponse['expenseItems'][number]] : []),
            recordOf(other) as BudgetResponse['expenseItems'][number],
          ],
        };
        const next = withItemPatched(cached, kind, item.id, patch);
        const [record] = kind === 'income' ? next.incomeItems : next.expenseItems;
        expect(itemOf(kind, record!)).toEqual({ ...item, ...patch });
        expect(next.expenseItems.at(-1)).toEqual(recordOf(other));
      }),
    );
  });

  it('puts back null for an optional field the item did not have, and sends every field it has on a restore', () => {
    const rent = expense(2, 120_000, '3', { name: 'Rent', isPaid: true });
    for (const name of FIELD_NAMES) {
      const value = valueOn({ ...rent, [fieldOf(name).key]: undefined }, name);
      expect(value).toBeNull();
    }
    expect(fieldValues(rent)).toEqual(
      Object.fromEntries(
        FIELD_NAMES.filter((name) => rent[fieldOf(name).key] != null).map((name) => [name, rent[name]]),
      ),
    );
    expect(fieldValues(rent)).toMatchObject({ name: 'Rent', amount: 120_000, isPaid: true });
  });

  it('sends on a restore only the fields the kind has and the item holds', () => {
    const noted = expense(2, 120_000, '3', { name: 'Rent', note: 'by cheque' });
    expect(fieldValues(noted)).toStrictEqual({
      name: 'Rent',
      amount: 120_000,
      isPaid: false,
      note: 'by cheque',
    });
    expect(fieldValues({ ...noted, note: null })).toStrictEqual({
      name: 'Rent',
      amount: 120_000,
      isPaid: false,
    });
    const paycheck = income(1, 300_000, '1', { name: 'Paycheck 1', note: 'left over from an import' });
    expect(fieldValues(paycheck)).toStrictEqual({ name: 'Paycheck 1', amount: 300_000, isPaid: false });
  });
});
