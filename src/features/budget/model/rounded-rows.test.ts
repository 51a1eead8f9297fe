import { MAX_AMOUNT_CENTS } from '@halfwise/core/money-limits.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBudgetView } from '../../../domain/budget-view.ts';
import { formatDollars } from '../../../domain/money.ts';
import { expense, income } from '../../../domain/test-items.ts';
import { ROWS_ROUNDED_NOTE, roundedApart, sectionsRoundedApart } from './rounded-rows.ts';

/** The number a shown amount reads as ('-$264' -> -264). */
const read = (text: string) => Number(text.replace(/[$,]/g, ''));

const rows = fc.array(
  fc.record({
    kind: fc.constantFrom('income' as const, 'expense' as const),
    amount: fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: MAX_AMOUNT_CENTS })),
    isPaid: fc.boolean(),
  }),
  { maxLength: 12 },
);
const base = fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS });

describe('rows rounded to the dollar', () => {
  it('words the note as the issue has it', () => {
    expect(ROWS_ROUNDED_NOTE).toBe('rows rounded to the dollar');
  });

  it('notes three $10.50 bills shown as $11 each under a balance of −$264.50 and $31.50 left to pay', () => {
    const bills = [1, 2, 3].map(() => ({ kind: 'expense' as const, amount: 1_050, isPaid: false }));
    // Opens at −$233: the rows read −233 − 11 − 11 − 11 = −$266, the balance −$264.50 shows −$265.
    expect(roundedApart(-23_300, bills)).toBe(true);
    expect(roundedApart(-23_300, bills.slice(0, 1))).toBe(false);
    expect(roundedApart(0, [{ kind: 'expense', amount: 1_000, isPaid: false }])).toBe(false);
  });

  it('notes a section exactly when its shown rows do not add up to its shown balance or left to pay (property)', () => {
    fc.assert(
      fc.property(base, rows, (opening, list) => {
        const signed = list.map((row) => (row.kind === 'income' ? row.amount : -row.amount));
        const end = opening + signed.reduce((sum, amount) => sum + amount, 0);
        const unpaid = list.filter((row) => row.kind === 'expense' && !row.isPaid).map((row) => row.amount);
        const shownSum = [opening, ...signed].reduce(
          (sum, amount) => sum + Math.sign(amount) * read(formatDollars(Math.abs(amount))),
          0,
        );
        const shownUnpaid = unpaid.reduce((sum, amount) => sum + read(formatDollars(amount)), 0);
        const addsUp =
          shownSum === read(formatDollars(end)) &&
          shownUnpaid === read(formatDollars(unpaid.reduce((sum, amount) => sum + amount, 0)));
        expect(roundedApart(opening, list)).toBe(!addsUp);
      }),
      { numRuns: 10_000 },
    );
  });

  it('never notes a section whose rows are whole dollars (property)', () => {
    fc.assert(
      fc.property(base, rows, (opening, list) => {
        const whole = list.map((row) => ({
          ...row,
          amount: Math.max(1, Math.round(row.amount / 100)) * 100,
        }));
        expect(roundedApart(Math.round(opening / 100) * 100, whole)).toBe(false);
      }),
    );
  });

  it('weighs each section from the balance shown above it, hidden rows included, and never with cents shown', () => {
    // 1st–14th opens with $0 carried forward: three $10.50 bills; the 15th on opens from that balance.
    const items = [
      expense(1, 1_050, '2'),
      expense(2, 1_050, '3'),
      expense(3, 1_050, '4'),
      income(4, 100_000, '15'),
      expense(5, 10_000, '20'),
    ];
    const view = buildBudgetView(items, 0, '2026-11');
    expect(sectionsRoundedApart(view, items, 0, false)).toEqual([true, true]);
    expect(sectionsRoundedApart(view, items, 0, true)).toEqual([false, false]);
    const whole = [expense(1, 1_000, '2'), income(4, 100_000, '15')];
    expect(sectionsRoundedApart(buildBudgetView(whole, 0, '2026-11'), whole, 0, false)).toEqual([
      false,
      false,
    ]);
  });
});
