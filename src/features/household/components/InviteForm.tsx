import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { FieldNote } from '../../../app/ui/FieldNote.tsx';
import { serverMessage } from '../../../lib/api.ts';
import { invitationSentTo, SHARE_MESSAGES } from '../model/share-messages.ts';
import type { useHouseholdActions } from '../hooks/use-household-actions.ts';
import styles from './ShareBudgetSection.module.css';

/** The owner's invitation: one email field; the server's refusal is said beside it. */
export function InviteForm({ invite }: { invite: ReturnType<typeof useHouseholdActions>['invite'] }) {
  const [email, setEmail] = useState('');
  const fieldId = useId();
  const noteId = `${fieldId}-note`;
  const note = invite.isError ? (serverMessage(invite.error) ?? SHARE_MESSAGES.inviteFailed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    invite.mutate(address, {
      onSuccess: () => {
        setEmail('');
        notify({ title: invitationSentTo(address) });
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={fieldId}>
        {SHARE_MESSAGES.inviteLabel}
      </label>
      <div className={styles.entry}>
        <input
          id={fieldId}
          type="email"
          autoComplete="off"
          className={`${styles.input} ${note ? styles.invalid : ''}`}
          value={email}
          aria-invalid={note ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            invite.reset();
          }}
        />
        <Button type="submit" disabled={invite.isPending}>
          {SHARE_MESSAGES.inviteButton}
        </Button>
      </div>
      {note && <FieldNote id={noteId}>{note}</FieldNote>}
    </form>
  );
}
