import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../../app/ui/Button.tsx';
import type { PaymentMode } from '../model/card-setup-messages.ts';
import styles from './SetupErrorBox.module.css';

interface SetupErrorBoxProps {
  message: string;
  mode: PaymentMode;
  signedIn: boolean;
}

/**
 * §2.6: card setup could not start; the way back is to signup (or to Settings when updating a card). A
 * signed-in user cannot go back to signup, so for them the button tries the setup again.
 */
export function SetupErrorBox({ message, mode, signedIn }: SetupErrorBoxProps) {
  const navigate = useNavigate();
  const onBack = (to: string) => () => void navigate({ to });
  const action =
    mode === 'update'
      ? { onClick: onBack('/profile'), label: 'Back to Settings' }
      : signedIn
        ? { onClick: () => window.location.reload(), label: 'Try Again' }
        : { onClick: onBack('/signup'), label: 'Back to Signup' };
  return (
    <div className={styles.box} role="alert" aria-labelledby="setup-error-title">
      <h2 id="setup-error-title" className={styles.title}>
        Setup Error
      </h2>
      <p className={styles.message}>{message}</p>
      <Button variant="secondary" fullWidth onClick={action.onClick}>
        {action.label}
      </Button>
    </div>
  );
}
