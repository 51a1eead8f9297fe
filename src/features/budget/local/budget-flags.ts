import { PRODUCT_NAME } from '../../../app/product.ts';

/** Core §3 local browser flags of the budget screen (docs/budget-screen.md lists the keys). */
export const BUDGET_FLAG_KEYS = {
  newUser: `${PRODUCT_NAME}-newUser`,
  budgetAdjusted: `${PRODUCT_NAME}-budgetAdjusted`,
} as const;

export type TipName = 'spending' | 'goals' | 'paycheck';

export const TIP_COUNTER_KEYS: Record<TipName, string> = {
  spending: `${PRODUCT_NAME}-spendingTipCount`,
  goals: `${PRODUCT_NAME}-goalsTipCount`,
  paycheck: `${PRODUCT_NAME}-paycheckTipCount`,
};

/** Core §9: each tip at most twice per browser. */
export const TIP_MAX_SHOWS = 2;

/** Core §4: new while the new-user flag is 'true' and the budget has not been adjusted yet. */
export function isNewUser(storage: Storage): boolean {
  return (
    storage.getItem(BUDGET_FLAG_KEYS.newUser) === 'true' &&
    storage.getItem(BUDGET_FLAG_KEYS.budgetAdjusted) === null
  );
}

/** The first saved or edited item (or a copied budget) ends the new-user state. */
export function markBudgetAdjusted(storage: Storage): void {
  storage.setItem(BUDGET_FLAG_KEYS.budgetAdjusted, 'true');
  storage.removeItem(BUDGET_FLAG_KEYS.newUser);
}

/** Counts one showing of the tip and answers whether it may show (at most TIP_MAX_SHOWS times). */
export function claimTipShowing(storage: Storage, tip: TipName): boolean {
  const key = TIP_COUNTER_KEYS[tip];
  const shown = Number.parseInt(storage.getItem(key) ?? '0', 10) || 0;
  if (shown >= TIP_MAX_SHOWS) return false;
  storage.setItem(key, String(shown + 1));
  return true;
}
