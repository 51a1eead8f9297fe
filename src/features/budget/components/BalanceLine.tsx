import { formatDollars } from '../../../domain/money.ts';
import styles from './Summary.module.css';

/** A running balance under a list: 'Balance on the 15th', 'Month-end balance'. */
export function BalanceLine({ label, cents }: { label: string; cents: number }) {
  return (
    <p className={styles.balance}>
      <span>{label}</span>
      <strong className={cents < 0 ? styles.negative : undefined}>{formatDollars(cents)}</strong>
    </p>
  );
}
