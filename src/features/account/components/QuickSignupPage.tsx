import { authSessionSchema } from '@halfwise/core/contract/account.ts';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { notify } from '../../../app/toast/notify.ts';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import { Button } from '../../../app/ui/Button.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import { AccountForm } from './AccountForm.tsx';
import { storedTtclid } from '../../../lib/analytics.ts';
import { answerOf, serverMessage, splitFieldMessage } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';
import { markNewAccount } from '../../../lib/new-user-flags.ts';
import { storeSession } from '../../../lib/session-store.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useEnterApp } from '../../../app/session/use-enter-app.ts';
import { useFormFields } from '../../../app/ui/forms/use-form-fields.ts';
import { validateQuickSignup } from '../model/validation.ts';
import { credentials } from '../model/credentials.ts';
import { useCheckedSubmit } from '../hooks/use-checked-submit.ts';
import { EmailField, PasswordField } from '../../../app/ui/forms/AccountFields.tsx';

/** The older signup form (email and password only), kept at /signup/quick. */
export function QuickSignupPage() {
  const enterApp = useEnterApp();
  const fields = useFormFields({ email: '', password: '' });

  const { pending, onSubmit } = useCheckedSubmit(
    fields,
    validateQuickSignup,
    async () => {
      const json = { ...credentials(fields.values), ttclid: storedTtclid() };
      const session = await answerOf(api.auth.register.$post({ json }), authSessionSchema);
      storeSession(session);
      markNewAccount(localStorage);
      localStorage.setItem(STORAGE_KEYS.legacyUser, JSON.stringify(session.user));
      notify({
        title: `Welcome to ${PRODUCT_NAME}!`,
        description: 'Your account has been created successfully.',
      });
      await enterApp('/payment');
    },
    (error) =>
      notify({
        title: 'Registration Failed',
        description: splitFieldMessage(serverMessage(error) ?? 'Please try again').text,
        variant: 'destructive',
      }),
  );

  return (
    <CenteredCard title="Create Account" above={<BackLink to="/" />}>
      <AccountForm onSubmit={onSubmit} generalError={fields.generalError}>
        <EmailField {...fields.bind('email')} />
        <PasswordField purpose="new" rule {...fields.bind('password')} />
        <Button type="submit" fullWidth disabled={pending}>
          {pending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </AccountForm>
    </CenteredCard>
  );
}
