import { SignedInLayout } from '../../app/shell/SignedInLayout.tsx';

/** The month view arrives with the budgeting issue; this holds its place in the route table. */
export function BudgetScreen() {
  return (
    <SignedInLayout>
      <h1>Budget</h1>
    </SignedInLayout>
  );
}
