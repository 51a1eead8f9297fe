import { RUNWAY_PROJECTED_LABEL, runwayDay } from '@halfwise/core/runway-messages.ts';
import type { RunwayPaycheck } from '@halfwise/core/runway.ts';
import { useMoneyFormat } from '../../../app/session/use-money-format.ts';
import type { MoneyFormat } from '../../../domain/money.ts';
import styles from './RunwayScreen.module.css';

const money = (cents: number, format: MoneyFormat) => (
  <span className={cents < 0 ? styles.negative : undefined}>{format(cents)}</span>
);

/** One row per payday: the chart's figures, readable and in order (the chart's accessible equivalent). */
export function RunwayTable({ rows, caption }: { rows: readonly RunwayPaycheck[]; caption: string }) {
  const format = useMoneyFormat();
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
            <td>{money(row.amount, format)}</td>
            <td>
              <span className={styles.count}>
                {row.billsDue} {row.billsDue === 1 ? 'bill' : 'bills'}
              </span>{' '}
              {format(row.billsTotal)}
            </td>
            <td>{money(row.amount - row.billsTotal, format)}</td>
            <td>
              <strong>{money(row.endBalance, format)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
