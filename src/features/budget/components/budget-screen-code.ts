import { lazyScreen, preloadScreen } from '../../../app/ui/lazy-screen.ts';

/** The month view and drag and drop load only when the budget route is opened (the landing page stays small). */
export const BudgetScreen = lazyScreen(() => import('./BudgetScreen.tsx'), 'BudgetScreen');

/**
 * Starts loading the month view's code, so that it is there, without a skeleton, when the route shows it.
 * Answers once it has arrived (or failed to).
 */
export function preloadBudgetScreen(): Promise<void> {
  return preloadScreen(BudgetScreen);
}
