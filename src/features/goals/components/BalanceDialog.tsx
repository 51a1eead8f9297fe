import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../app/ui/Button.tsx';
import { FieldNote } from '../../../app/ui/FieldNote.tsx';
import { MoneyInput } from '../../../app/ui/MoneyInput.tsx';
import { useAmountField } from '../../../app/ui/use-amount-field.ts';
import { BALANCE_SUCCESS_MS } from '../../../domain/goals.ts';
import { centsToWholeDollars } from '../../../domain/money.ts';
import { AMOUNT_POLICIES } from '../../../domain/money-input.ts';
import styles from './BalanceDialog.module.css';

interface BalanceDialogProps {
  balanceCents: number;
  /** Sends whole dollars; rejects when the server refused (the caller has already said so). */
  onSubmit: (balanceDollars: number) => Promise<unknown>;
  onClose: () => void;
}

type Phase = 'editing' | 'updating' | 'done';

/**
 * 'Update Bank Balance' (core §2, §4): opens on the current balance in dollars; takes cents (step 0.01) and
 * sends the rounded whole dollars; negative or non-numeric input closes it without sending; an amount over
 * the ceiling keeps it open with a note; success shows its note for 2 seconds, then the dialog closes.
 */
export function BalanceDialog({ balanceCents, onSubmit, onClose }: BalanceDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const balance = useAmountField(AMOUNT_POLICIES.balance, String(centsToWholeDollars(balanceCents)));
  const [phase, setPhase] = useState<Phase>('editing');
  const fieldId = useId();

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
    const { outcome } = balance;
    if (outcome.kind === 'quiet') return onClose();
    if (outcome.kind === 'refused') return balance.reveal();
    const dollars = centsToWholeDollars(outcome.cents);
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
        <div className={styles.field}>
          <label className={styles.label} htmlFor={fieldId}>
            Current Balance ($)
          </label>
          <MoneyInput
            id={fieldId}
            className={`${styles.input} ${balance.note ? styles.invalid : ''}`}
            mode={AMOUNT_POLICIES.balance.mode}
            value={balance.text}
            noteId={balance.note ? `${fieldId}-note` : undefined}
            autoFocus
            disabled={phase !== 'editing'}
            onValueChange={balance.setText}
          />
          {balance.note && <FieldNote id={`${fieldId}-note`}>{balance.note}</FieldNote>}
        </div>
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
