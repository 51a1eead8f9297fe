import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../app/ui/Button.tsx';
import { TextField } from '../../../app/ui/TextField.tsx';
import { BALANCE_SUCCESS_MS, parseBalanceInput } from '../../../domain/goals.ts';
import { centsToWholeDollars } from '../../../domain/money.ts';
import styles from './BalanceDialog.module.css';

interface BalanceDialogProps {
  balanceCents: number;
  /** Sends whole dollars; rejects when the server refused (the caller has already said so). */
  onSubmit: (balanceDollars: number) => Promise<unknown>;
  onClose: () => void;
}

type Phase = 'editing' | 'updating' | 'done';

/**
 * 'Update Bank Balance' (core §2, §4): opens on the current balance in dollars; negative or non-numeric
 * input closes it without sending; success shows its note for 2 seconds, then the dialog closes.
 */
export function BalanceDialog({ balanceCents, onSubmit, onClose }: BalanceDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState(() => String(centsToWholeDollars(balanceCents)));
  const [phase, setPhase] = useState<Phase>('editing');

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(onClose, BALANCE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const dollars = parseBalanceInput(value);
    if (dollars === null) return onClose();
    setPhase('updating');
    try {
      await onSubmit(dollars);
      setPhase('done');
    } catch {
      setPhase('editing');
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="balance-dialog-title"
      aria-describedby="balance-dialog-text"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="balance-dialog-title" className={styles.title}>
        Update Bank Balance
      </h2>
      <p id="balance-dialog-text" className={styles.text}>
        Enter your current Future Goals savings account balance
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Current Balance ($)"
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          value={value}
          autoFocus
          disabled={phase !== 'editing'}
          onChange={(event) => setValue(event.target.value)}
        />
        {phase === 'done' && (
          <p className={styles.success} role="status">
            Balance updated successfully!
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={phase !== 'editing'}>
            {phase === 'updating' ? 'Updating...' : 'Update Balance'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
