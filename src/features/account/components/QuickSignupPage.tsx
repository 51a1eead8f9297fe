import { useState, type FormEvent } from 'react';
import { authSessionSchema } from '@halfwise/core/contract/account.ts';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { notify } from '../../../app/toast/notify.tsx';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import { Button } from '../../../app/ui/Button.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import form from '../../../app/ui/Form.module.css';
import { storedTtclid } from '../../../lib/analytics.ts';
import { apiParse, serverMessage } from '../../../lib/api.ts';
import { markNewAccount } from '../../../lib/new-user-flags.ts';
import { storeSession } from '../../../lib/session-store.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useEnterApp } from '../../../app/session/use-enter-app.ts';
import { useFormFields } from '../../../app/ui/forms/use-form-fields.ts';
import { hasErrors, validateQuickSignup } from '../model/validation.ts';
import { EmailField, PasswordField } from '../../../app/ui/forms/AccountFields.tsx';

/** The older signup form (email and password only), kept at /signup/quick. */
export function QuickSignupPage() {
  const enterApp = useEnterApp();
  const fields = useFormFields({ email: '', password: '' });
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateQuickSignup(fields.values);
    fields.setErrors(errors);
    if (hasErrors(errors)) return;
    setPending(true);
    try {
      const session = await apiParse(authSessionSchema, 'POST', '/api/auth/register', {
        email: fields.values.email.trim(),
        password: fields.values.password,
        ttclid: storedTtclid(),
      });
      storeSession(session);
      markNewAccount(localStorage);
      localStorage.setItem(STORAGE_KEYS.legacyUser, JSON.stringify(session.user));
      notify({
        title: `Welcome to ${PRODUCT_NAME}!`,
        description: 'Your account has been created successfully.',
      });
      await enterApp('/payment');
    } catch (error) {
      notify({
        title: 'Registration Failed',
        description: serverMessage(error) ?? 'Please try again',
        variant: 'destructive',
      });
      setPending(false);
    }
  };

  return (
    <CenteredCard title="Create Account" above={<BackLink to="/" />}>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <EmailField {...fields.bind('email')} />
        <PasswordField purpose="new" {...fields.bind('password')} />
        <Button type="submit" fullWidth disabled={pending}>
          {pending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </CenteredCard>
  );
}
