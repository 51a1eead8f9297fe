import { runwayLowestText, runwayShortText } from '@halfwise/core/runway-messages.ts';
import { paydayAfter, type Runway } from '@halfwise/core/runway.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { useMoneyFormat } from '../../../app/session/use-money-format.ts';
import styles from './RunwayScreen.module.css';

/** The lowest point of the whole runway, and the first day it runs short, said plainly. */
export function RunwaySummary({ runway, schedule }: { runway: Runway; schedule: PaySchedule }) {
  const { lowest, firstShort } = runway;
  const format = useMoneyFormat();
  return (
    <div className={styles.summary} role="status">
      <p className={lowest.amount < 0 ? styles.negative : undefined}>
        {runwayLowestText(format(lowest.amount), lowest.date)}
      </p>
      {firstShort && (
        <p className={styles.short}>
          {runwayShortText(
            format(firstShort.amount),
            firstShort.date,
            paydayAfter(schedule, firstShort.date),
          )}
        </p>
      )}
    </div>
  );
}
