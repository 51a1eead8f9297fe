import { closingBalanceLabel } from '@halfwise/core/display.ts';
import type { ReactNode } from 'react';
import type { BudgetView } from '../../../domain/budget-view.ts';
import { balanceDatedAfter } from '../../../domain/low-point-warning.ts';
import type { Section } from '../../../domain/reorder.ts';
import type { PaycheckOffer } from '../model/schedule-display.ts';
import { BalanceLine } from './BalanceLine.tsx';
import { BudgetSection, type SectionsShared } from './BudgetSection.tsx';
import { RunwayLink } from './RunwayLink.tsx';
import { SectionNotes } from './SectionNotes.tsx';
import { Verdict } from './Verdict.tsx';

interface BudgetBoardProps extends SectionsShared {
  view: BudgetView;
  /** The open add-item row and the section it is in. */
  adding: { section: Section; row: ReactNode } | null;
  onOpenNextMonth: (() => void) | null;
  /** Next month's bills the verdict weighs ('early bills'). */
  verdictBills: string;
  paycheckOffers: readonly PaycheckOffer[];
  onAddPaycheck: (offer: PaycheckOffer) => void;
  flagShortSections: boolean;
  /** The person's cushion in cents (0: warn only of a dip below zero). */
  cushion: number;
  /** For each section: its rows, shown in whole dollars, do not add up to its balance (rounded-rows.ts). */
  roundedApart: readonly boolean[];
}

/** The month's sections with their closing balances, the verdict on next month, and the link to the runway. */
export function BudgetBoard({ view, adding, ...props }: BudgetBoardProps) {
  const common: SectionsShared = {
    month: props.month,
    billsDay: props.billsDay,
    rowStates: props.rowStates,
    actions: props.actions,
    pickedName: props.pickedName,
    onPlacePicked: props.onPlacePicked,
    onAddInHalf: props.onAddInHalf,
    onTickSetAside: props.onTickSetAside,
  };
  return (
    <>
      {view.sections.map(({ section, items, setAside }, index) => {
        const offer = props.paycheckOffers.find((candidate) => candidate.section === index);
        return (
          <BudgetSection
            key={section.start}
            {...common}
            section={index}
            days={section}
            items={items}
            setAside={setAside}
            addRow={adding?.section === index ? adding.row : null}
            footer={
              <>
                <BalanceLine
                  label={closingBalanceLabel(section)}
                  cents={section.endBalance}
                  unpaid={section.unpaid}
                  roundedApart={props.roundedApart[index] ?? false}
                />
                <SectionNotes
                  section={section}
                  flagShort={props.flagShortSections}
                  cushion={props.cushion}
                  balanceAfterDip={balanceDatedAfter(items, section.lowest.date, props.month, props.billsDay)}
                  paycheck={offer ? { label: offer.label, onAdd: () => props.onAddPaycheck(offer) } : null}
                />
              </>
            }
          />
        );
      })}
      <Verdict
        verdict={view.verdict}
        month={props.month}
        bills={props.verdictBills}
        onOpenNextMonth={props.onOpenNextMonth}
      />
      <RunwayLink />
    </>
  );
}
