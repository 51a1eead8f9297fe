import type { ItemKind } from '../../../domain/items.ts';
import type { TipName } from './budget-flags.ts';

/** Core §9: a tip stays 12 s, then fades out over 500 ms. */
export const TIP_VISIBLE_MS = 12_000;
export const TIP_FADE_MS = 500;

export const TIP_TEXTS: Record<TipName, { title: string; body: string }> = {
  spending: {
    title: 'Spending money',
    body: 'Move this amount into your spending account on payday and spend only from there.',
  },
  goals: {
    title: 'Future goals',
    body: 'Transfer this to your future goals account each month. Track your progress on the Goals screen.',
  },
  paycheck: {
    title: 'Your first paycheck',
    body: 'Bills due from the 1st to the 14th are paid from this paycheck; the rest wait for the 15th.',
  },
};

/** Core §4: which tip an amount set above zero earns, by the item's kind and name. */
export function tipForAmount(kind: ItemKind, name: string, amount: number): TipName | null {
  if (amount <= 0) return null;
  const lower = name.toLowerCase();
  if (kind === 'income') return /\bpaycheck\s*1\b/.test(lower) ? 'paycheck' : null;
  if (/\bspending\b/.test(lower)) return 'spending';
  if (/\bgoals?\b/.test(lower)) return 'goals';
  return null;
}
