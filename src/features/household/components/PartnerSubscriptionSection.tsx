import { useHousehold } from '../../../app/session/household.ts';
import card from '../../../app/ui/Card.module.css';
import { ownerCovers } from '../model/share-messages.ts';
import styles from './ShareBudgetSection.module.css';

/** The subscription card as a partner sees it: the owner's subscription, which covers them. */
export function PartnerSubscriptionSection() {
  const { household, view } = useHousehold();
  if (!household || !view.owner || !view.sharedTitle) return null;
  return (
    <section className={card.card} aria-labelledby="subscription-heading">
      <h2 id="subscription-heading" className={card.heading}>
        Subscription
      </h2>
      <p>{view.sharedTitle}</p>
      <p className={styles.text}>
        {ownerCovers(view.owner, household.ownerSubscriptionStatus, household.ownerTrialEndDate)}
      </p>
    </section>
  );
}
