import type { ReactNode } from 'react';
import type { Coverage } from '../../../domain/coverage.ts';
import type { BudgetView } from '../../../domain/budget-view.ts';
import type { MonthKey } from '../../../domain/month.ts';
import type { Section } from '../../../domain/reorder.ts';
import { BalanceLine } from './BalanceLine.tsx';
import { BudgetSection, type RowStates } from './BudgetSection.tsx';
import type { RowActions } from '../model/row-actions.ts';
import { Verdict } from './Verdict.tsx';

interface BudgetBoardProps {
  view: BudgetView;
  month: MonthKey;
  verdict: Coverage | null;
  rowStates: RowStates;
  actions: RowActions;
  pickedName: string | null;
  onPlacePicked: (section: Section) => void;
  /** The open add-item row and the half it is in. */
  adding: { section: Section; row: ReactNode } | null;
  /** Opens the add-item row in a half, its type inferred from the name. */
  onAddInHalf: (section: Section) => void;
  onOpenNextMonth: (() => void) | null;
}

/** The month's two lists with their running balances, and the verdict on next month. */
export function BudgetBoard({ view, adding, ...props }: BudgetBoardProps) {
  const common = {
    month: props.month,
    rowStates: props.rowStates,
    actions: props.actions,
    pickedName: props.pickedName,
    onPlacePicked: props.onPlacePicked,
    onAddInHalf: props.onAddInHalf,
  };
  return (
    <>
      <BudgetSection
        {...common}
        section="early"
        items={view.early}
        addRow={adding?.section === 'early' ? adding.row : null}
        footer={<BalanceLine label="Balance on the 15th" cents={view.balanceOn15th} />}
      />
      <BudgetSection
        {...common}
        section="late"
        items={view.late}
        addRow={adding?.section === 'late' ? adding.row : null}
        footer={<BalanceLine label="Month-end balance" cents={view.monthEndBalance} />}
      />
      <Verdict verdict={props.verdict} month={props.month} onOpenNextMonth={props.onOpenNextMonth} />
    </>
  );
}
