import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * Core §3/§4 new-user flags. The signup screens start the state; the budget screen reads it and ends it.
 * Both keys start with the product name, so logout clears them with the rest (clear-local-data.ts).
 */

/** An account was just created in this browser: it is new, whatever an earlier account here did. */
export function markNewAccount(storage: Storage): void {
  storage.setItem(STORAGE_KEYS.newUser, 'true');
  storage.removeItem(STORAGE_KEYS.budgetAdjusted);
}

/** Core §4: new while the new-user flag is 'true' and the budget has not been adjusted yet. */
export function isNewUser(storage: Storage): boolean {
  return (
    storage.getItem(STORAGE_KEYS.newUser) === 'true' && storage.getItem(STORAGE_KEYS.budgetAdjusted) === null
  );
}

/** The first saved or edited item (or a copied budget) ends the new-user state. */
export function markBudgetAdjusted(storage: Storage): void {
  storage.setItem(STORAGE_KEYS.budgetAdjusted, 'true');
  storage.removeItem(STORAGE_KEYS.newUser);
}
