import { runwayTitle } from '@halfwise/core/runway-messages.ts';
import { Link } from '@tanstack/react-router';
import { readRunwayChoice } from '../../../lib/runway-choice.ts';
import styles from './Summary.module.css';

/** Under the verdict: 'Next 6 paychecks' (the count the runway screen last showed), to /budget/runway. */
export function RunwayLink() {
  return (
    <p className={styles.runway}>
      <Link to="/budget/runway" className={styles.runwayLink}>
        {runwayTitle(readRunwayChoice())}
      </Link>
    </p>
  );
}
