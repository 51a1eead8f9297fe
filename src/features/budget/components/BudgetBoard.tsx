import type { ReactNode } from 'react';
import type { Coverage } from '../../../domain/coverage.ts';
import type { BudgetView } from '../../../domain/budget-view.ts';
import type { ItemKind } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import type { Section } from '../../../domain/reorder.ts';
import { BalanceLine } from './BalanceLine.tsx';
import { BudgetSection, type RowStates } from './BudgetSection.tsx';
import type { RowActions } from './row-actions.ts';
import { Verdict } from './Verdict.tsx';

interface BudgetBoardProps {
  view: BudgetView;
  month: MonthKey;
  verdict: Coverage | null;
  rowStates: RowStates;
  actions: RowActions;
  pickedName: string | null;
  onPlacePicked: (section: Section) => void;
  /** The open add-item row and the kind it adds: income lands early (day 1), expenses late (day 15). */
  adding: { kind: ItemKind; row: ReactNode } | null;
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
  };
  return (
    <>
      <BudgetSection
        {...common}
        section="early"
        title="1st – 14th"
        items={view.early}
        addRow={adding?.kind === 'income' ? adding.row : null}
        footer={<BalanceLine label="Balance on the 15th" cents={view.balanceOn15th} />}
      />
      <BudgetSection
        {...common}
        section="late"
        title="15th – month end"
        items={view.late}
        addRow={adding?.kind === 'expense' ? adding.row : null}
        footer={<BalanceLine label="Month-end balance" cents={view.monthEndBalance} />}
      />
      <Verdict verdict={props.verdict} month={props.month} onOpenNextMonth={props.onOpenNextMonth} />
    </>
  );
}
