import type { Coverage } from '../../../domain/coverage.ts';
import { formatDollars } from '../../../domain/money.ts';
import { addMonths, monthName, type MonthKey } from '../../../domain/month.ts';
import styles from './Summary.module.css';

interface VerdictProps {
  verdict: Coverage | null;
  month: MonthKey;
  onOpenNextMonth: (() => void) | null;
}

/** Core §1: does the month-end balance cover next month's early bills? */
export function Verdict({ verdict, month, onOpenNextMonth }: VerdictProps) {
  if (!verdict) return null;
  const next = monthName(addMonths(month, 1));
  if (verdict.kind === 'covered') {
    return (
      <p className={`${styles.verdict} ${styles.covered}`} role="status">
        Covered: {next}&apos;s early bills are paid, with {formatDollars(verdict.spare)} to spare.
      </p>
    );
  }
  if (verdict.kind === 'short') {
    return (
      <p className={`${styles.verdict} ${styles.short}`} role="status">
        Short by {formatDollars(verdict.shortBy)} for {next}&apos;s early bills.
      </p>
    );
  }
  return (
    <div className={styles.verdict} role="status">
      <p>Set up {next}&apos;s budget to see whether this month covers its early bills.</p>
      {onOpenNextMonth && (
        <button type="button" className={styles.link} onClick={onOpenNextMonth}>
          Go to {next}
        </button>
      )}
    </div>
  );
}
