import { Button } from '../../../app/ui/Button.tsx';
import { WHAT_IF_TEXT } from '../model/what-if-text.ts';
import styles from './WhatIf.module.css';

/**
 * While the what-if holds changes: how many, not saved, Apply and Reset; why a change tried was not made; and
 * when the goals' set-asides a move from Future Goals changes could not be read (they are shown as they are).
 */
export function WhatIfBar({
  count,
  problem,
  setAsidesLater,
  onApply,
  onReset,
}: {
  count: number;
  problem: string | null;
  setAsidesLater: boolean;
  onApply: () => void;
  onReset: () => void;
}) {
  return (
    <>
      <p className={styles.problem} role="alert">
        {problem}
      </p>
      {count > 0 && (
        <div className={styles.bar} role="group" aria-label={WHAT_IF_TEXT.heading}>
          <p className={styles.pending} role="status">
            {WHAT_IF_TEXT.pending(count)}
          </p>
          <div className={styles.barButtons}>
            <Button variant="secondary" onClick={onReset}>
              {WHAT_IF_TEXT.reset}
            </Button>
            <Button onClick={onApply}>{WHAT_IF_TEXT.apply}</Button>
          </div>
        </div>
      )}
      {setAsidesLater && (
        <p className={styles.planNote} role="note">
          {WHAT_IF_TEXT.setAsidesLater}
        </p>
      )}
    </>
  );
}
