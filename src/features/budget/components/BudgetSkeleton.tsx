import styles from './BudgetSkeleton.module.css';

/** Core §2: shown while the budget loads. */
export function BudgetSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className="visually-hidden">Loading your budget</span>
      {[0, 1].map((section) => (
        <div key={section} className={styles.section}>
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className={styles.row} />
          ))}
        </div>
      ))}
    </div>
  );
}
