// Whole dollars that add up (docs/domain.md): each amount shows rounded to the dollar (core §1), so a section's
// rows can add up to a dollar or more off its shown balance or 'Left to pay'. The balances stay exact to the
// cent; where the rounded rows do not add up, the balance line says so.
import type { BudgetView } from '../../../domain/budget-view.ts';
import type { BudgetItem, ItemKind } from '../../../domain/items.ts';
import { shownWholeDollars } from '../../../domain/money.ts';
import { itemKey } from './item-key.ts';

/** Beside a section's balance when its rows, as shown, do not add up to it. */
export const ROWS_ROUNDED_NOTE = 'rows rounded to the dollar';

/** What the sum reads of a row. */
interface Row {
  kind: ItemKind;
  amount: number;
  isPaid?: boolean;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
const shownSum = (amounts: readonly number[]) => sum(amounts.map(shownWholeDollars));

/**
 * Whether `rows`, each shown in whole dollars, fail to add up to what the section shows in whole dollars: the
 * balance it opens from (`opening`, as shown above it) plus its rows against its closing balance, or its unpaid
 * bills against 'Left to pay'.
 */
export function roundedApart(opening: number, rows: readonly Row[]): boolean {
  const signed = rows.map((row) => (row.kind === 'income' ? row.amount : -row.amount));
  const unpaid = rows.filter((row) => row.kind === 'expense' && !row.isPaid).map((row) => row.amount);
  const balance = [opening, ...signed];
  return (
    shownSum(balance) !== shownWholeDollars(sum(balance)) ||
    shownSum(unpaid) !== shownWholeDollars(sum(unpaid))
  );
}

/**
 * For each section of `view`: whether its balance line notes rows rounded to the dollar. A section opens from
 * the month's carry-forward (the first) or the balance shown above it; its rows are every item it holds, those
 * hidden after the first section included (they count in its balance). Never with cents shown.
 */
export function sectionsRoundedApart(
  view: BudgetView,
  items: readonly BudgetItem[],
  carryForward: number,
  showCents: boolean,
): boolean[] {
  const byKey = new Map(items.map((item) => [itemKey(item), item]));
  const held = (kind: ItemKind, ids: readonly number[]) =>
    ids.flatMap((id) => byKey.get(itemKey({ kind, id })) ?? []);
  return view.sections.map(({ section }, index) => {
    if (showCents) return false;
    const opening = index === 0 ? carryForward : (view.sections[index - 1]?.section.endBalance ?? 0);
    return roundedApart(opening, [
      ...held('income', section.incomeIds),
      ...held('expense', section.expenseIds),
    ]);
  });
}
