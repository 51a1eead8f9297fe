import {
  isBeforeMonth,
  monthStrip,
  monthYear,
  shortMonthName,
  type MonthKey,
} from '../../../domain/month.ts';
import styles from './MonthStrip.module.css';

interface MonthStripProps {
  current: MonthKey;
  selected: MonthKey;
  firstBudgetMonth: MonthKey | null;
  onSelect: (month: MonthKey) => void;
}

/** Core §2: the current month and the next five; months before the user's first budget month are disabled. */
export function MonthStrip({ current, selected, firstBudgetMonth, onSelect }: MonthStripProps) {
  return (
    <nav className={styles.strip} aria-label="Months">
      {monthStrip(current).map((month) => (
        <button
          key={month}
          type="button"
          className={styles.month}
          aria-pressed={month === selected}
          disabled={firstBudgetMonth !== null && isBeforeMonth(month, firstBudgetMonth)}
          onClick={() => onSelect(month)}
        >
          {shortMonthName(month)}
          <span className="visually-hidden"> {monthYear(month)}</span>
        </button>
      ))}
    </nav>
  );
}
