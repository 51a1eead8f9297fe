import { goalProgressPercent, goalsPaceHint } from '../../../domain/goals.ts';
import styles from './GoalsProgress.module.css';

/** The progress bar (bank balance over total goals, capped at 100%) and the hint on how to reach them. */
export function GoalsProgress({ balanceCents, totalCents }: { balanceCents: number; totalCents: number }) {
  const percent = goalProgressPercent(balanceCents, totalCents);
  const rounded = Math.floor(percent);
  return (
    <section className={styles.progress} aria-label="Progress toward your goals">
      <div className={styles.labels}>
        <span>Progress</span>
        <span className={styles.percent}>{rounded}%</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Bank balance toward total goals"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.hint}>{goalsPaceHint(balanceCents, totalCents)}</p>
    </section>
  );
}
