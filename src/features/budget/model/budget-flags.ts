import { PRODUCT_NAME } from '@halfwise/core/product.ts';

/** Core §3 local browser counters of the budget screen's tips (docs/budget-screen.md lists the keys). */
export type TipName = 'spending' | 'goals' | 'paycheck';

export const TIP_COUNTER_KEYS: Record<TipName, string> = {
  spending: `${PRODUCT_NAME}-spendingTipCount`,
  goals: `${PRODUCT_NAME}-goalsTipCount`,
  paycheck: `${PRODUCT_NAME}-paycheckTipCount`,
};

/** Core §9: each tip at most twice per browser. */
export const TIP_MAX_SHOWS = 2;

/** Counts one showing of the tip and answers whether it may show (at most TIP_MAX_SHOWS times). */
export function claimTipShowing(storage: Storage, tip: TipName): boolean {
  const key = TIP_COUNTER_KEYS[tip];
  const shown = Number.parseInt(storage.getItem(key) ?? '0', 10) || 0;
  if (shown >= TIP_MAX_SHOWS) return false;
  storage.setItem(key, String(shown + 1));
  return true;
}
