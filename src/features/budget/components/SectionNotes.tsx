import { shortSectionMessage } from '@halfwise/core/display.ts';
import type { BudgetSection } from '@halfwise/core/budget-sections.ts';
import { Link } from '@tanstack/react-router';
import { PLAN_OPEN, RUNWAY_PATH } from '../../../lib/runway-choice.ts';
import { lowPointWarning } from '../../../domain/low-point-warning.ts';
import { useMoneyFormat } from '../../../app/session/use-money-format.ts';
import styles from './Summary.module.css';

interface SectionNotesProps {
  section: BudgetSection;
  /** The paycheck to offer on this section's payday: its label and what one tap adds; null for none. */
  paycheck: { label: string; onAdd: () => void } | null;
  /** Whether a negative closing balance is flagged (not for the spec's default schedule). */
  flagShort: boolean;
  /** The person's cushion in cents: a low point below it is worth a warning. */
  cushion: number;
  /** The bank balance the section lists after its low point (balanceDatedAfter), null for none. */
  balanceAfterDip: string | null;
}

/** Under a section's balance: the low point when it matters, the short-paycheck flag and the paycheck offer. */
export function SectionNotes({ section, paycheck, flagShort, cushion, balanceAfterDip }: SectionNotesProps) {
  const format = useMoneyFormat();
  const short = flagShort && section.endBalance < 0;
  // A short section's note already names its closing shortfall; a dip to that same balance adds nothing.
  const dipIsClosing = short && section.lowest.amount === section.endBalance;
  const dip = dipIsClosing
    ? null
    : lowPointWarning(section.lowest, section.openingBalance, cushion, balanceAfterDip, format);
  if (!short && !paycheck && !dip) return null;
  return (
    <div className={styles.notes}>
      {dip && (
        <p className={styles.lowPoint}>
          {/* The dip opens the runway with its plan: what to move so it does not happen. */}
          <Link to={RUNWAY_PATH} search={PLAN_OPEN} className={styles.planLink}>
            {dip}
          </Link>
        </p>
      )}
      {short && (
        <p className={styles.shortNote}>{shortSectionMessage(section, format(-section.endBalance))}</p>
      )}
      {paycheck && (
        <button type="button" className={styles.offer} onClick={paycheck.onAdd}>
          {paycheck.label}
        </button>
      )}
    </div>
  );
}
