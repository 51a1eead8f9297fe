import { PartnerSubscriptionSection, SubscriptionSection } from '../../features/billing/index.ts';
import { ShareBudgetSection } from '../../features/household/index.ts';
import { SettingsScreen } from '../../features/settings/index.ts';
import { useFreshHousehold, useHousehold } from '../session/household.ts';

/** Settings with billing's and sharing's cards in it: features meet here, not inside one another. */
export function SettingsRoute() {
  const { view } = useHousehold();
  useFreshHousehold();
  return (
    <SettingsScreen
      subscriptionSection={view.role === 'partner' ? <PartnerSubscriptionSection /> : <SubscriptionSection />}
      shareSection={<ShareBudgetSection />}
    />
  );
}
