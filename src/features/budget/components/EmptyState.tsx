import { Button } from '../../../app/ui/Button.tsx';
import { addMonths, monthLabel, monthName, type MonthKey } from '../../../domain/month.ts';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  month: MonthKey;
  copying: boolean;
  failed: boolean;
  onCopyPrevious: () => void;
}

/** Core §2 empty state: the month has no budget or no items. */
export function EmptyState({ month, copying, failed, onCopyPrevious }: EmptyStateProps) {
  return (
    <section className={styles.empty} aria-labelledby="empty-title">
      <h2 id="empty-title" className={styles.title}>
        No Budget for {monthLabel(month)}
      </h2>
      <p className={styles.text}>
        Get started by copying your previous month&apos;s budget and adjusting the amounts as needed.
      </p>
      <Button onClick={onCopyPrevious} disabled={copying}>
        {copying ? 'Copying Budget...' : `Copy ${monthName(addMonths(month, -1))}'s Budget`}
      </Button>
      {failed && (
        <p className={styles.error} role="alert">
          Unable to copy previous month&apos;s budget. You may need to create your first budget manually.
        </p>
      )}
    </section>
  );
}
