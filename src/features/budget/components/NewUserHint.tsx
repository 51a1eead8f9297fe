import styles from './Hints.module.css';

/** Core §2 / §4: shown to a new user in the current month until the first item is saved or edited. */
export function NewUserHint() {
  return (
    <aside className={styles.hint} aria-labelledby="mid-month-title">
      <h2 id="mid-month-title" className={styles.title}>
        Starting mid-month?
      </h2>
      <p>List only what is still to come this month, and add what is in your bank account today as income.</p>
      <ul className={styles.tips}>
        <li>
          <strong>Bank balance tip:</strong> add an income named &lsquo;Starting cash&rsquo; with your bills
          account balance; it shows as this month&apos;s 1st bank balance.
        </li>
        <li>
          <strong>Budget tip:</strong> bills due on the 1st to the 14th come out of your first paycheck; bills
          from the 15th on come out of the second. Drag rows to move them between the halves.
        </li>
      </ul>
    </aside>
  );
}
