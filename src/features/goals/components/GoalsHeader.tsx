import { centsToWholeDollars, formatDollars } from '../../../domain/money.ts';
import { AMOUNT_POLICIES } from '../../../domain/money-input.ts';
import { InlineEdit } from '../../../app/ui/InlineEdit.tsx';
import styles from './GoalsHeader.module.css';
import { PencilIcon } from './PencilIcon.tsx';

interface GoalsHeaderProps {
  balanceCents: number;
  totalCents: number;
  /** Whole dollars, already rounded. */
  onBalanceChange: (balanceDollars: number) => void;
  onOpenBalanceDialog: () => void;
}

/** Bank Balance (click to edit inline, or open the dialog) beside Total Goals. */
export function GoalsHeader({
  balanceCents,
  totalCents,
  onBalanceChange,
  onOpenBalanceDialog,
}: GoalsHeaderProps) {
  // The field hands on only an amount other than the one it opened with (domain/draft-change.ts).
  const saveBalance = (cents: number) => onBalanceChange(centsToWholeDollars(cents));
  return (
    <div className={styles.header}>
      <div className={styles.figure}>
        <span className={styles.label}>Bank Balance</span>
        <div className={styles.balanceRow}>
          <InlineEdit
            className={styles.amount}
            kind="amount"
            policy={AMOUNT_POLICIES.balance}
            display={formatDollars(balanceCents)}
            initialValue={String(centsToWholeDollars(balanceCents))}
            editLabel={`Edit Bank Balance: ${formatDollars(balanceCents)}`}
            fieldLabel="Bank Balance in dollars"
            onSave={saveBalance}
          />
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Update Bank Balance"
            title="Update Bank Balance"
            onClick={onOpenBalanceDialog}
          >
            <PencilIcon />
          </button>
        </div>
      </div>
      <div className={`${styles.figure} ${styles.end}`}>
        <span className={styles.label}>Total Goals</span>
        <span className={styles.amount} data-testid="total-goals">
          {formatDollars(totalCents)}
        </span>
      </div>
    </div>
  );
}
