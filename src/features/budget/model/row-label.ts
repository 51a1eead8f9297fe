import { ordinalDay } from '@halfwise/core/display.ts';
import { formatDollars } from '../../../domain/money.ts';
import { displayName, type BudgetItem } from '../../../domain/items.ts';
import { itemDay, type MonthKey } from '../../../domain/month.ts';

export { ordinalDay };

/** A row's accessible name: 'Rent, $1,450, due the 1st'. */
export function rowLabel(item: BudgetItem, month: MonthKey, billsDay?: number): string {
  return `${displayName(item, month, billsDay)}, ${formatDollars(item.amount)}, due the ${ordinalDay(itemDay(item.dateValue))}`;
}
