import { useState } from 'react';
import type { CurrentUser } from '../../../app/session/current-user.ts';
import { Button } from '../../../app/ui/Button.tsx';
import card from '../../../app/ui/Card.module.css';
import { birthdayLabel, displayName } from '../model/account-profile.ts';
import styles from './AccountSection.module.css';
import { EditAccountForm } from './EditAccountForm.tsx';

/** 'Your Account' (account-and-billing §2.8): name, email and birthday, or the form that edits them. */
export function AccountSection({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const name = displayName(user);

  return (
    <section className={card.card} aria-labelledby="account-heading">
      <div className={card.row}>
        <h2 id="account-heading" className={card.heading}>
          Your Account
        </h2>
        {!editing && (
          <Button variant="secondary" className={styles.editButton} onClick={() => setEditing(true)}>
            Edit Information
          </Button>
        )}
      </div>
      {editing ? (
        <EditAccountForm userId={user.id} profile={user} onClose={() => setEditing(false)} />
      ) : (
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd className={name ? undefined : styles.unset}>{name || 'No name set'}</dd>
          <dt>Email</dt>
          <dd className={user.email ? undefined : styles.unset}>{user.email || 'No email set'}</dd>
          <dt>Birthday</dt>
          <dd className={user.birthday ? undefined : styles.unset}>
            {user.birthday ? birthdayLabel(user.birthday) : 'No birthday set'}
          </dd>
        </dl>
      )}
    </section>
  );
}
