import { formatDollars } from '../../../domain/money.ts';
import { leftToPayText } from '../model/left-to-pay.ts';
import styles from './Summary.module.css';

interface BalanceLineProps {
  label: string;
  cents: number;
  /** The section's expenses not yet ticked paid, in cents. */
  unpaid: number;
}

/** A running balance under a list ('Balance on the 15th', 'Month-end balance') and what is left to pay. */
export function BalanceLine({ label, cents, unpaid }: BalanceLineProps) {
  return (
    <div className={styles.balanceBlock}>
      <p className={styles.balance}>
        <span>{label}</span>
        <strong className={cents < 0 ? styles.negative : undefined}>{formatDollars(cents)}</strong>
      </p>
      <p className={styles.leftToPay}>{leftToPayText(unpaid)}</p>
    </div>
  );
}
