import { SubscriptionSection } from '../../features/billing/index.ts';
import { SettingsScreen } from '../../features/settings/index.ts';

/** Settings with billing's subscription card in it: two features meet here, not inside either. */
export function SettingsRoute() {
  return <SettingsScreen subscriptionSection={<SubscriptionSection />} />;
}
