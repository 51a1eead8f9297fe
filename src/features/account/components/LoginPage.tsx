import { useQueryClient } from '@tanstack/react-query';
import { authSessionSchema } from '@halfwise/core/contract/account.ts';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import { Button } from '../../../app/ui/Button.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import form from '../../../app/ui/Form.module.css';
import { apiParse, serverMessage } from '../../../lib/api.ts';
import { storeSession } from '../../../lib/session-store.ts';
import { useEnterApp } from '../../../app/session/use-enter-app.ts';
import { useFormFields } from '../../../app/ui/forms/use-form-fields.ts';
import { hasErrors, validateLogin } from '../model/validation.ts';
import { WelcomeBackOverlay } from './WelcomeBackOverlay.tsx';
import { EmailField, PasswordField } from '../../../app/ui/forms/AccountFields.tsx';
import { SwitchFormLink, type AccountEntryProps } from './SwitchFormLink.tsx';

export const LOGIN_REDIRECT_MS = 2500;
const LOGIN_FAILED = 'Invalid email or password. Please try again.';

export function LoginPage({ next = '/', subtitle, onSwitch }: AccountEntryProps = {}) {
  const queryClient = useQueryClient();
  const enterApp = useEnterApp();
  const fields = useFormFields({ email: '', password: '' });
  const [pending, setPending] = useState(false);
  const [welcoming, setWelcoming] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateLogin(fields.values);
    fields.setErrors(errors);
    if (hasErrors(errors)) return;
    setPending(true);
    try {
      const session = await apiParse(authSessionSchema, 'POST', '/api/auth/login', {
        email: fields.values.email.trim(),
        password: fields.values.password,
      });
      storeSession(session);
      queryClient.clear();
      setWelcoming(true);
      setTimeout(() => void enterApp(next), LOGIN_REDIRECT_MS);
    } catch (error) {
      fields.setGeneralError(serverMessage(error) ?? LOGIN_FAILED);
      setPending(false);
    }
  };

  if (welcoming) return <WelcomeBackOverlay />;

  return (
    <CenteredCard
      title="Welcome Back"
      subtitle={subtitle ?? 'Sign in to your budget'}
      above={<BackLink to="/" />}
    >
      <form className={form.form} onSubmit={onSubmit} noValidate>
        {fields.generalError && <ErrorBox>{fields.generalError}</ErrorBox>}
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
      </form>
      <p className={form.footer}>
        Don't have an account?{' '}
        <SwitchFormLink to="/signup" onSwitch={onSwitch}>
          Sign up
        </SwitchFormLink>
      </p>
    </CenteredCard>
  );
}
