import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountChanged, textChanged } from './draft-change.ts';
import { centsToWholeDollars, MAX_AMOUNT_CENTS } from './money.ts';
import { AMOUNT_POLICIES, readAmount, type MoneyInputMode } from './money-input.ts';

const MODES: readonly MoneyInputMode[] = ['whole-dollars', 'cents'];
const storedCents = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS });
/** The text an inline amount field opens with (BudgetRow, GoalRow, GoalsHeader). */
const openedText = (cents: number) => String(centsToWholeDollars(cents));

/** What the field hands on for `text`, as InlineEdit reads it under `policy`. */
function typed(text: string, policy: (typeof AMOUNT_POLICIES)[keyof typeof AMOUNT_POLICIES]): number {
  const outcome = readAmount(text, policy);
  if (outcome.kind !== 'amount') throw new Error(`${text} is not an amount`);
  return outcome.cents;
}

describe('textChanged', () => {
  it('sees no change in the same text, with or without spaces around it', () => {
    expect(textChanged('Phone bill', 'Phone bill')).toBe(false);
    expect(textChanged('Phone bill', '  Phone bill ')).toBe(false);
    expect(textChanged('Phone bill', 'Phone Bill')).toBe(true);
    expect(textChanged('Phone bill', '')).toBe(true);
  });

  it('is a change exactly when the trimmed texts differ', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (opened, draft) => {
        expect(textChanged(opened, draft)).toBe(opened.trim() !== draft.trim());
        expect(textChanged(opened, ` ${opened}\t`)).toBe(false);
      }),
    );
  });
});

describe('amountChanged', () => {
  it('keeps a $65.25 bill that opens as 65 when 65 is left or typed again', () => {
    const opened = openedText(6525);
    expect(opened).toBe('65');
    for (const text of ['65', ' 65 ', '065', '$65', '65.00']) {
      expect(amountChanged(opened, typed(text, AMOUNT_POLICIES.itemEdit), 'whole-dollars')).toBe(false);
    }
    expect(amountChanged(opened, typed('66', AMOUNT_POLICIES.itemEdit), 'whole-dollars')).toBe(true);
    expect(amountChanged(opened, typed('0', AMOUNT_POLICIES.itemEdit), 'whole-dollars')).toBe(true);
  });

  it('reads the balance in cents: a typed 1234.56 differs from an opened 1235', () => {
    expect(amountChanged('1235', typed('1235', AMOUNT_POLICIES.balance), 'cents')).toBe(false);
    expect(amountChanged('1235', typed('1234.56', AMOUNT_POLICIES.balance), 'cents')).toBe(true);
  });

  it('counts anything when the field opened on text that is no amount', () => {
    expect(amountChanged('', 0, 'cents')).toBe(true);
  });

  it('sees no change when the opened text is handed back, whatever cents are stored', () => {
    fc.assert(
      fc.property(storedCents, fc.constantFrom(...MODES), (cents, mode) => {
        const opened = openedText(cents);
        const policy = mode === 'cents' ? AMOUNT_POLICIES.balance : AMOUNT_POLICIES.itemEdit;
        expect(amountChanged(opened, typed(opened, policy), mode)).toBe(false);
      }),
    );
  });

  it('sees a change for every other whole-dollar amount', () => {
    fc.assert(
      fc.property(storedCents, fc.integer({ min: 0, max: MAX_AMOUNT_CENTS / 100 }), (cents, dollars) => {
        fc.pre(dollars !== centsToWholeDollars(cents));
        for (const mode of MODES) expect(amountChanged(openedText(cents), dollars * 100, mode)).toBe(true);
      }),
    );
  });
});
