import { RUNWAY_PAYCHECK_CHOICES } from '@halfwise/core/runway.ts';
import type { RunwayChoice } from '../../../lib/runway-choice.ts';
import styles from './RunwayScreen.module.css';

/** 3, 6 or 12 paychecks: radio buttons drawn as one segmented control. */
export function PaycheckChoice({
  value,
  onChange,
}: {
  value: RunwayChoice;
  onChange: (choice: RunwayChoice) => void;
}) {
  return (
    <fieldset className={styles.choice}>
      <legend className="visually-hidden">Paychecks to show</legend>
      {RUNWAY_PAYCHECK_CHOICES.map((choice) => (
        <label key={choice} className={styles.choiceOption}>
          <input
            type="radio"
            name="runway-paychecks"
            value={choice}
            checked={choice === value}
            onChange={() => onChange(choice)}
          />
          <span>{choice}</span>
        </label>
      ))}
    </fieldset>
  );
}
