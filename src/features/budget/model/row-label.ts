import { formatDollars } from '../../../domain/money.ts';
import { displayName, type BudgetItem } from '../../../domain/items.ts';
import { itemDay, type MonthKey } from '../../../domain/month.ts';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st */
export function ordinalDay(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** A row's accessible name: 'Rent, $1,450, due the 1st'. */
export function rowLabel(item: BudgetItem, month: MonthKey): string {
  return `${displayName(item, month)}, ${formatDollars(item.amount)}, due the ${ordinalDay(itemDay(item.dateValue))}`;
}
