import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../test-support/memory-storage.ts';
import { claimTipShowing } from './budget-flags.ts';
import { tipForAmount } from './tip-rules.ts';

describe('tips', () => {
  it('shows each tip at most twice per browser', () => {
    const storage = new MemoryStorage();
    expect([1, 2, 3].map(() => claimTipShowing(storage, 'goals'))).toEqual([true, true, false]);
    expect(claimTipShowing(storage, 'spending')).toBe(true);
    expect(storage.getItem('Halfwise-goalsTipCount')).toBe('2');
  });

  it('picks the tip by kind and name, only for amounts above zero', () => {
    expect(tipForAmount('expense', 'Spending', 100)).toBe('spending');
    expect(tipForAmount('expense', '🚀 Future Goals', 100)).toBe('goals');
    expect(tipForAmount('income', 'Paycheck 1', 100)).toBe('paycheck');
    expect(tipForAmount('income', 'Paycheck 12', 100)).toBeNull();
    expect(tipForAmount('expense', 'Spending', 0)).toBeNull();
    expect(tipForAmount('income', 'Spending', 100)).toBeNull();
    expect(tipForAmount('income', 'paycheck1', 100)).toBe('paycheck');
    expect(tipForAmount('income', 'PAYCHECK   1', 100)).toBe('paycheck');
    expect(tipForAmount('expense', 'Goal', 100)).toBe('goals');
    expect(tipForAmount('expense', 'Rent', 100)).toBeNull();
    expect(tipForAmount('expense', 'Goalkeeper', 100)).toBeNull();
  });
});
