import { Link } from '@tanstack/react-router';
import { messageSchema } from '@halfwise/core/contract/account.ts';
import { useState, type FormEvent } from 'react';
import { MailIcon } from '../../../app/icons/MailIcon.tsx';
import { notify } from '../../../app/toast/notify.ts';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import { Button } from '../../../app/ui/Button.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import form from '../../../app/ui/Form.module.css';
import { AccountForm } from './AccountForm.tsx';
import { answerOf } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';
import styles from './ForgotPasswordPage.module.css';
import { useFormFields } from '../../../app/ui/forms/use-form-fields.ts';
import { validateForgotPassword } from '../model/validation.ts';
import { passesChecks } from '../hooks/use-checked-submit.ts';
import { EmailField } from '../../../app/ui/forms/AccountFields.tsx';

const RESET_FAILED = 'Failed to send reset email. Please try again.';

export function ForgotPasswordPage() {
  const fields = useFormFields({ email: '' });
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    if (!passesChecks(event, fields, validateForgotPassword)) return;
    const email = fields.values.email.trim();
    setPending(true);
    try {
      await answerOf(api.auth['forgot-password'].$post({ json: { email } }), messageSchema);
      setSentTo(email);
      notify({ title: 'Reset email sent', description: 'Check your email for password reset instructions.' });
    } catch (error) {
      fields.showRefusal(error, RESET_FAILED);
    } finally {
      setPending(false);
    }
  };

  const tryDifferentEmail = () => {
    fields.reset();
    setSentTo(null);
  };

  if (sentTo !== null) {
    return (
      <CenteredCard title="Check Your Email" above={<BackLink to="/login">Back to sign in</BackLink>}>
        <div className={styles.sent}>
          <span className={styles.icon}>
            <MailIcon />
          </span>
          <p>We sent a password reset link to</p>
          <p className={styles.address}>{sentTo}</p>
          <p className={styles.hint}>Don't see it? Check your spam folder. The link works for one hour.</p>
        </div>
        <Button variant="secondary" fullWidth onClick={tryDifferentEmail}>
          Try Different Email
        </Button>
        <p className={form.footer}>
          <Link to="/login" className={form.link}>
            Back to sign in
          </Link>
        </p>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard
      title="Forgot Password"
      subtitle="Enter your email and we'll send you a link to reset your password."
      above={<BackLink to="/login">Back to sign in</BackLink>}
    >
      <AccountForm onSubmit={onSubmit} generalError={fields.generalError}>
        <EmailField {...fields.bind('email')} />
        <Button type="submit" fullWidth disabled={pending}>
          {pending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </AccountForm>
    </CenteredCard>
  );
}
