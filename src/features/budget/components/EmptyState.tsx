import { noEarlierBudgetMessage } from '@halfwise/core/budget-messages.ts';
import { sectionTitle } from '@halfwise/core/display.ts';
import type { MonthSection } from '@halfwise/core/sections.ts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../app/ui/Button.tsx';
import { addMonths, monthLabel, monthName, type MonthKey } from '../../../domain/month.ts';
import type { Section } from '../../../domain/reorder.ts';
import { AddItemButton } from './AddItemButton.tsx';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  month: MonthKey;
  /** The month's sections: one way to start in each. */
  sections: readonly MonthSection[];
  copying: boolean;
  failed: boolean;
  /** No month before this one has items: a line under the copy button says so before it is pressed. */
  noEarlierBudget: boolean;
  onCopyPrevious: () => void;
  /** Starts the month from scratch: the add-item row in a section, its type inferred from the name. */
  onAddInHalf: (section: Section) => void;
  /** Shown right under a failed copy's message: how to start the first budget by hand. */
  hintAfterFailure?: ReactNode;
}

/** Core §2 empty state: the month has no budget or no items. */
export function EmptyState({
  month,
  sections,
  copying,
  failed,
  noEarlierBudget,
  onCopyPrevious,
  onAddInHalf,
  hintAfterFailure,
}: EmptyStateProps) {
  const failure = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failed) failure.current?.scrollIntoView({ block: 'nearest' });
  }, [failed]);

  return (
    <section className={styles.empty} aria-labelledby="empty-title">
      <h2 id="empty-title" className={styles.title}>
        No Budget for {monthLabel(month)}
      </h2>
      <p className={styles.text}>
        Get started by copying your previous month&apos;s budget and adjusting the amounts as needed.
      </p>
      <Button
        onClick={onCopyPrevious}
        disabled={copying}
        aria-describedby={noEarlierBudget ? 'empty-no-earlier' : undefined}
      >
        {copying ? 'Copying Budget...' : `Copy ${monthName(addMonths(month, -1))}'s Budget`}
      </Button>
      {noEarlierBudget && (
        <p id="empty-no-earlier" className={styles.noEarlier}>
          {noEarlierBudgetMessage(month)}
        </p>
      )}
      {failed && (
        <p ref={failure} className={styles.error} role="alert">
          Unable to copy previous month&apos;s budget. You may need to create your first budget manually.
        </p>
      )}
      {failed && hintAfterFailure}
      <p className={styles.addCaption} id="empty-add-caption">
        Or start from scratch: add an item to
      </p>
      <div className={styles.addItems} role="group" aria-labelledby="empty-add-caption">
        {sections.map((section, index) => (
          <AddItemButton
            key={section.start}
            section={index}
            title={sectionTitle(section)}
            look="standalone"
            onAdd={onAddInHalf}
          />
        ))}
      </div>
    </section>
  );
}
