import type { NamedPerson } from '@halfwise/core/person-name.ts';
import { shortPersonName } from '@halfwise/core/person-name.ts';
import { useHousehold } from '../../../app/session/household.ts';
import { Card } from '../../../app/ui/Card.tsx';
import { formatIsoDate } from '../model/billing-dates.ts';
import styles from './SubscriptionSection.module.css';

/** What covers a partner: the owner's trial or subscription, whose status their access follows. */
export function ownerCovers(owner: NamedPerson, status: string, trialEnd: string | null): string {
  const name = shortPersonName(owner);
  if (status === 'trial') {
    const until = formatIsoDate(trialEnd);
    return until ? `${name}'s free trial covers you until ${until}.` : `${name}'s free trial covers you.`;
  }
  if (status === 'active') return `${name}'s subscription covers you.`;
  return `${name}'s subscription is ${status.replace(/_/g, ' ')}: your access follows theirs.`;
}

/** The subscription card as a partner sees it: the owner's subscription, which covers them. */
export function PartnerSubscriptionSection() {
  const { household, view } = useHousehold();
  if (!household || !view.owner || !view.sharedTitle) return null;
  return (
    <Card headingId="subscription-heading" title="Subscription">
      <p className={styles.sharedTitle}>{view.sharedTitle}</p>
      <p className={styles.covered}>
        {ownerCovers(view.owner, household.ownerSubscriptionStatus, household.ownerTrialEndDate)}
      </p>
    </Card>
  );
}
