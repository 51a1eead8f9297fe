import { describe, expect, it } from 'vitest';
import { expense, income } from '../../../domain/test-items.ts';
import { tickFailure } from './tick-failure.ts';

describe('tickFailure', () => {
  it('says which tick was lost, in the words of its kind', () => {
    const rent = expense(1, 100, '1', { name: 'Rent' });
    const pay = income(2, 100, '1', { name: 'Paycheck 1' });
    expect(tickFailure(rent, true)).toBe('Rent was not marked paid. Please try again.');
    expect(tickFailure(rent, false)).toBe('Rent is still marked paid. Please try again.');
    expect(tickFailure(pay, true)).toBe('Paycheck 1 was not marked received. Please try again.');
  });
});
