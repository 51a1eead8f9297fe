import { useSignedInUser } from '../../../app/session/current-user.ts';
import { Card } from '../../../app/ui/Card.tsx';
import { useSaveShowCents } from '../hooks/use-save-show-cents.ts';
import checkStyles from './CheckRow.module.css';
import styles from './ShowCentsSection.module.css';

/**
 * 'Amounts' › 'Show cents' (off by default: whole dollars, as the spec has them). Saved with the account, so every
 * device the person signs in on shows amounts the same way.
 */
export function ShowCentsSection() {
  const user = useSignedInUser();
  const save = useSaveShowCents(user.id);
  return (
    <Card headingId="amounts-heading" title="Amounts">
      <label className={checkStyles.check}>
        <input
          type="checkbox"
          checked={user.showCents}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        Show cents
      </label>
      <p className={styles.hint}>
        Every amount with its cents ($10.50, not $11). Off, amounts are whole dollars, and a balance whose
        rounded rows do not add up to it says so.
      </p>
    </Card>
  );
}
