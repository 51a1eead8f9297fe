// The budget reads live in src/lib (the runway reads the same months); the budget feature names them here.
export { allBudgetsKey, budgetKey, budgetRead, budgetReadAt } from '../../../lib/budget-read.ts';
