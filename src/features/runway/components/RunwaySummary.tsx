import { runwayLowestText, runwayShortText } from '@halfwise/core/runway-messages.ts';
import { paydayAfter, type Runway } from '@halfwise/core/runway.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { formatDollars } from '../../../domain/money.ts';
import styles from './RunwayScreen.module.css';

/** The lowest point of the whole runway, and the first day it runs short, said plainly. */
export function RunwaySummary({ runway, schedule }: { runway: Runway; schedule: PaySchedule }) {
  const { lowest, firstShort } = runway;
  return (
    <div className={styles.summary} role="status">
      <p className={lowest.amount < 0 ? styles.negative : undefined}>
        {runwayLowestText(formatDollars(lowest.amount), lowest.date)}
      </p>
      {firstShort && (
        <p className={styles.short}>
          {runwayShortText(
            formatDollars(firstShort.amount),
            firstShort.date,
            paydayAfter(schedule, firstShort.date),
          )}
        </p>
      )}
    </div>
  );
}
