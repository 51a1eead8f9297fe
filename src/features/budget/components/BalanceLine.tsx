import { useMoneyFormat } from '../../../app/session/use-money-format.ts';
import { leftToPayText } from '../model/left-to-pay.ts';
import { ROWS_ROUNDED_NOTE } from '../model/rounded-rows.ts';
import styles from './Summary.module.css';

interface BalanceLineProps {
  label: string;
  cents: number;
  /** The section's expenses not yet ticked paid, in cents. */
  unpaid: number;
  /** Its rows, shown in whole dollars, do not add up to what it shows (model/rounded-rows.ts). */
  roundedApart?: boolean;
}

/** A running balance under a list ('Balance on the 15th', 'Month-end balance') and what is left to pay. */
export function BalanceLine({ label, cents, unpaid, roundedApart = false }: BalanceLineProps) {
  const format = useMoneyFormat();
  return (
    <div className={styles.balanceBlock}>
      <p className={styles.balance}>
        <span>{label}</span>
        <strong className={cents < 0 ? styles.negative : undefined}>{format(cents)}</strong>
      </p>
      {roundedApart && <p className={styles.roundedNote}>{ROWS_ROUNDED_NOTE}</p>}
      <p className={styles.leftToPay}>{leftToPayText(unpaid, format)}</p>
    </div>
  );
}
