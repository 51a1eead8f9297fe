/** The budget screen's only public face. */
export { BudgetRoute } from './components/BudgetRoute.tsx';
export { budgetWriteDefaults } from './hooks/item-writes.ts';
export { prefetchBudgetScreen } from './api/prefetch-screen.ts';
export { preloadBudgetScreen } from './components/budget-screen-code.ts';
