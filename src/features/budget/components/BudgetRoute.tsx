import { lazy, Suspense } from 'react';
import { SignedInLayout } from '../../../app/shell/SignedInLayout.tsx';
import { BudgetSkeleton } from './BudgetSkeleton.tsx';

// The month view and drag and drop load only when the budget route is opened (the landing page stays small).
const BudgetScreen = lazy(() =>
  import('./BudgetScreen.tsx').then((module) => ({ default: module.BudgetScreen })),
);

/** Routes / and /budget when signed in. */
export function BudgetRoute() {
  return (
    <Suspense
      fallback={
        <SignedInLayout>
          <BudgetSkeleton />
        </SignedInLayout>
      }
    >
      <BudgetScreen />
    </Suspense>
  );
}
