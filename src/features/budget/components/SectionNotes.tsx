import { shortSectionMessage } from '@halfwise/core/display.ts';
import type { BudgetSection } from '@halfwise/core/budget-sections.ts';
import { formatDollars } from '../../../domain/money.ts';
import styles from './Summary.module.css';

interface SectionNotesProps {
  section: BudgetSection;
  /** The paycheck to offer on this section's payday: its label and what one tap adds; null for none. */
  paycheck: { label: string; onAdd: () => void } | null;
  /** Whether a negative closing balance is flagged (not for the spec's default schedule). */
  flagShort: boolean;
}

/** Under a section's balance: the short-paycheck flag and the missing paycheck's one-tap offer. */
export function SectionNotes({ section, paycheck, flagShort }: SectionNotesProps) {
  const short = flagShort && section.endBalance < 0;
  if (!short && !paycheck) return null;
  return (
    <div className={styles.notes}>
      {short && (
        <p className={styles.shortNote}>{shortSectionMessage(section, formatDollars(-section.endBalance))}</p>
      )}
      {paycheck && (
        <button type="button" className={styles.offer} onClick={paycheck.onAdd}>
          {paycheck.label}
        </button>
      )}
    </div>
  );
}
