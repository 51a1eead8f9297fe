import { remainingForBillsDay } from '@halfwise/core/display.ts';
import { useCallback, useState } from 'react';
import { useSignedInUser } from '../../../app/session/current-user.ts';
import { useSharedAccessLost } from '../../../app/session/use-shared-access-lost.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import { addMonths, type MonthKey } from '../../../domain/month.ts';
import type { Section } from '../../../domain/reorder.ts';
import { BoardDragLayer } from './BoardDragLayer.tsx';
import { useAutoCreateMonth } from '../hooks/use-auto-create.ts';
import { useBudgetQuery } from '../hooks/use-budget-query.ts';
import { useCopyPreviousMonth } from '../hooks/use-copy-previous-month.ts';
import { COPY_ACTION, useCopyToNextMonth } from '../hooks/use-copy-to-next-month.ts';
import { offlineRefusal } from '../../../app/ui/needs-network.ts';
import { useItemWrites } from '../hooks/use-item-writes.ts';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { setAsideTickWrite } from '../hooks/set-aside-writes.ts';
import { useMonthView } from '../hooks/use-month-view.ts';
import { usePaySchedule } from '../hooks/use-pay-schedule.ts';
import {
  isDefaultSchedule,
  OFFERED_PAYCHECK_NAME,
  paycheckOffers,
  verdictBills,
} from '../model/schedule-display.ts';
import { useRowInteraction } from '../hooks/use-row-interaction.ts';
import { tipForAmount } from '../model/tip-rules.ts';
import { sectionsRoundedApart } from '../model/rounded-rows.ts';
import { useNewUserFlag } from '../hooks/use-budget-flags.ts';
import { useTips } from '../hooks/use-tips.ts';
import { useRowFocus } from '../hooks/use-row-focus.ts';
import { ActionBar } from './ActionBar.tsx';
import { addTargetOfKind, newItemPlacement, type AddTarget } from '../model/add-target.ts';
import { AddItemRow } from './AddItemRow.tsx';
import { BudgetBoard } from './BudgetBoard.tsx';
import { BudgetSkeleton } from './BudgetSkeleton.tsx';
import { MonthNotOnDevice } from './MonthNotOnDevice.tsx';
import { CopyDialogsOnUse } from './CopyDialogsOnUse.tsx';
import { EmptyState } from './EmptyState.tsx';
import { NewUserHint } from './NewUserHint.tsx';
import { TipBanner } from './TipBanner.tsx';
import { useDragNames } from '../hooks/use-drag-names.ts';
import { MONTH_LOAD_FAILED } from '../model/load-failure.ts';
import { itemKey } from '../model/item-key.ts';
import { copySource } from '../model/earlier-budget.ts';
import { useEarlierBudget } from '../hooks/use-earlier-budget.ts';

interface MonthBodyProps {
  userId: string;
  month: MonthKey;
  isCurrentMonth: boolean;
  onOpenNextMonth: (() => void) | null;
}

/** One month of the budget screen; remounted per month so edits, picks and forms never leak across months. */
export function MonthBody({ userId, month, isCurrentMonth, onOpenNextMonth }: MonthBodyProps) {
  const monthQuery = useBudgetQuery(userId, month);
  const nextQuery = useBudgetQuery(userId, addMonths(month, 1));
  const { schedule, ready: scheduleReady } = usePaySchedule();
  useAutoCreateMonth(userId, month, monthQuery.data);
  const { budget, items, view } = useMonthView(
    month,
    schedule,
    monthQuery.data,
    nextQuery.isSuccess ? nextQuery.data : undefined,
  );
  const sections = view.sections.map(({ section }) => section);
  const billsDay = remainingForBillsDay(schedule, month);
  const { cushion, showCents } = useSignedInUser();

  const { isNew, endNewUserState } = useNewUserFlag();
  const { tip, offerTip, closeTip } = useTips();
  const writes = useItemWrites(userId, month, {
    onItemSaved: endNewUserState,
    onAmountSet: (kind, name, amount) => {
      const earned = tipForAmount(kind, name, amount);
      if (earned) offerTip(earned);
    },
  });
  const interaction = useRowInteraction(writes, view);
  const { mutate: tickSetAside } = useOptimisticMutation(setAsideTickWrite);
  const focusRow = useRowFocus();
  const [adding, setAdding] = useState<AddTarget | null>(null);
  const closeAdding = useCallback(() => setAdding(null), []);
  const addInHalf = useCallback((section: Section) => setAdding({ section, kind: null }), []);
  // A month with no items has nothing to copy: COPY BUDGET says so at once rather than asking first.
  const copyNext = useCopyToNextMonth(userId, month, copySource(budget?.id, items.length), endNewUserState);
  const copyPrevious = useCopyPreviousMonth(userId, month);
  const earlier = useEarlierBudget(userId, month, monthQuery.isSuccess && items.length === 0);
  const nameOf = useDragNames(view, month, billsDay);
  const accessLost = useSharedAccessLost(monthQuery.error);

  // Offline, a month the device never kept has nothing to show until the network returns: the read waits.
  if (monthQuery.isPending && monthQuery.fetchStatus === 'paused') return <MonthNotOnDevice />;
  if (monthQuery.isPending || !scheduleReady || accessLost) return <BudgetSkeleton />;
  // A failed read (offline) leaves the month the device kept on screen.
  if (monthQuery.isError && monthQuery.data === undefined) {
    return (
      <>
        <ErrorBox>{MONTH_LOAD_FAILED}</ErrorBox>
        <Button onClick={() => void monthQuery.refetch()}>Try Again</Button>
      </>
    );
  }

  const addRow = adding && (
    <AddItemRow
      target={adding}
      onCreate={(name, cents) => {
        writes.add(newItemPlacement(adding, name, sections), name, cents);
        focusRow(name);
      }}
      onClose={closeAdding}
    />
  );

  const showHint = isNew && isCurrentMonth;
  const isEmpty = items.length === 0 && !adding;
  // A new user's copy of a previous month fails (there is none): the hint moves under the message, so the way
  // to start by hand is in view the moment the message appears.
  const hintUnderFailure = showHint && isEmpty && copyPrevious.isError;

  return (
    <>
      {showHint && !hintUnderFailure && <NewUserHint />}
      <TipBanner tip={tip} onClose={closeTip} />
      <BoardDragLayer
        dragDisabled={interaction.rowStates.dragDisabled}
        view={view}
        nameOf={nameOf}
        onMove={(item, to) => {
          interaction.moveTo(item, to);
          focusRow(nameOf(itemKey(item)));
        }}
        onDelete={(item) => writes.remove(item)}
      >
        {isEmpty ? (
          <EmptyState
            month={month}
            sections={sections}
            copying={copyPrevious.isPending}
            failed={copyPrevious.isError}
            noEarlierBudget={earlier === 'none'}
            onCopyPrevious={() => {
              if (!offlineRefusal(COPY_ACTION)) copyPrevious.mutate();
            }}
            onAddInHalf={addInHalf}
            hintAfterFailure={hintUnderFailure && <NewUserHint />}
          />
        ) : (
          <BudgetBoard
            view={view}
            month={month}
            billsDay={billsDay}
            verdictBills={verdictBills(schedule, addMonths(month, 1))}
            paycheckOffers={paycheckOffers(schedule, month, items, sections)}
            onAddPaycheck={(offer) =>
              writes.add({ kind: 'income', dueDate: offer.dueDate }, OFFERED_PAYCHECK_NAME, offer.amount)
            }
            flagShortSections={!isDefaultSchedule(schedule)}
            cushion={cushion}
            roundedApart={sectionsRoundedApart(view, items, budget?.carryForward ?? 0, showCents)}
            rowStates={interaction.rowStates}
            actions={interaction.actions}
            pickedName={
              interaction.picked ? nameOf(`${interaction.picked.kind}:${interaction.picked.id}`) : null
            }
            onPlacePicked={interaction.placePicked}
            adding={adding && { section: adding.section, row: addRow }}
            onAddInHalf={addInHalf}
            onTickSetAside={(date, paid) => tickSetAside({ at: { userId, month }, date, paid })}
            onOpenNextMonth={onOpenNextMonth}
          />
        )}
        <ActionBar
          onAdd={(kind) => setAdding(addTargetOfKind(kind, sections))}
          onDeletePicked={interaction.deletePicked}
          onCopy={copyNext.ask}
        />
      </BoardDragLayer>
      <CopyDialogsOnUse
        phase={copyNext.phase}
        month={month}
        onConfirm={copyNext.confirm}
        onCancel={copyNext.cancel}
        onClose={copyNext.close}
      />
    </>
  );
}
