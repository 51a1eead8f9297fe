// Core §1 / §2: the month split into its early and late lists, with the balance on the 15th and at month end.
import { compareItems, hiddenFromLate, itemHalf } from './items.ts';
import type { BudgetItem } from './items.ts';

export interface BudgetView {
  early: BudgetItem[];
  /** Late items as listed: without the rows core §2 hides from the late list. */
  late: BudgetItem[];
  balanceOn15th: number;
  monthEndBalance: number;
}

/** Income minus expenses of some items, in cents. */
export function netAmount(items: readonly BudgetItem[]): number {
  return items.reduce((sum, item) => sum + (item.kind === 'income' ? item.amount : -item.amount), 0);
}

/** Hidden rows still count in the balances: they are only left out of the late list. */
export function buildBudgetView(items: readonly BudgetItem[], carryForward: number): BudgetView {
  const sorted = [...items].sort(compareItems);
  const early = sorted.filter((item) => itemHalf(item) === 'early');
  const allLate = sorted.filter((item) => itemHalf(item) === 'late');
  const balanceOn15th = carryForward + netAmount(early);
  return {
    early,
    late: allLate.filter((item) => !hiddenFromLate(item)),
    balanceOn15th,
    monthEndBalance: balanceOn15th + netAmount(allLate),
  };
}
