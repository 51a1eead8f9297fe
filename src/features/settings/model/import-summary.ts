import type { ImportResult } from '@halfwise/core/contract/own-data.ts';
import { monthLabel } from '@halfwise/core/month-names.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An import's result in sentences: what came in, then each thing left alone. */
export function importSummary({ imported, conflicts }: ImportResult): string[] {
  const lines = [
    `Imported ${count(imported.budgets, 'month', 'months')} (${count(
      imported.incomeItems + imported.expenseItems,
      'item',
      'items',
    )}) and ${count(imported.goals, 'goal', 'goals')}${imported.paySchedule ? ', and your pay schedule' : ''}.`,
  ];
  if (conflicts.budgets.length > 0)
    lines.push(`Kept the months you already had: ${conflicts.budgets.map(monthLabel).join(', ')}.`);
  if (conflicts.goals.length > 0)
    lines.push(`Kept the goals you already had: ${conflicts.goals.join(', ')}.`);
  if (conflicts.paySchedule) lines.push('Kept your pay schedule.');
  return lines;
}
