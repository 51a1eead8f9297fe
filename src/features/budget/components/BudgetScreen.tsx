import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useSignedInUser } from '../../../app/session/current-user.ts';
import { useHousehold } from '../../../app/session/household.ts';
import { SignedInLayout } from '../../../app/shell/SignedInLayout.tsx';
import { TOAST_DOCK_MARK } from '../../../app/toast/toast-room.ts';
import { useUndo } from '../../../app/undo/use-undo.ts';
import { addMonths, currentMonthKey, monthLabel, monthStrip, type MonthKey } from '../../../domain/month.ts';
import { firstBudgetMonthOf, monthFromAddress } from '../../../domain/month-choice.ts';
import styles from './BudgetScreen.module.css';
import { MonthBody } from './MonthBody.tsx';
import { MonthStrip } from './MonthStrip.tsx';

/** Routes / and /budget: the month view (core §2). */
export function BudgetScreen() {
  const user = useSignedInUser();
  // A partner reads and writes the owner's budget: the owner's id goes in every budget path.
  const { budgetOwnerId } = useHousehold().view;
  useUndo();
  const [current] = useState(() => currentMonthKey());
  const firstBudgetMonth = firstBudgetMonthOf(user.firstBudgetMonth);
  // The address holds the chosen month (?month=yyyy-MM), so a reload or a bookmark opens it again.
  const search: { month?: unknown } = useSearch({ strict: false });
  const navigate = useNavigate();
  const month = monthFromAddress(search.month, current, firstBudgetMonth);
  const setMonth = (chosen: MonthKey) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, month: chosen }),
      replace: true,
    });
  const next = addMonths(month, 1);

  return (
    <SignedInLayout>
      <div className={styles.column} {...TOAST_DOCK_MARK}>
        <h1 className="visually-hidden">Budget for {monthLabel(month)}</h1>
        <MonthStrip
          current={current}
          selected={month}
          firstBudgetMonth={firstBudgetMonth}
          onSelect={setMonth}
        />
        <MonthBody
          key={`${budgetOwnerId}/${month}`}
          userId={budgetOwnerId}
          month={month}
          isCurrentMonth={month === current}
          onOpenNextMonth={monthStrip(current).includes(next) ? () => setMonth(next) : null}
        />
      </div>
    </SignedInLayout>
  );
}
