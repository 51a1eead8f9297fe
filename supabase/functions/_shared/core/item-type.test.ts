import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIED_OVER_PHRASES, displayItemName, STARTING_CASH_PHRASES } from './display-name.ts';
import { inferItemType } from './item-type.ts';

const SPECIAL_PHRASES = [...STARTING_CASH_PHRASES, ...CARRIED_OVER_PHRASES];

/** A phrase in any mix of upper and lower case. */
const anyCase = (phrase: string) =>
  fc
    .array(fc.boolean(), { minLength: phrase.length, maxLength: phrase.length })
    .map((upper) => [...phrase].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''));

describe('inferItemType', () => {
  it('reads every income keyword of core §5, in any case and position', () => {
    for (const name of [
      'Paycheck 1',
      'paycheck',
      'Salary',
      'Wage',
      'Weekly wages',
      'Other income',
      'BONUS',
      'Side hustle',
      'Freelance work',
      'Commission',
      'Dividend',
      'Tax refund',
      'Cash back',
      'cashback',
      '💰 Paycheck 2',
    ]) {
      expect(inferItemType(name), name).toBe('income');
    }
  });

  it('reads plurals and close spellings of the keywords as income', () => {
    for (const name of [
      'Paychecks',
      'Pay check',
      'Salaries',
      'Bonuses',
      'Freelancing',
      'Dividends',
      'Refunds',
    ]) {
      expect(inferItemType(name), name).toBe('income');
    }
  });

  it('needs whole words: near misses are expenses', () => {
    for (const name of [
      'Wagering',
      'Incomplete repairs',
      'Bonusland tickets',
      'Outwage',
      'Refundable deposit',
    ]) {
      expect(inferItemType(name), name).toBe('expense');
    }
  });

  it('makes the names the new-user hint suggests income, as they display as balances (core §2)', () => {
    for (const name of [
      'Starting cash',
      'Money carried over',
      'carry over',
      'STARTING CASH 💵',
      'Carried over',
    ]) {
      expect(inferItemType(name), name).toBe('income');
    }
  });

  it('infers income for every name the display rules show as a balance', () => {
    const specialName = fc
      .tuple(fc.string(), fc.constantFrom(...SPECIAL_PHRASES).chain(anyCase), fc.string())
      .map(([before, phrase, after]) => `${before}${phrase}${after}`);
    fc.assert(
      fc.property(specialName, (name) => {
        expect(inferItemType(name)).toBe('income');
        expect(displayItemName('income', name, '2026-11')).toMatch(
          /^(Nov 1 Bank Balance|Remaining for Nov 15)/,
        );
      }),
    );
  });

  it('keeps an expense for names without a keyword or a special phrase', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[dgjkmqtxz0-9 ]*$/), (name) => {
        expect(inferItemType(name)).toBe('expense');
      }),
    );
    for (const name of ['Carryover fee', 'Cash starting soon', 'Carried it over']) {
      expect(inferItemType(name), name).toBe('expense');
    }
  });

  it('makes everything else an expense', () => {
    for (const name of ['Rent', 'Groceries', 'Future Goals 🚀', '', '🏠', 'Cash']) {
      expect(inferItemType(name), name).toBe('expense');
    }
  });
});
