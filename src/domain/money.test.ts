import { describe, expect, it } from 'vitest';
import { centsToWholeDollars, formatDollars } from './money.ts';

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

describe('centsToWholeDollars', () => {
  it('opens an amount edit on the rounded whole dollars', () => {
    expect(centsToWholeDollars(123456)).toBe(1235);
    expect(centsToWholeDollars(0)).toBe(0);
  });
});
