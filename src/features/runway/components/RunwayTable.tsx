import { useDroppable } from '@dnd-kit/core';
import type { IsoDate } from '@halfwise/core/iso-date.ts';
import { RUNWAY_PROJECTED_LABEL, runwayDay } from '@halfwise/core/runway-messages.ts';
import type { RunwayPaycheck } from '@halfwise/core/runway.ts';
import type { RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { useState } from 'react';
import { useMoneyFormat } from '../../../app/session/use-money-format.ts';
import type { MoneyFormat } from '../../../domain/money.ts';
import type { RowLine } from '../model/what-if.ts';
import { WHAT_IF_TEXT } from '../model/what-if-text.ts';
import { BillLine } from './BillLine.tsx';
import styles from './RunwayScreen.module.css';
import whatIf from './WhatIf.module.css';

const COLUMNS = 5;

const money = (cents: number, format: MoneyFormat) => (
  <span className={cents < 0 ? styles.negative : undefined}>{format(cents)}</span>
);

/** The what-if on the table: each row's bills, the rows changed, and what a bill's menu and a drop do. */
export interface TableWhatIf {
  lines: ReadonlyMap<IsoDate, readonly RowLine[]>;
  changedRows: ReadonlySet<IsoDate>;
  /** The paydays a bill of `row` can go to. */
  targetsFor: (row: IsoDate) => IsoDate[];
  today: IsoDate;
  changes: readonly RunwayChange[];
  onChange: (change: RunwayChange) => void;
  onDrop: (key: string) => void;
}

/** The id a payday row is dropped on: `row:{date}`. */
export const rowDropId = (payday: IsoDate) => `row:${payday}`;

function PaydayRow({
  row,
  format,
  whatIf: plan,
}: {
  row: RunwayPaycheck;
  format: MoneyFormat;
  whatIf: TableWhatIf;
}) {
  const [open, setOpen] = useState(false);
  const { setNodeRef, isOver } = useDroppable({ id: rowDropId(row.date) });
  const changed = plan.changedRows.has(row.date);
  const lines = plan.lines.get(row.date) ?? [];
  const linesId = `bills-${row.date}`;
  const classes = [
    row.projected && styles.projected,
    changed && whatIf.changedRow,
    isOver && whatIf.over,
  ].filter(Boolean);
  return (
    <tbody ref={setNodeRef} className={classes.join(' ') || undefined}>
      <tr>
        <th scope="row">
          <button
            type="button"
            className={whatIf.expand}
            aria-expanded={open}
            aria-controls={linesId}
            onClick={() => setOpen(!open)}
          >
            {runwayDay(row.date)}
          </button>
          {row.projected && <span className={styles.tag}> {RUNWAY_PROJECTED_LABEL}</span>}
          {changed && <span className={whatIf.changedTag}> {WHAT_IF_TEXT.changedRow}</span>}
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
      {open && (
        <tr className={whatIf.linesRow}>
          <td colSpan={COLUMNS} id={linesId}>
            {lines.length > 0 ? (
              <ul className={whatIf.lines} aria-label={WHAT_IF_TEXT.showBills(row.date)}>
                {lines.map((line) => (
                  <BillLine
                    key={`${line.key}:${line.date}`}
                    line={line}
                    targets={plan.targetsFor(row.date)}
                    today={plan.today}
                    changes={plan.changes}
                    onChange={plan.onChange}
                    onDrop={plan.onDrop}
                  />
                ))}
              </ul>
            ) : (
              <p className={whatIf.empty}>
                {row.projected ? WHAT_IF_TEXT.projectedBills : WHAT_IF_TEXT.noBills}
              </p>
            )}
          </td>
        </tr>
      )}
    </tbody>
  );
}

/**
 * One row per payday: the chart's figures, readable and in order (the chart's accessible equivalent). Each row
 * opens to its bills, which can be dragged to another row or changed through their menu (the what-if).
 */
export function RunwayTable({
  rows,
  caption,
  whatIf: plan,
}: {
  rows: readonly RunwayPaycheck[];
  caption: string;
  whatIf: TableWhatIf;
}) {
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
      {rows.map((row) => (
        <PaydayRow key={row.date} row={row} format={format} whatIf={plan} />
      ))}
    </table>
  );
}
