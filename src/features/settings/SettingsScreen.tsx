import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSignedInUser } from '../../app/session/current-user.ts';
import { SignedInLayout } from '../../app/shell/SignedInLayout.tsx';
import { notify } from '../../app/toast/notify.tsx';
import { Button } from '../../app/ui/Button.tsx';
import { ConfirmDialog } from '../../app/ui/ConfirmDialog.tsx';
import { clearSession } from '../../lib/session-store.ts';
import { revokeSession } from '../account/revoke-session.ts';
import { useEnterApp } from '../account/use-enter-app.ts';
import { SubscriptionSection } from '../billing/SubscriptionSection.tsx';
import { AccountSection } from './AccountSection.tsx';
import styles from './SettingsScreen.module.css';

export const SIGN_OUT_REDIRECT_MS = 1000;

/** /settings and /profile (account-and-billing §2.8): account, subscription, help and Sign Out. */
export function SettingsScreen() {
  const user = useSignedInUser();
  const enterApp = useEnterApp();
  const [confirming, setConfirming] = useState(false);

  const signOut = () => {
    setConfirming(false);
    void revokeSession();
    clearSession();
    notify({ title: 'Signed out' });
    setTimeout(() => void enterApp('/'), SIGN_OUT_REDIRECT_MS);
  };

  return (
    <SignedInLayout>
      <div className={styles.column}>
        <h1 className={styles.title}>Settings</h1>
        <AccountSection user={user} />
        <SubscriptionSection />
        <nav className={styles.links} aria-label="Help">
          <Link to="/" className={styles.linkButton}>
            FAQs
          </Link>
          <Link to="/contact" className={styles.linkButton}>
            Contact Support
          </Link>
        </nav>
        <Button variant="secondary" fullWidth onClick={() => setConfirming(true)}>
          Sign Out
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Sign Out"
        message="Are you sure you want to sign out? You'll need to sign back in to access your budgets."
        confirmLabel="Sign Out"
        onConfirm={signOut}
        onCancel={() => setConfirming(false)}
      />
    </SignedInLayout>
  );
}
