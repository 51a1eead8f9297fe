import { pacePercent, paceText, type GoalPace } from '../../../domain/goal-pace.ts';
import styles from './GoalPaceBar.module.css';

/** What a dated goal has saved, against a tick where it should be by today (docs/goals-screen.md). */
export function GoalPaceBar({ goalName, pace }: { goalName: string; pace: GoalPace }) {
  const saved = pacePercent(pace.saved, pace.target);
  const text = paceText(pace);
  return (
    <div
      className={styles.pace}
      role="progressbar"
      aria-label={`Saved toward ${goalName}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={saved}
      aria-valuetext={text}
      title={text}
    >
      <div className={styles.fill} style={{ width: `${saved}%` }} />
      <div className={styles.expected} style={{ left: `${pacePercent(pace.expected, pace.target)}%` }} />
    </div>
  );
}
