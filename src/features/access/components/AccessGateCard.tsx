import { useState, type FormEvent } from 'react';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import form from '../../../app/ui/Form.module.css';
import { TextField } from '../../../app/ui/TextField.tsx';
import { ApiError, okAnswer } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';
import { ACCESS_CHECK_DELAY_MS, grantAccess } from '../../../app/session/access-flag.ts';
import styles from './AccessGateCard.module.css';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function AccessGateCard({ onGranted }: { onGranted: () => void }) {
  const [code, setCode] = useState('');
  const [validating, setValidating] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setValidating(true);
    await wait(ACCESS_CHECK_DELAY_MS);
    try {
      await okAnswer(api.access.$post({ json: { code } }));
      grantAccess(localStorage);
      notify({ title: 'Access Granted', description: `Welcome to ${PRODUCT_NAME}!` });
      onGranted();
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 403;
      notify({
        title: refused ? 'Invalid Access Code' : 'Something went wrong',
        description: refused
          ? 'Please check your access code and try again.'
          : 'Please try again in a moment.',
        variant: 'destructive',
      });
      setValidating(false);
    }
  };

  return (
    <CenteredCard title={PRODUCT_NAME} subtitle="Beta Access Required">
      <form className={form.form} onSubmit={onSubmit}>
        <TextField
          label="Access Code"
          placeholder="Enter your access code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" fullWidth disabled={validating || !code.trim()}>
          {validating ? 'Validating...' : `Enter ${PRODUCT_NAME}`}
        </Button>
      </form>
      <div className={styles.notes}>
        <p>This is a private beta version.</p>
        <p>Contact your administrator for access.</p>
      </div>
    </CenteredCard>
  );
}
