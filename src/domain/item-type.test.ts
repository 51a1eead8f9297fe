import { describe, expect, it } from 'vitest';
import { inferItemType } from './item-type.ts';

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

  it('makes everything else an expense', () => {
    for (const name of ['Rent', 'Groceries', 'Future Goals 🚀', '', '🏠', 'Cash']) {
      expect(inferItemType(name), name).toBe('expense');
    }
  });
});
