import styles from './GoalsSkeleton.module.css';

/** The screen's shape while the goals and the balance load. */
export function GoalsSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading your goals">
      <div className={`${styles.block} ${styles.header}`} />
      <div className={`${styles.block} ${styles.bar}`} />
      {[0, 1, 2].map((row) => (
        <div key={row} className={`${styles.block} ${styles.row}`} />
      ))}
    </div>
  );
}
