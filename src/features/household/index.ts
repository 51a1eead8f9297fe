/** Sharing a budget: the settings card, the partner's subscription card and the /join page. */
export { JoinPage, type AccountEntry } from './components/JoinPage.tsx';
export { PartnerSubscriptionSection } from './components/PartnerSubscriptionSection.tsx';
export { ShareBudgetSection } from './components/ShareBudgetSection.tsx';
