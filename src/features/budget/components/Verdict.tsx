import type { Verdict as VerdictResult } from '@halfwise/core/verdict.ts';
import { Link } from '@tanstack/react-router';
import { PLAN_OPEN, RUNWAY_PATH } from '../../../lib/runway-choice.ts';
import { useMoneyFormat } from '../../../app/session/use-money-format.ts';
import { addMonths, monthName, type MonthKey } from '../../../domain/month.ts';
import styles from './Summary.module.css';

interface VerdictProps {
  verdict: VerdictResult | null;
  month: MonthKey;
  /** Which of next month's bills it weighs: 'early bills' (the spec's), 'bills before the 12th'. */
  bills: string;
  onOpenNextMonth: (() => void) | null;
}

/** Core §1: does the month-end balance cover next month's bills up to its first payday after the 1st? */
export function Verdict({ verdict, month, bills, onOpenNextMonth }: VerdictProps) {
  const format = useMoneyFormat();
  if (!verdict) return null;
  const next = monthName(addMonths(month, 1));
  if (verdict.status === 'covered') {
    return (
      <p className={`${styles.verdict} ${styles.covered}`} role="status">
        Covered: {next}&apos;s {bills} are paid, with {format(verdict.amount)} to spare.
      </p>
    );
  }
  if (verdict.status === 'short') {
    return (
      <p className={`${styles.verdict} ${styles.short}`} role="status">
        <Link to={RUNWAY_PATH} search={PLAN_OPEN} className={styles.planLink}>
          Short by {format(verdict.amount)} for {next}&apos;s {bills}.
        </Link>
      </p>
    );
  }
  return (
    <div className={styles.verdict} role="status">
      <p>
        Set up {next}&apos;s budget to see whether this month covers its {bills}.
      </p>
      {onOpenNextMonth && (
        <button type="button" className={styles.link} onClick={onOpenNextMonth}>
          Go to {next}
        </button>
      )}
    </div>
  );
}
