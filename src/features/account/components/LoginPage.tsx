import { useQueryClient } from '@tanstack/react-query';
import { authSessionSchema } from '@halfwise/core/contract/account.ts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import { Button } from '../../../app/ui/Button.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import form from '../../../app/ui/Form.module.css';
import { answerOf } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';
import { storeSession } from '../../../lib/session-store.ts';
import { forgetPreviousSession, useEnterApp } from '../../../app/session/use-enter-app.ts';
import { useFormFields } from '../../../app/ui/forms/use-form-fields.ts';
import { useTakeOverPrerenderedForm } from '../../../app/ui/forms/prerendered-form.ts';
import { validateLogin } from '../model/validation.ts';
import { credentials } from '../model/credentials.ts';
import { useCheckedSubmit } from '../hooks/use-checked-submit.ts';
import { WelcomeBackOverlay } from './WelcomeBackOverlay.tsx';
import { EmailField, PasswordField } from '../../../app/ui/forms/AccountFields.tsx';
import { AccountForm } from './AccountForm.tsx';
import { SwitchFormLink, type AccountEntryProps } from './SwitchFormLink.tsx';

export const LOGIN_REDIRECT_MS = 2500;
const LOGIN_FAILED = 'Invalid email or password. Please try again.';

export function LoginPage({ next = '/', subtitle, onSwitch }: AccountEntryProps = {}) {
  const queryClient = useQueryClient();
  const enterApp = useEnterApp();
  const fields = useFormFields({ email: '', password: '' });
  const [welcoming, setWelcoming] = useState(false);
  useTakeOverPrerenderedForm(fields.setValues);

  const { pending, onSubmit } = useCheckedSubmit(
    fields,
    validateLogin,
    async () => {
      const session = await answerOf(
        api.auth.login.$post({ json: credentials(fields.values) }),
        authSessionSchema,
      );
      storeSession(session);
      forgetPreviousSession(queryClient);
      setWelcoming(true);
      setTimeout(() => void enterApp(next), LOGIN_REDIRECT_MS);
    },
    (error) => fields.showRefusal(error, LOGIN_FAILED),
  );

  if (welcoming) return <WelcomeBackOverlay />;

  return (
    <CenteredCard
      title="Welcome Back"
      subtitle={subtitle ?? 'Sign in to your budget'}
      above={<BackLink to="/" />}
    >
      <AccountForm onSubmit={onSubmit} generalError={fields.generalError}>
        <EmailField {...fields.bind('email')} />
        <PasswordField purpose="current" {...fields.bind('password')} />
        <div className={form.row}>
          <Link to="/forgot-password" className={form.link}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" fullWidth disabled={pending}>
          {pending ? 'Signing In...' : 'Sign In'}
        </Button>
      </AccountForm>
      <p className={form.footer}>
        Don't have an account?{' '}
        <SwitchFormLink to="/signup" onSwitch={onSwitch}>
          Sign up
        </SwitchFormLink>
      </p>
    </CenteredCard>
  );
}
