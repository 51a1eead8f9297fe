import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from './money.ts';
import {
  AMOUNT_POLICIES,
  centsToInputText,
  isFinalRejection,
  MONEY_REJECTION_MESSAGES,
  parseDollarsAndCents,
  parseMoney,
  parseWholeDollars,
  readAmount,
  stepAmountText,
  type MoneyInputMode,
  type MoneyRejection,
} from './money-input.ts';

const cents = (value: number) => ({ ok: true, cents: value });
const refused = (reason: string) => ({ ok: false, reason });
const MAX_DOLLARS = MAX_AMOUNT_CENTS / 100;

/** Whole dollars written with ',' between thousands, as en-US writes them. */
const grouped = (dollars: number) => dollars.toLocaleString('en-US');

describe('parseWholeDollars', () => {
  it('reads digits as whole dollars and drops a thousands separator', () => {
    expect(parseWholeDollars('1250')).toEqual(cents(125_000));
    expect(parseWholeDollars('1,250')).toEqual(cents(125_000));
    expect(parseWholeDollars(' $1,000,000 ')).toEqual(cents(MAX_AMOUNT_CENTS));
    expect(parseWholeDollars('0')).toEqual(cents(0));
    expect(parseWholeDollars('007')).toEqual(cents(700));
  });

  it('refuses cents instead of shifting them into dollars', () => {
    expect(parseWholeDollars('1,250.75')).toEqual(refused('cents'));
    expect(parseWholeDollars('1500.5')).toEqual(refused('cents'));
    expect(parseWholeDollars('.5')).toEqual(refused('cents'));
  });

  it('takes a point followed only by zeros, which changes nothing', () => {
    expect(parseWholeDollars('1500.')).toEqual(cents(150_000));
    expect(parseWholeDollars('1,500.00')).toEqual(cents(150_000));
  });

  it('names what is wrong with anything else', () => {
    expect(parseWholeDollars('')).toEqual(refused('blank'));
    expect(parseWholeDollars('  ')).toEqual(refused('blank'));
    expect(parseWholeDollars('12a')).toEqual(refused('not-a-number'));
    expect(parseWholeDollars('1e3')).toEqual(refused('not-a-number'));
    expect(parseWholeDollars('1 250')).toEqual(refused('not-a-number'));
    expect(parseWholeDollars('1,2')).toEqual(refused('misplaced-comma'));
    expect(parseWholeDollars('12,50')).toEqual(refused('misplaced-comma'));
    expect(parseWholeDollars('-20')).toEqual(refused('negative'));
    expect(parseWholeDollars('−$20')).toEqual(refused('negative'));
    expect(parseWholeDollars('-')).toEqual(refused('negative'));
    expect(parseWholeDollars('1000001')).toEqual(refused('over-limit'));
    expect(parseWholeDollars('99999999999999999999999')).toEqual(refused('over-limit'));
  });
});

describe('parseDollarsAndCents', () => {
  it('keeps the cents, rounding a third decimal half up', () => {
    expect(parseDollarsAndCents('1,250.75')).toEqual(cents(125_075));
    expect(parseDollarsAndCents('12.345')).toEqual(cents(1235));
    expect(parseDollarsAndCents('1.005')).toEqual(cents(101));
    expect(parseDollarsAndCents('0.999')).toEqual(cents(100));
    expect(parseDollarsAndCents('.5')).toEqual(cents(50));
    expect(parseDollarsAndCents('0.004')).toEqual(cents(0));
  });

  it('stops at the ceiling, cents included', () => {
    expect(parseDollarsAndCents('1000000.00')).toEqual(cents(MAX_AMOUNT_CENTS));
    expect(parseDollarsAndCents('1000000.01')).toEqual(refused('over-limit'));
  });
});

describe('properties', () => {
  const modes = fc.constantFrom<MoneyInputMode>('whole-dollars', 'cents');

  it('reads whole dollars the same with or without thousands separators and a dollar sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_DOLLARS }), modes, (dollars, mode) => {
        const expected = cents(dollars * 100);
        expect(parseMoney(String(dollars), mode)).toEqual(expected);
        expect(parseMoney(grouped(dollars), mode)).toEqual(expected);
        expect(parseMoney(`$${grouped(dollars)}`, mode)).toEqual(expected);
      }),
    );
  });

  it('never makes a typed decimal a larger number: whole dollars refuse it, cents keep it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_DOLLARS - 1 }),
        fc.integer({ min: 1, max: 99 }),
        (dollars, fraction) => {
          const typed = `${grouped(dollars)}.${String(fraction).padStart(2, '0')}`;
          expect(parseWholeDollars(typed)).toEqual(refused('cents'));
          expect(parseDollarsAndCents(typed)).toEqual(cents(dollars * 100 + fraction));
        },
      ),
    );
  });

  it('answers an amount within 0 and the ceiling, or a reason, for any text', () => {
    fc.assert(
      fc.property(fc.string(), modes, (text, mode) => {
        const parsed = parseMoney(text, mode);
        if (parsed.ok) {
          expect(Number.isInteger(parsed.cents)).toBe(true);
          expect(parsed.cents).toBeGreaterThanOrEqual(0);
          expect(parsed.cents).toBeLessThanOrEqual(MAX_AMOUNT_CENTS);
        } else {
          expect(MONEY_REJECTION_MESSAGES[parsed.reason]).toBeTruthy();
        }
      }),
    );
  });

  it('reads back what the field shows for an amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (amount) => {
        expect(parseDollarsAndCents(centsToInputText(amount))).toEqual(cents(amount));
      }),
    );
  });
});

describe('readAmount', () => {
  it('a new item says every refusal, zero included', () => {
    expect(readAmount('12.50', AMOUNT_POLICIES.newItem)).toEqual({ kind: 'amount', cents: 1250 });
    for (const [text, reason] of [
      ['0', 'zero'],
      ['', 'blank'],
      ['abc', 'not-a-number'],
      ['-5', 'negative'],
      ['2000000', 'over-limit'],
    ]) {
      expect(readAmount(text ?? '', AMOUNT_POLICIES.newItem), text).toEqual({ kind: 'refused', reason });
    }
  });

  it('an amount edit saves 0, leaves an empty value unsaved and says the rest', () => {
    expect(readAmount('0', AMOUNT_POLICIES.itemEdit)).toEqual({ kind: 'amount', cents: 0 });
    expect(readAmount(' ', AMOUNT_POLICIES.itemEdit)).toEqual({ kind: 'quiet', reason: 'blank' });
    expect(readAmount('14.50', AMOUNT_POLICIES.itemEdit)).toEqual({ kind: 'refused', reason: 'cents' });
    expect(readAmount('1000001', AMOUNT_POLICIES.itemEdit)).toEqual({
      kind: 'refused',
      reason: 'over-limit',
    });
  });

  it('goals and the balance stay silent about non-numbers and negatives, as the spec says', () => {
    for (const policy of [AMOUNT_POLICIES.goal, AMOUNT_POLICIES.balance]) {
      for (const text of ['', 'abc', '-20', '1,2']) {
        expect(readAmount(text, policy).kind, text).toBe('quiet');
      }
      expect(readAmount('2000000', policy)).toEqual({ kind: 'refused', reason: 'over-limit' });
    }
    expect(readAmount('1500.5', AMOUNT_POLICIES.goal)).toEqual({ kind: 'refused', reason: 'cents' });
    expect(readAmount('1500.5', AMOUNT_POLICIES.balance)).toEqual({ kind: 'amount', cents: 150_050 });
  });

  it('a new goal counts an unparseable amount as 0: the refusal is a quiet one', () => {
    for (const text of ['', 'x', '-5'])
      expect(readAmount(text, AMOUNT_POLICIES.goal).kind, text).toBe('quiet');
    expect(readAmount('250', AMOUNT_POLICIES.goal)).toEqual({ kind: 'amount', cents: 25_000 });
  });
});

describe('isFinalRejection', () => {
  it('says at once what more typing cannot mend, and waits on what it can', () => {
    const final: MoneyRejection[] = ['not-a-number', 'negative', 'cents', 'over-limit'];
    const mendable: MoneyRejection[] = ['blank', 'misplaced-comma', 'zero'];
    expect(final.every(isFinalRejection)).toBe(true);
    expect(mendable.some(isFinalRejection)).toBe(false);
  });
});

describe('stepAmountText', () => {
  it('steps by $1 or 1¢ within 0 and the ceiling', () => {
    expect(stepAmountText('1,250', 'whole-dollars', 1)).toBe('1251');
    expect(stepAmountText('', 'whole-dollars', 1)).toBe('1');
    expect(stepAmountText('0', 'whole-dollars', -1)).toBe('0');
    expect(stepAmountText('1000000', 'whole-dollars', 1)).toBe('1000000');
    expect(stepAmountText('12.09', 'cents', 1)).toBe('12.10');
    expect(stepAmountText('abc', 'cents', 1)).toBeNull();
  });
});

describe('messages', () => {
  it('names the ceiling as the app shows amounts', () => {
    expect(MONEY_REJECTION_MESSAGES['over-limit']).toBe('Amounts go up to $1,000,000');
  });
});
