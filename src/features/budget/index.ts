/** The budget screen's only public face. */
export { BudgetRoute } from './components/BudgetRoute.tsx';
