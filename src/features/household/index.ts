/** Sharing a budget: the settings card and the /join page. */
export { JoinPage, type AccountEntry } from './components/JoinPage.tsx';
export { ShareBudgetSection } from './components/ShareBudgetSection.tsx';
