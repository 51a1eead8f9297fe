import type { FormEvent } from 'react';
import { Button } from '../../../app/ui/Button.tsx';
import { TextField } from '../../../app/ui/TextField.tsx';
import { EmailField } from '../../../app/ui/forms/AccountFields.tsx';
import { useFormFields } from '../../../app/ui/forms/use-form-fields.ts';
import {
  accountFormValues,
  localIsoDate,
  NAME_MAX_LENGTH,
  toProfilePatch,
  validateAccountForm,
  type AccountProfile,
} from '../model/account-profile.ts';
import styles from './AccountSection.module.css';
import { useUpdateProfile } from '../hooks/use-update-profile.ts';

interface EditAccountFormProps {
  userId: string;
  profile: AccountProfile;
  onClose: () => void;
}

/** 'Edit Information': first and last name, email and birthday, checked here before PATCH /api/user/{id}. */
export function EditAccountForm({ userId, profile, onClose }: EditAccountFormProps) {
  const { values, setErrors, bind } = useFormFields(accountFormValues(profile));
  const update = useUpdateProfile(userId, onClose);
  const today = localIsoDate(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateAccountForm(values, today);
    setErrors(errors);
    if (Object.keys(errors).length === 0) update.mutate(toProfilePatch(values, profile));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.names}>
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          {...bind('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          {...bind('lastName')}
        />
      </div>
      <p className={styles.hint}>Adding your name helps set up your referral and affiliate profile.</p>
      <EmailField {...bind('email')} />
      <TextField label="Birthday" type="date" autoComplete="bday" max={today} {...bind('birthday')} />
      <p className={styles.hint}>
        Your birthday lets us remind you about car registration, license renewals and other dates that come
        around each year.
      </p>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
