import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../app/ui/Button.tsx';
import type { PaymentMode } from './card-setup-messages.ts';
import styles from './SetupErrorBox.module.css';

/** §2.6: card setup could not start; the way back is to signup (or to Settings when updating a card). */
export function SetupErrorBox({ message, mode }: { message: string; mode: PaymentMode }) {
  const navigate = useNavigate();
  const back =
    mode === 'update'
      ? { to: '/profile', label: 'Back to Settings' }
      : { to: '/signup', label: 'Back to Signup' };
  return (
    <div className={styles.box} role="alert" aria-labelledby="setup-error-title">
      <h2 id="setup-error-title" className={styles.title}>
        Setup Error
      </h2>
      <p className={styles.message}>{message}</p>
      <Button variant="secondary" fullWidth onClick={() => void navigate({ to: back.to })}>
        {back.label}
      </Button>
    </div>
  );
}
