import { useState } from 'react';
import { useSignedInUser } from '../../app/session/current-user.ts';
import { SignedInLayout } from '../../app/shell/SignedInLayout.tsx';
import {
  addMonths,
  currentMonthKey,
  isBeforeMonth,
  isMonthKey,
  monthStrip,
  type MonthKey,
} from '../../domain/month.ts';
import styles from './BudgetScreen.module.css';
import { MonthBody } from './components/MonthBody.tsx';
import { MonthStrip } from './components/MonthStrip.tsx';

/** The month to open: the current one, or the user's first budget month when that is later and on the strip. */
function initialMonth(current: MonthKey, firstBudgetMonth: MonthKey | null): MonthKey {
  if (
    firstBudgetMonth &&
    isBeforeMonth(current, firstBudgetMonth) &&
    monthStrip(current).includes(firstBudgetMonth)
  ) {
    return firstBudgetMonth;
  }
  return current;
}

/** Routes / and /budget: the month view (core §2). */
export function BudgetScreen() {
  const user = useSignedInUser();
  const [current] = useState(() => currentMonthKey());
  const firstBudgetMonth =
    user.firstBudgetMonth && isMonthKey(user.firstBudgetMonth) ? user.firstBudgetMonth : null;
  const [month, setMonth] = useState(() => initialMonth(current, firstBudgetMonth));
  const next = addMonths(month, 1);

  return (
    <SignedInLayout>
      <div className={styles.column}>
        <MonthStrip
          current={current}
          selected={month}
          firstBudgetMonth={firstBudgetMonth}
          onSelect={setMonth}
        />
        <MonthBody
          key={month}
          userId={user.id}
          month={month}
          isCurrentMonth={month === current}
          onOpenNextMonth={monthStrip(current).includes(next) ? () => setMonth(next) : null}
        />
      </div>
    </SignedInLayout>
  );
}
