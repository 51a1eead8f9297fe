import { describe, expect, it } from 'vitest';
import {
  AMOUNT_EDIT_BLOCKED_KEYS,
  centsToWholeDollars,
  editedAmountToCents,
  formatDollars,
  MAX_AMOUNT_CENTS,
  newItemAmountToCents,
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

  it('puts the minus sign before the dollar sign and never shows -$0', () => {
    expect(formatDollars(-5000)).toBe('-$50');
    expect(formatDollars(-10)).toBe('$0');
    expect(formatDollars(-0)).toBe('$0');
  });
});

describe('newItemAmountToCents', () => {
  it('converts decimal dollars to cents, rounding half up', () => {
    expect(newItemAmountToCents('12.345')).toBe(1235);
    expect(newItemAmountToCents('0.005')).toBe(1);
    expect(newItemAmountToCents('1.005')).toBe(101);
    expect(newItemAmountToCents('12.34')).toBe(1234);
    expect(newItemAmountToCents('1e3')).toBe(100000);
    expect(newItemAmountToCents(' 7 ')).toBe(700);
    expect(newItemAmountToCents('.5')).toBe(50);
    expect(newItemAmountToCents('5.')).toBe(500);
    expect(newItemAmountToCents('1000000')).toBe(MAX_AMOUNT_CENTS);
  });

  it('gives null for empty, non-numeric, zero, negative and sub-cent amounts', () => {
    for (const text of [
      '',
      '   ',
      'abc',
      '0',
      '0.00',
      '-1',
      '0.004',
      '12abc',
      '1,000',
      '0x10',
      'Infinity',
      'NaN',
    ]) {
      expect(newItemAmountToCents(text), text).toBeNull();
    }
  });

  it('gives null above the largest amount an item may hold', () => {
    expect(newItemAmountToCents('1000000.01')).toBeNull();
    expect(newItemAmountToCents('1e400')).toBeNull();
  });
});

describe('editedAmountToCents', () => {
  it('converts whole dollars to cents, zero included', () => {
    expect(editedAmountToCents('0')).toBe(0);
    expect(editedAmountToCents('12')).toBe(1200);
    expect(editedAmountToCents(' 7 ')).toBe(700);
    expect(editedAmountToCents('007')).toBe(700);
    expect(editedAmountToCents('1000000')).toBe(MAX_AMOUNT_CENTS);
  });

  it('gives null for nothing to save, decimals, signs, separators and text', () => {
    for (const text of ['', ' ', '12.5', '1,000', '-1', '+1', '1e3', 'abc', '1000001']) {
      expect(editedAmountToCents(text), text).toBeNull();
    }
  });
});

describe('AMOUNT_EDIT_BLOCKED_KEYS', () => {
  it('blocks the decimal point and the comma', () => {
    expect([...AMOUNT_EDIT_BLOCKED_KEYS].sort()).toEqual([',', '.']);
  });
});

describe('centsToWholeDollars', () => {
  it('opens an amount edit on the rounded whole dollars', () => {
    expect(centsToWholeDollars(123456)).toBe(1235);
    expect(centsToWholeDollars(0)).toBe(0);
  });
});
