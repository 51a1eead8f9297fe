import type { BudgetItem } from '../../../domain/items.ts';
import { TICK_WORDS } from './row-label.ts';

/**
 * The 'Not saved' toast's text once a refused tick is rolled back: 'Rent was not marked paid.', or for a refused
 * untick 'Rent is still marked paid.'
 */
export function tickFailure(item: BudgetItem, paid: boolean): string {
  const word = TICK_WORDS[item.kind].toLowerCase();
  return `${item.name} ${paid ? 'was not' : 'is still'} marked ${word}. Please try again.`;
}
