import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PRICING } from '@halfwise/core/pricing.ts';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { useSignedInUser } from '../../../app/session/current-user.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import { trackSubscribeOnce } from '../../../lib/analytics.ts';
import { firstBillingDate, formatLongDate } from '../model/billing-dates.ts';
import { maskedCard } from '../model/card-label.ts';
import styles from './SuccessPage.module.css';

/** /success (account-and-billing §2.7): the trial has started. */
export function SuccessPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [today] = useState(() => new Date());
  const { card } = user;

  useEffect(() => trackSubscribeOnce(user.email), [user.email]);

  return (
    <CenteredCard title={`Welcome to ${PRODUCT_NAME}! 🎉`}>
      <p className={styles.lead}>Your {PRICING.trial.days}-day free trial has started successfully</p>
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt>Trial length</dt>
          <dd>{PRICING.trial.days} days</dd>
        </div>
        <div className={styles.row}>
          <dt>First billing date</dt>
          <dd>{formatLongDate(firstBillingDate(today))}</dd>
        </div>
        <div className={styles.row}>
          <dt>Then</dt>
          <dd>{PRICING.monthly.displayText}</dd>
        </div>
        <div className={styles.row}>
          <dt>Payment method</dt>
          <dd>{card ? maskedCard(card) : 'Card on file'}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        Cancel anytime before your trial ends in Settings and you won&apos;t be charged.
      </p>
      <Button fullWidth onClick={() => void navigate({ to: '/' })}>
        Start Budgeting Now
      </Button>
    </CenteredCard>
  );
}
