import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToWholeDollars,
  formatDollars,
  formatDollarsAndCents,
  MAX_AMOUNT_CENTS,
  moneyFormat,
  shownWholeDollars,
} from './money.ts';

describe('formatDollars', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(formatDollars(123456)).toBe('$1,235');
    expect(formatDollars(100)).toBe('$1');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(100_000_000)).toBe('$1,000,000');
  });

  it('rounds half a dollar away from zero', () => {
    expect(formatDollars(150)).toBe('$2');
    expect(formatDollars(149)).toBe('$1');
    expect(formatDollars(-150)).toBe('-$2');
  });

  it('puts the minus sign before the dollar sign, also on a negative amount that rounds to zero', () => {
    expect(formatDollars(-5000)).toBe('-$50');
    expect(formatDollars(-1)).toBe('-$0');
    expect(formatDollars(-49)).toBe('-$0');
    expect(formatDollars(-50)).toBe('-$1');
    expect(formatDollars(-0)).toBe('$0');
    expect(formatDollars(49)).toBe('$0');
  });
});

describe('formatDollars against Intl', () => {
  // The currency format it stands in for (en-US, no cents); a negative amount that rounds to zero is '-$0' in both.
  const intlDollars = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const reference = (cents: number) => {
    const dollars = Math.round(Math.abs(cents) / 100);
    return intlDollars.format(cents < 0 ? -dollars : dollars);
  };

  it('writes any amount as Intl writes whole US dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100 * MAX_AMOUNT_CENTS, max: 100 * MAX_AMOUNT_CENTS }), (cents) => {
        expect(formatDollars(cents)).toBe(reference(cents));
      }),
    );
  });
});

describe('centsToWholeDollars', () => {
  it('opens an amount edit on the rounded whole dollars', () => {
    expect(centsToWholeDollars(123456)).toBe(1235);
    expect(centsToWholeDollars(0)).toBe(0);
  });
});

describe('formatDollarsAndCents (Settings › Show cents)', () => {
  it('shows every cent, the minus sign before the dollar sign', () => {
    expect(formatDollarsAndCents(123456)).toBe('$1,234.56');
    expect(formatDollarsAndCents(1050)).toBe('$10.50');
    expect(formatDollarsAndCents(-26_450)).toBe('-$264.50');
    expect(formatDollarsAndCents(5)).toBe('$0.05');
    expect(formatDollarsAndCents(0)).toBe('$0.00');
    expect(formatDollarsAndCents(100_000_000)).toBe('$1,000,000.00');
  });

  it('reads back as the amount it shows, whatever the amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5 * MAX_AMOUNT_CENTS, max: 5 * MAX_AMOUNT_CENTS }), (cents) => {
        const text = formatDollarsAndCents(cents);
        expect(Math.round(Number(text.replace(/[$,]/g, '')) * 100)).toBe(cents);
      }),
    );
  });

  it('is what moneyFormat gives when cents are shown; whole dollars otherwise, as the spec', () => {
    expect(moneyFormat(true)(1050)).toBe('$10.50');
    expect(moneyFormat(false)(1050)).toBe('$11');
  });
});

describe('shownWholeDollars', () => {
  it('is the number formatDollars shows (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5 * MAX_AMOUNT_CENTS, max: 5 * MAX_AMOUNT_CENTS }), (cents) => {
        const shown = shownWholeDollars(cents);
        expect(formatDollars(cents).replace(/[$,]/g, '')).toBe(
          shown === 0 && cents < 0 ? '-0' : String(shown),
        );
      }),
    );
  });
});
