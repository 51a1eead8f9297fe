import { TargetIcon } from '../../../app/icons/TargetIcon.tsx';
import styles from './GoalsEmptyState.module.css';

export function GoalsEmptyState() {
  return (
    <section className={styles.empty} aria-labelledby="goals-empty-title">
      <span className={styles.icon}>
        <TargetIcon />
      </span>
      <h2 id="goals-empty-title" className={styles.title}>
        No Goals Yet
      </h2>
      <p className={styles.text}>Start tracking your future goals and watch your progress grow!</p>
    </section>
  );
}
