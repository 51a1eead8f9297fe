import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { isNewUser, markBudgetAdjusted, markNewAccount } from './new-user-flags.ts';

describe('new-user flags', () => {
  it('is new only with the new-user flag and without the budget-adjusted flag', () => {
    const storage = new MemoryStorage();
    expect(isNewUser(storage)).toBe(false);
    storage.setItem('Halfwise-newUser', 'true');
    expect(isNewUser(storage)).toBe(true);
    markBudgetAdjusted(storage);
    expect(isNewUser(storage)).toBe(false);
    expect(storage.getItem('Halfwise-newUser')).toBeNull();
    expect(storage.getItem('Halfwise-budgetAdjusted')).toBe('true');
  });

  it('makes an account created in this browser new, even after an earlier account adjusted its budget here', () => {
    const storage = new MemoryStorage();
    markBudgetAdjusted(storage);
    markNewAccount(storage);
    expect(isNewUser(storage)).toBe(true);
    expect(storage.getItem('Halfwise-newUser')).toBe('true');
    expect(storage.getItem('Halfwise-budgetAdjusted')).toBeNull();
  });

  it('is not new once the budget was adjusted, even while the new-user flag is still set', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.newUser, 'true');
    storage.setItem(STORAGE_KEYS.budgetAdjusted, 'true');
    expect(isNewUser(storage)).toBe(false);
  });
});
