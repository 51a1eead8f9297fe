import { useId, type FormEvent } from 'react';
import { useSignedInUser } from '../../../app/session/current-user.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { Card } from '../../../app/ui/Card.tsx';
import { FieldNote } from '../../../app/ui/FieldNote.tsx';
import { MoneyInput } from '../../../app/ui/MoneyInput.tsx';
import { useAmountField } from '../../../app/ui/use-amount-field.ts';
import { centsToWholeDollars } from '../../../domain/money.ts';
import { AMOUNT_POLICIES } from '../../../domain/money-input.ts';
import { serverMessage } from '../../../lib/api.ts';
import { isCushionRefusal, useSaveCushion } from '../hooks/use-save-cushion.ts';
import styles from './CushionSection.module.css';

/**
 * 'Cushion': the balance below which the budget warns that a paycheck's money dips too low ($0: only below zero).
 * A refusal, the field's own or the server's, is said under the field.
 */
export function CushionSection() {
  const user = useSignedInUser();
  const save = useSaveCushion(user.id);
  const field = useAmountField(AMOUNT_POLICIES.cushion, String(centsToWholeDollars(user.cushion)));
  const fieldId = useId();
  const [noteId, hintId] = [`${fieldId}-note`, `${fieldId}-hint`];
  const refused = save.isError && isCushionRefusal(save.error) ? serverMessage(save.error) : null;
  const note = field.note ?? refused;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { outcome } = field;
    if (outcome.kind === 'amount') save.mutate(outcome.cents);
    else field.reveal();
  };

  return (
    <Card headingId="cushion-heading" title="Cushion">
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.label} htmlFor={fieldId}>
          Cushion ($)
        </label>
        <p id={hintId} className={styles.hint}>
          The budget warns you when a paycheck&apos;s money dips below this. At $0 it warns only below zero.
        </p>
        <div className={styles.entry}>
          <MoneyInput
            id={fieldId}
            className={`${styles.input} ${note ? styles.invalid : ''}`}
            mode={AMOUNT_POLICIES.cushion.mode}
            value={field.text}
            noteId={note ? noteId : undefined}
            aria-describedby={hintId}
            onValueChange={(text) => {
              field.setText(text);
              save.reset();
            }}
          />
          <Button type="submit" disabled={save.isPending}>
            Save cushion
          </Button>
        </div>
        {note && <FieldNote id={noteId}>{note}</FieldNote>}
      </form>
    </Card>
  );
}
