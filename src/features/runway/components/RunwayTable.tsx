import { RUNWAY_PROJECTED_LABEL, runwayDay } from '@halfwise/core/runway-messages.ts';
import type { RunwayPaycheck } from '@halfwise/core/runway.ts';
import { formatDollars } from '../../../domain/money.ts';
import styles from './RunwayScreen.module.css';

const money = (cents: number) => (
  <span className={cents < 0 ? styles.negative : undefined}>{formatDollars(cents)}</span>
);

/** One row per payday: the chart's figures, readable and in order (the chart's accessible equivalent). */
export function RunwayTable({ rows, caption }: { rows: readonly RunwayPaycheck[]; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Payday</th>
          <th scope="col">Paycheck</th>
          <th scope="col">Bills due</th>
          <th scope="col">Left over</th>
          <th scope="col">Balance</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.date} className={row.projected ? styles.projected : undefined}>
            <th scope="row">
              {runwayDay(row.date)}
              {row.projected && <span className={styles.tag}> {RUNWAY_PROJECTED_LABEL}</span>}
            </th>
            <td>{money(row.amount)}</td>
            <td>
              <span className={styles.count}>
                {row.billsDue} {row.billsDue === 1 ? 'bill' : 'bills'}
              </span>{' '}
              {formatDollars(row.billsTotal)}
            </td>
            <td>{money(row.amount - row.billsTotal)}</td>
            <td>
              <strong>{money(row.endBalance)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
