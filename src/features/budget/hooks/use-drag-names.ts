import { sectionTitle } from '@halfwise/core/display.ts';
import { useCallback } from 'react';
import { listedItems, type BudgetView } from '../../../domain/budget-view.ts';
import { displayName } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import { DELETE_TARGET_ID, itemKey, parseSectionTarget } from '../model/item-key.ts';

/** 'the 1st to 14th list', 'the 15th to month-end list'. */
function sectionListName(title: string): string {
  return `the ${title.replace(' – ', ' to ').replace('month end', 'month-end')} list`;
}

/** Names of drag ids for screen-reader announcements and labels. */
export function useDragNames(view: BudgetView, month: MonthKey, billsDay: number): (key: string) => string {
  return useCallback(
    (key: string) => {
      if (key === DELETE_TARGET_ID) return 'DELETE';
      const section = parseSectionTarget(key);
      const days = section === null ? undefined : view.sections[section]?.section;
      if (days) return sectionListName(sectionTitle(days));
      const item = listedItems(view).find((row) => itemKey(row) === key);
      return item ? displayName(item, month, billsDay) : key;
    },
    [view, month, billsDay],
  );
}
