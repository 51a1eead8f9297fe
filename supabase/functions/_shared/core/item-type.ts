// Core §5: a new item's type, when not given, comes from keywords in its name; everything else is an expense.
import { isSpecialIncomeName } from './display-name.ts';
import type { ItemKind } from './section-item.ts';

// Whole words only (so 'Wagering' or 'Incomplete' stay expenses), with their plurals and common spellings.
const INCOME_WORDS =
  /\b(pay ?checks?|salary|salaries|wages?|income|bonus(es)?|side[ -]?hustles?|freelanc(e|er|ers|ing)|commissions?|dividends?|refunds?|cash[ -]?backs?)\b/i;

/** Income for a keyword, or for a name the display rules show as a balance ('Starting cash', 'Carried over'). */
export function inferItemType(name: string): ItemKind {
  return INCOME_WORDS.test(name) || isSpecialIncomeName(name) ? 'income' : 'expense';
}
