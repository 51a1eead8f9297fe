// What saving a what-if's changes stores, modelled plainly from docs/domain.md ("What-if and the plan") with none
// of the core's what-if code (it imports only types): each month's list of items, edited one change at a time as
// the apply endpoint edits the rows.
import type { RunwayChange } from '@halfwise/core/runway-what-if.ts';
import type { LedgerItem } from './ledger.ts';
import type { LedgerBudget } from './runway-ledger.ts';

/** An item as the budget stores it: the ledger's fields, its id, and the flags a change keeps or sets. */
export interface SavedItem extends LedgerItem {
  id: number;
  isPaid?: boolean;
  fixedDate?: boolean;
  goalId?: number | null;
}

/** 'YYYY-MM-DD' → the stored 'MM/DD/YYYY'. */
function storedDueDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * The budgets after saving the changes, in order: a moved item leaves its month and is stored in its new day's month
 * with that day as 'MM/DD/YYYY' (and a new amount when given); an amount alone is changed where the item is; a
 * skipped item is deleted; a split item is stored with its first part's amount on its day, and a new, unpaid item
 * like it (a fresh id) with the second part's amount on the second day; a move from Future Goals stores an income
 * named 'From Future Goals' on its day. `total` is what the moves from Future Goals took.
 */
export function savedBudgets<T extends SavedItem>(
  budgets: readonly LedgerBudget<T>[],
  changes: readonly RunwayChange[],
): { budgets: LedgerBudget<SavedItem>[]; fromGoals: number } {
  const saved = budgets.map((budget) => ({ ...budget, items: [...budget.items] as SavedItem[] }));
  let freshId = 1_000_000;
  let fromGoals = 0;
  const store = (date: string, item: SavedItem) => {
    const month = saved.find((budget) => budget.month === date.slice(0, 7));
    if (!month) throw new Error(`no budget for ${date}`);
    month.items.push({ ...item, dueDate: storedDueDate(date) });
  };
  for (const change of changes) {
    if (change.kind === 'from-goals') {
      fromGoals += change.amount;
      store(change.date, {
        id: freshId++,
        kind: 'income',
        amount: change.amount,
        dueDate: null,
        name: 'From Future Goals',
        isPaid: false,
      });
      continue;
    }
    const month = saved.find((budget) =>
      budget.items.some((item) => item.kind === change.kind && item.id === change.id),
    );
    if (!month) throw new Error(`no ${change.kind} ${change.id}`);
    const at = month.items.findIndex((item) => item.kind === change.kind && item.id === change.id);
    const item = month.items[at] as SavedItem;
    if ('split' in change) {
      month.items.splice(at, 1);
      const [first, second] = change.split;
      if (!first || !second) throw new Error('a split has two parts');
      store(first.date, { ...item, amount: first.amount });
      store(second.date, { ...item, id: freshId++, amount: second.amount, isPaid: false });
    } else if (change.skip) {
      month.items.splice(at, 1);
    } else if (change.date !== undefined) {
      month.items.splice(at, 1);
      store(change.date, { ...item, amount: change.amount ?? item.amount });
    } else {
      month.items[at] = { ...item, amount: change.amount ?? item.amount };
    }
  }
  return { budgets: saved, fromGoals };
}
