import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PRICING } from '@halfwise/core/pricing.ts';
import { needsPaymentSetup } from '../../../app/session/route-rules.ts';
import { useCurrentUser, type CurrentUser } from '../../../app/session/current-user.ts';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import form from '../../../app/ui/Form.module.css';
import { Spinner } from '../../../app/ui/Spinner.tsx';
import { rememberTtclid } from '../../../lib/analytics.ts';
import type { PaymentMode } from '../model/card-setup-messages.ts';
import { CardForm } from './card-form/CardForm.tsx';
import { updateModeRequested } from '../api/payment-flags.ts';
import { Notice } from './Notice.tsx';
import styles from './PaymentPage.module.css';
import { SetupErrorBox } from './SetupErrorBox.tsx';
import { CARD_UPDATED, usePaymentFlow } from '../hooks/use-payment-flow.ts';

const SUBMIT_LABEL: Record<PaymentMode, string> = {
  trial: `Start ${PRICING.trial.days}-Day Free Trial`,
  update: 'Update Payment Method',
};

/** Update mode needs a signed-in user who already finished card setup; anyone else starts the trial. */
function paymentModeFor(user: CurrentUser | null): PaymentMode {
  return updateModeRequested() && user && !needsPaymentSetup(user) ? 'update' : 'trial';
}

/**
 * §2.6's way back: to signup, or to Settings in update mode. A signed-in user has already signed up (the
 * signed-in table has no /signup), so they get no back link; the page offers them Sign out instead.
 */
function backLink(mode: PaymentMode, user: CurrentUser | null) {
  if (mode === 'update') return <BackLink to="/profile" />;
  return user ? undefined : <BackLink to="/signup" />;
}

/** /payment (account-and-billing §2.6): card setup for the trial, or a new card in update mode. */
export function PaymentPage() {
  const user = useCurrentUser();
  const [mode] = useState(() => paymentModeFor(user));
  const { setup, setupError, outcome, onConfirmation } = usePaymentFlow(mode);

  useEffect(() => {
    const search = window.location.search;
    rememberTtclid(search);
    const userId = new URLSearchParams(search).get('userId');
    if (userId) console.info(`Card setup opened for user ${userId}`);
  }, []);

  return (
    <CenteredCard
      title="Almost There!"
      subtitle={mode === 'trial' ? 'Step 2 of 2' : 'Update the card used for your subscription'}
      above={backLink(mode, user)}
    >
      {mode === 'trial' && (
        <div className={styles.offer}>
          <p className={styles.price}>
            {PRICING.trial.days} days free, then {PRICING.monthly.displayText}
          </p>
          <p className={styles.terms}>
            Your free trial converts to a paid subscription automatically unless you cancel before it ends.
            Cancel anytime in Settings.
          </p>
        </div>
      )}
      {setupError ? (
        <SetupErrorBox message={setupError} mode={mode} signedIn={user !== null} />
      ) : outcome === 'processing' ? (
        <Notice title="Payment processing" tone="neutral">
          Your card is still being confirmed. We&apos;ll update your account as soon as it completes.
        </Notice>
      ) : outcome === 'cardUpdated' ? (
        <p className={form.success} role="status">
          {CARD_UPDATED}
        </p>
      ) : outcome === 'trialStarted' ? (
        <p className={form.success} role="status">
          Card saved! Starting your free trial...
        </p>
      ) : setup ? (
        <CardForm
          setup={setup}
          submitLabel={SUBMIT_LABEL[mode]}
          busy={outcome === 'completing'}
          onConfirmation={onConfirmation}
        />
      ) : (
        <div className={styles.loading}>
          <Spinner label="Preparing the secure card form" />
        </div>
      )}
      {user && (
        <div className={styles.account}>
          <span className={styles.signedInAs}>Signed in as {user.email ?? 'you'}</span>
          <Link to="/logout" className={form.link}>
            Sign out
          </Link>
        </div>
      )}
    </CenteredCard>
  );
}
