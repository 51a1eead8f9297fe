import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useHousehold } from '../../../app/session/household.ts';
import { SignedInLayout } from '../../../app/shell/SignedInLayout.tsx';
import { useUndo } from '../../../app/undo/use-undo.ts';
import { totalGoalsCents } from '../../../domain/goals.ts';
import { BalanceDialog } from './BalanceDialog.tsx';
import { GoalsBoard } from './GoalsBoard.tsx';
import { GoalsHeader } from './GoalsHeader.tsx';
import { GoalsProgress } from './GoalsProgress.tsx';
import { GoalsSkeleton } from './GoalsSkeleton.tsx';
import { IntoBudgetSwitch } from './IntoBudgetSwitch.tsx';
import styles from './GoalsScreen.module.css';
import { useBankBalance } from '../hooks/use-bank-balance.ts';
import { useGoalPaces } from '../hooks/use-goal-paces.ts';
import { useGoalPlanLines } from '../hooks/use-goal-plan-lines.ts';
import { useGoalsQuery } from '../hooks/use-goals-query.ts';
import { useUpdateBalance } from '../hooks/use-update-balance.ts';
import { GOALS_LOAD_FAILED } from '../model/load-failure.ts';
import { undoHistoryOf } from '../../../lib/undo-history.ts';

/** Core §2 Future Goals, routes /future-goals and /goals. */
export function GoalsScreen() {
  const { budgetOwnerId } = useHousehold().view;
  const goalsQuery = useGoalsQuery();
  const balance = useBankBalance(budgetOwnerId);
  const updateBalance = useUpdateBalance(balance.queryKey);
  const [dialogOpen, setDialogOpen] = useState(false);
  const queryClient = useQueryClient();
  useUndo();
  const closeDialog = useCallback(() => {
    setDialogOpen(false);
    // A balance saved from the dialog offers its undo once the dialog has said so and closed.
    undoHistoryOf(queryClient).announce();
  }, [queryClient]);

  const goals = goalsQuery.data ?? [];
  const totalCents = totalGoalsCents(goals);
  const planLines = useGoalPlanLines(goals, balance.balanceCents);
  const paces = useGoalPaces(goals, balance.balanceCents);
  const loading = goalsQuery.isPending || balance.isPending;

  return (
    <SignedInLayout>
      <h1 className={styles.title}>Future Goals</h1>
      {loading ? (
        <GoalsSkeleton />
      ) : (
        <>
          <GoalsHeader
            balanceCents={balance.balanceCents}
            totalCents={totalCents}
            onBalanceChange={updateBalance.save}
            onOpenBalanceDialog={() => setDialogOpen(true)}
          />
          {goals.length > 0 && <GoalsProgress balanceCents={balance.balanceCents} totalCents={totalCents} />}
          {goals.length > 0 && <IntoBudgetSwitch />}
          {goalsQuery.isError && goalsQuery.data === undefined ? (
            <p role="alert" className={styles.error}>
              {GOALS_LOAD_FAILED}
            </p>
          ) : (
            <GoalsBoard goals={goals} planLines={planLines} paces={paces} />
          )}
        </>
      )}
      {dialogOpen && (
        <BalanceDialog
          balanceCents={balance.balanceCents}
          onSubmit={updateBalance.saveFromDialog}
          onClose={closeDialog}
        />
      )}
    </SignedInLayout>
  );
}
