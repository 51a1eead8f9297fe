import type { NamedPerson } from '@halfwise/core/person-name.ts';
import { shortPersonName } from '@halfwise/core/person-name.ts';
import { useHousehold } from '../../../app/session/household.ts';
import card from '../../../app/ui/Card.module.css';
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
    <section className={card.card} aria-labelledby="subscription-heading">
      <h2 id="subscription-heading" className={card.heading}>
        Subscription
      </h2>
      <p className={styles.sharedTitle}>{view.sharedTitle}</p>
      <p className={styles.covered}>
        {ownerCovers(view.owner, household.ownerSubscriptionStatus, household.ownerTrialEndDate)}
      </p>
    </section>
  );
}
