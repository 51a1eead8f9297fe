import { signupSessionSchema } from '@halfwise/core/contract/account.ts';
import { useState } from 'react';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import { Button } from '../../../app/ui/Button.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import form from '../../../app/ui/Form.module.css';
import { storedTtclid, trackSignupOnce } from '../../../lib/analytics.ts';
import { answerOf } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';
import { markNewAccount } from '../../../lib/new-user-flags.ts';
import { storeSession } from '../../../lib/session-store.ts';
import { useEmailCapture } from '../hooks/use-email-capture.ts';
import { useEnterApp } from '../../../app/session/use-enter-app.ts';
import { useFormFields } from '../../../app/ui/forms/use-form-fields.ts';
import { validateSignup } from '../model/validation.ts';
import { credentials } from '../model/credentials.ts';
import { useCheckedSubmit } from '../hooks/use-checked-submit.ts';
import { EmailField, PasswordField } from '../../../app/ui/forms/AccountFields.tsx';
import { AccountForm } from './AccountForm.tsx';
import { SwitchFormLink, type AccountEntryProps } from './SwitchFormLink.tsx';

export const SIGNUP_REDIRECT_MS = 2000;
const SIGNUP_FAILED = 'Registration failed. Please try again.';

type Phase = 'editing' | 'pending' | 'created';
const BUTTON_LABEL: Record<Phase, string> = {
  editing: 'Create Account',
  pending: 'Creating Account...',
  created: 'Account Created!',
};

export function SignupPage({ next, subtitle, onSwitch }: AccountEntryProps = {}) {
  const enterApp = useEnterApp();
  const fields = useFormFields({ email: '', password: '', confirmPassword: '' });
  const [created, setCreated] = useState(false);
  const capture = useEmailCapture(fields.values.email);

  const { pending, onSubmit } = useCheckedSubmit(
    fields,
    validateSignup,
    async () => {
      capture.submitted(fields.values.email);
      const json = { ...credentials(fields.values), ttclid: storedTtclid() };
      const session = await answerOf(api.signup.$post({ json }), signupSessionSchema);
      storeSession(session);
      // Someone joining a shared budget starts on the owner's budget, not on an empty one of their own.
      if (!next) markNewAccount(localStorage);
      trackSignupOnce(session.eventId);
      setCreated(true);
      setTimeout(() => void enterApp(next ?? '/payment'), SIGNUP_REDIRECT_MS);
    },
    (error) => fields.showRefusal(error, SIGNUP_FAILED),
  );
  const phase: Phase = created ? 'created' : pending ? 'pending' : 'editing';

  return (
    <CenteredCard
      title="Create Account"
      subtitle={subtitle ?? 'Start your 7-day free trial'}
      above={<BackLink to="/" />}
    >
      <AccountForm onSubmit={onSubmit} generalError={fields.generalError}>
        {phase === 'created' && (
          <p className={form.success} role="status">
            Account created! Welcome to {PRODUCT_NAME}.{' '}
            {next ? 'Taking you back to your invitation...' : 'Redirecting you to payment setup...'}
          </p>
        )}
        <EmailField {...fields.bind('email')} />
        <PasswordField purpose="new" rule {...fields.bind('password')} />
        <PasswordField label="Confirm Password" purpose="new" {...fields.bind('confirmPassword')} />
        <Button type="submit" fullWidth disabled={phase !== 'editing'}>
          {BUTTON_LABEL[phase]}
        </Button>
      </AccountForm>
      <p className={form.footer}>
        Already have an account?{' '}
        <SwitchFormLink to="/login" onSwitch={onSwitch}>
          Log in
        </SwitchFormLink>
      </p>
    </CenteredCard>
  );
}
