import { Suspense } from 'react';
import { SignedInLayout } from '../../../app/shell/SignedInLayout.tsx';
import { BudgetSkeleton } from './BudgetSkeleton.tsx';
import { BudgetScreen } from './budget-screen-code.ts';

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
