import { useHousehold } from '../../../app/session/household.ts';
import { Card } from '../../../app/ui/Card.tsx';
import { formatIsoDate } from '../model/billing-dates.ts';
import styles from './SubscriptionSection.module.css';

/**
 * What covers a partner: the shared budget's trial or subscription, whose status their access follows, in
 * everyday words (never a billing status such as 'trialing'). The owner is named once on Settings, in the Shared
 * budget card, not again here.
 */
export function ownerCovers(status: string, trialEnd: string | null): string {
  if (status === 'trial' || status === 'trialing') {
    const until = formatIsoDate(trialEnd);
    return until
      ? `You pay nothing: the shared budget's free trial covers you until ${until}.`
      : `You pay nothing: the shared budget's free trial covers you.`;
  }
  if (status === 'active') return `You pay nothing: the shared budget's subscription covers you.`;
  const why =
    status === 'past_due' || status === 'unpaid'
      ? "The shared budget's last payment did not go through"
      : status === 'canceled'
        ? "The shared budget's subscription has ended"
        : "The shared budget's subscription is not active yet";
  return `${why}: your access lasts as long as its owner's.`;
}

/** The subscription card as a partner sees it: the owner's subscription, which covers them. */
export function PartnerSubscriptionSection() {
  const { household, view } = useHousehold();
  if (!household || !view.owner) return null;
  return (
    <Card headingId="subscription-heading" title="Subscription">
      <p className={styles.covered}>
        {ownerCovers(household.ownerSubscriptionStatus, household.ownerTrialEndDate)}
      </p>
    </Card>
  );
}
