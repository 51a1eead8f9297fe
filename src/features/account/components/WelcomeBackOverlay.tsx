import { FullScreenOverlay } from '../../../app/ui/FullScreenOverlay.tsx';
import { Spinner } from '../../../app/ui/Spinner.tsx';
import styles from './WelcomeBackOverlay.module.css';

export function WelcomeBackOverlay() {
  return (
    <FullScreenOverlay label="Welcome back!">
      <h1 className={styles.title}>Welcome back!</h1>
      <Spinner label="Signing you in" size={40} />
      <p className={styles.text}>Taking you to your budget...</p>
    </FullScreenOverlay>
  );
}
