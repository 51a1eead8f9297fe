import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useSignedInUser } from '../../../app/session/current-user.ts';
import { SignedInLayout } from '../../../app/shell/SignedInLayout.tsx';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog.tsx';
import { clearSession } from '../../../lib/session-store.ts';
import { revokeSession } from '../../../app/session/revoke-session.ts';
import { useEnterApp } from '../../../app/session/use-enter-app.ts';
import { AccountSection } from './AccountSection.tsx';
import { CushionSection } from './CushionSection.tsx';
import { ShowCentsSection } from './ShowCentsSection.tsx';
import { CalendarFeedSection } from './CalendarFeedSection.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { PayScheduleSection } from './PayScheduleSection.tsx';
import { RemindersSection } from './RemindersSection.tsx';
import { YourDataSection } from './YourDataSection.tsx';
import styles from './SettingsScreen.module.css';

export const SIGN_OUT_REDIRECT_MS = 1000;

/**
 * /settings and /profile (account-and-billing §2.8): account, subscription, help and Sign Out. The subscription
 * and sharing cards belong to billing and household, so the route table hands them in.
 */
export function SettingsScreen({
  subscriptionSection,
  shareSection,
}: {
  subscriptionSection: ReactNode;
  shareSection?: ReactNode;
}) {
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
        <PayScheduleSection />
        <CushionSection />
        <ShowCentsSection />
        {subscriptionSection}
        {shareSection}
        <YourDataSection />
        <RemindersSection />
        <CalendarFeedSection />
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
        <DeleteAccountSection />
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
