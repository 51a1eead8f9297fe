import { Link } from '@tanstack/react-router';
import { authSessionSchema } from '@halfwise/core/contract/account.ts';
import { useEffect, useState } from 'react';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import { Button } from '../../../app/ui/Button.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import form from '../../../app/ui/Form.module.css';
import { AccountForm } from './AccountForm.tsx';
import { ApiError, answerOf } from '../../../lib/api.ts';
import { api, withAccessToken } from '../../../lib/api-client.ts';
import { storeSession } from '../../../lib/session-store.ts';
import { parseRecoveryHash, type RecoveryLink } from '../model/recovery-link.ts';
import { useEnterApp } from '../../../app/session/use-enter-app.ts';
import { useFormFields } from '../../../app/ui/forms/use-form-fields.ts';
import { validateNewPassword } from '../model/validation.ts';
import { useCheckedSubmit } from '../hooks/use-checked-submit.ts';
import { PasswordField } from '../../../app/ui/forms/AccountFields.tsx';

const RESET_FAILED = 'Could not set your new password. Please try again.';

/** Reads the link once, then takes the tokens out of the address bar (and so out of history). */
function useRecoveryLink(): RecoveryLink {
  const [link] = useState(() => parseRecoveryHash(window.location.hash));
  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, []);
  return link;
}

export function ResetPasswordPage() {
  const link = useRecoveryLink();
  const [expired, setExpired] = useState(link.kind !== 'recovery');
  if (link.kind !== 'recovery' || expired) return <ExpiredLink />;
  return (
    <NewPasswordForm
      accessToken={link.accessToken}
      refreshToken={link.refreshToken}
      onExpired={() => setExpired(true)}
    />
  );
}

function ExpiredLink() {
  return (
    <CenteredCard title="Link Expired" above={<BackLink to="/login">Back to sign in</BackLink>}>
      <ErrorBox>
        This password reset link has expired or is invalid. Reset links work once, for one hour.
      </ErrorBox>
      <p className={form.footer}>
        <Link to="/forgot-password" className={form.link}>
          Request a new reset link
        </Link>
      </p>
    </CenteredCard>
  );
}

interface NewPasswordFormProps {
  accessToken: string;
  refreshToken: string | null;
  onExpired: () => void;
}

function NewPasswordForm({ accessToken, refreshToken, onExpired }: NewPasswordFormProps) {
  const enterApp = useEnterApp();
  const fields = useFormFields({ password: '', confirmPassword: '' });

  const { pending, onSubmit } = useCheckedSubmit(
    fields,
    validateNewPassword,
    async () => {
      const json = { password: fields.values.password, refreshToken: refreshToken ?? undefined };
      const call = api.auth['reset-password'].$post({ json }, withAccessToken(accessToken));
      const session = await answerOf(call, authSessionSchema);
      storeSession(session);
      await enterApp('/');
    },
    (error) => {
      if (error instanceof ApiError && error.status === 401) onExpired();
      else fields.showRefusal(error, RESET_FAILED);
    },
  );

  return (
    <CenteredCard title="Set a New Password" subtitle="Choose a new password for your account.">
      <AccountForm onSubmit={onSubmit} generalError={fields.generalError}>
        <PasswordField label="New Password" purpose="new" rule {...fields.bind('password')} />
        <PasswordField label="Confirm New Password" purpose="new" {...fields.bind('confirmPassword')} />
        <Button type="submit" fullWidth disabled={pending}>
          {pending ? 'Saving...' : 'Set New Password'}
        </Button>
      </AccountForm>
    </CenteredCard>
  );
}
