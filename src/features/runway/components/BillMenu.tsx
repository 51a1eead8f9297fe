import type { IsoDate } from '@halfwise/core/iso-date.ts';
import { runwayDay } from '@halfwise/core/runway-messages.ts';
import type { RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { useState } from 'react';
import { useSignedInUser } from '../../../app/session/current-user.ts';
import { MoneyInput } from '../../../app/ui/MoneyInput.tsx';
import { parseMoney } from '../../../domain/money-input.ts';
import {
  amountChange,
  dropDate,
  moveChange,
  skipChange,
  splitChange,
  type RowLine,
} from '../model/what-if.ts';
import { WHAT_IF_TEXT } from '../model/what-if-text.ts';
import styles from './WhatIf.module.css';

interface BillMenuProps {
  line: RowLine;
  /** The paydays a bill can go to (their day after is in a month that has a budget), its own row left out. */
  targets: readonly IsoDate[];
  today: IsoDate;
  changes: readonly RunwayChange[];
  onChange: (change: RunwayChange) => void;
  onDrop: (key: string) => void;
}

/** A bill's menu: move to another paycheck, another amount, split across two paychecks, skip; or drop its change. */
export function BillMenu({ line, targets, today, changes, onChange, onDrop }: BillMenuProps) {
  const mode = useSignedInUser().showCents ? 'cents' : 'whole-dollars';
  const dollars = (cents: number) =>
    mode === 'cents' ? (cents / 100).toFixed(2) : String(Math.round(cents / 100));
  const [moveTo, setMoveTo] = useState(targets[0] ?? '');
  const [amount, setAmount] = useState(dollars(line.amount));
  const [splitTo, setSplitTo] = useState(targets[0] ?? '');
  const [kept, setKept] = useState(dollars(Math.round(line.amount / 200) * 100));
  const id = line.id;
  const { name } = line;
  if (id === undefined || line.kind !== 'bill' || line.skipped) {
    return (
      <div className={styles.menu} role="group" aria-label={WHAT_IF_TEXT.billMenu(name)}>
        <button type="button" className={styles.menuButton} onClick={() => onDrop(line.key)}>
          {WHAT_IF_TEXT.undoChange}
        </button>
      </div>
    );
  }
  const parsedAmount = parseMoney(amount, mode);
  const parsedKept = parseMoney(kept, mode);
  const canSplit = parsedKept.ok && parsedKept.cents > 0 && parsedKept.cents < line.amount;
  const options = targets.map((payday) => (
    <option key={payday} value={payday}>
      {WHAT_IF_TEXT.paycheckOption(payday)}
    </option>
  ));
  return (
    <div className={styles.menu} role="group" aria-label={WHAT_IF_TEXT.billMenu(name)}>
      {!line.fixedDate && targets.length > 0 && (
        <div className={styles.menuRow}>
          <select
            className={styles.select}
            aria-label={`${WHAT_IF_TEXT.moveTo}: ${name}`}
            value={moveTo}
            onChange={(event) => setMoveTo(event.target.value)}
          >
            {options}
          </select>
          <button
            type="button"
            className={styles.menuButton}
            onClick={() => onChange(moveChange(changes, id, dropDate(moveTo, today)))}
          >
            {WHAT_IF_TEXT.move}
          </button>
        </div>
      )}
      <div className={styles.menuRow}>
        <MoneyInput
          mode={mode}
          className={styles.amount}
          aria-label={`${WHAT_IF_TEXT.amount} of ${name}`}
          value={amount}
          onValueChange={setAmount}
        />
        <button
          type="button"
          className={styles.menuButton}
          disabled={!parsedAmount.ok}
          onClick={() => parsedAmount.ok && onChange(amountChange(changes, id, parsedAmount.cents))}
        >
          {WHAT_IF_TEXT.setAmount}
        </button>
      </div>
      {!line.fixedDate && targets.length > 0 && (
        <div className={styles.menuRow}>
          <label className={styles.menuLabel}>
            <span>{WHAT_IF_TEXT.keep(runwayDay(line.date))}</span>
            <MoneyInput
              mode={mode}
              className={styles.amount}
              aria-label={`${WHAT_IF_TEXT.keep(runwayDay(line.date))}: ${name}`}
              value={kept}
              onValueChange={setKept}
            />
          </label>
          <select
            className={styles.select}
            aria-label={`${WHAT_IF_TEXT.splitWith}: ${name}`}
            value={splitTo}
            onChange={(event) => setSplitTo(event.target.value)}
          >
            {options}
          </select>
          <button
            type="button"
            className={styles.menuButton}
            disabled={!canSplit}
            onClick={() =>
              parsedKept.ok &&
              onChange(splitChange(id, line.amount, line.date, parsedKept.cents, dropDate(splitTo, today)))
            }
          >
            {WHAT_IF_TEXT.split}
          </button>
        </div>
      )}
      <div className={styles.menuRow}>
        {!line.fixedDate && (
          <button type="button" className={styles.menuButton} onClick={() => onChange(skipChange(id))}>
            {WHAT_IF_TEXT.skip}
          </button>
        )}
        {line.changed && (
          <button type="button" className={styles.menuButton} onClick={() => onDrop(line.key)}>
            {WHAT_IF_TEXT.undoChange}
          </button>
        )}
      </div>
    </div>
  );
}
