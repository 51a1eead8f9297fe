import {
  ACCOUNT_DELETION_MESSAGES,
  DELETE_CONFIRMATION_WORD,
} from '@halfwise/core/contract/account-deletion.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useEnterApp } from '../../../app/session/use-enter-app.ts';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import card from '../../../app/ui/Card.module.css';
import { Card } from '../../../app/ui/Card.tsx';
import { TextField } from '../../../app/ui/TextField.tsx';
import { serverMessage } from '../../../lib/api.ts';
import { clearSession } from '../../../lib/session-store.ts';
import { deleteAccount } from '../api/account-deletion.ts';
import { fieldMessage } from '../model/field-message.ts';
import styles from './DeleteAccountSection.module.css';

/** 'Delete account': the person ends their account and every piece of its data, for good. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <Card headingId="delete-account-heading" title="Delete account">
      <p className={styles.text}>
        Deletes your budgets, goals, pay schedule and account for good, and cancels your subscription at once.
        Export your data first if you want to keep a copy.
      </p>
      <div className={card.row}>
        <span />
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      {open && <DeleteAccountDialog onCancel={() => setOpen(false)} />}
    </Card>
  );
}

function DeleteAccountDialog({ onCancel }: { onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const enterApp = useEnterApp();
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirmed = word.trim() === DELETE_CONFIRMATION_WORD && password !== '';

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || pending) return;
    setPending(true);
    setError(null);
    try {
      await deleteAccount(password);
    } catch (failure) {
      setPending(false);
      setError(fieldMessage(serverMessage(failure) ?? String(failure)));
      return;
    }
    clearSession();
    notify({ title: 'Account deleted', description: ACCOUNT_DELETION_MESSAGES.deleted });
    await enterApp('/');
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onCancel={onCancel}>
      <h2 id={titleId} className={styles.title}>
        Delete your account?
      </h2>
      <p className={styles.text}>
        This cannot be undone. Enter your password and type {DELETE_CONFIRMATION_WORD} to confirm.
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error ?? undefined}
        />
        <TextField
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={word}
          onChange={(event) => setWord(event.target.value)}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed || pending}>
            {pending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
