import { runwayLowestText, runwayShortText } from '@halfwise/core/runway-messages.ts';
import { paydayAfter, type Runway } from '@halfwise/core/runway.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { useMoneyFormat } from '../../../app/session/use-money-format.ts';
import { WHAT_IF_TEXT } from '../model/what-if-text.ts';
import styles from './RunwayScreen.module.css';

/** The lowest point of the whole runway, and the first day it runs short, said plainly. */
export function RunwaySummary({
  runway,
  schedule,
  whatIf = false,
}: {
  runway: Runway;
  schedule: PaySchedule;
  /** The figures are a what-if's (not saved). */
  whatIf?: boolean;
}) {
  const { lowest, firstShort } = runway;
  const format = useMoneyFormat();
  return (
    <div className={whatIf ? `${styles.summary} ${styles.whatIf}` : styles.summary} role="status">
      {whatIf && <p className={styles.whatIfTag}>{WHAT_IF_TEXT.summary}</p>}
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
