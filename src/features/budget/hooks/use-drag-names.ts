import { useCallback } from 'react';
import type { BudgetView } from '../../../domain/budget-view.ts';
import { displayName } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import { DELETE_TARGET_ID, itemKey } from '../model/item-key.ts';

const TARGET_NAMES: Record<string, string> = {
  [DELETE_TARGET_ID]: 'DELETE',
  'section:early': 'the 1st to 14th list',
  'section:late': 'the 15th to month-end list',
};

/** Names of drag ids for screen-reader announcements and labels. */
export function useDragNames(view: BudgetView, month: MonthKey): (key: string) => string {
  return useCallback(
    (key: string) => {
      const item = [...view.early, ...view.late].find((row) => itemKey(row) === key);
      return item ? displayName(item, month) : (TARGET_NAMES[key] ?? key);
    },
    [view, month],
  );
}
