import { ordinalDay } from '@halfwise/core/display.ts';
import { formatDollars, type MoneyFormat } from '../../../domain/money.ts';
import { displayName, type BudgetItem, type ItemKind } from '../../../domain/items.ts';
import { itemDay, type MonthKey } from '../../../domain/month.ts';

export { ordinalDay };

/** What a tick on a row says: an expense is paid, an income received. */
export const TICK_WORDS: Readonly<Record<ItemKind, string>> = Object.freeze({
  expense: 'Paid',
  income: 'Received',
});

/** A row's accessible name: 'Rent, $1,450, due the 1st', and ', paid' or ', received' once ticked. */
export function rowLabel(
  item: BudgetItem,
  month: MonthKey,
  billsDay?: number,
  format: MoneyFormat = formatDollars,
): string {
  const label = `${displayName(item, month, billsDay)}, ${format(item.amount)}, due the ${ordinalDay(itemDay(item.dateValue))}`;
  return item.isPaid ? `${label}, ${TICK_WORDS[item.kind].toLowerCase()}` : label;
}

/** The tick box's accessible name: 'Paid: Rent', 'Received: Paycheck 1'. */
export function tickLabel(kind: ItemKind, name: string): string {
  return `${TICK_WORDS[kind]}: ${name}`;
}
