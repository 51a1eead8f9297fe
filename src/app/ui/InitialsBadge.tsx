import { useId, useState } from 'react';
import styles from './InitialsBadge.module.css';

interface InitialsBadgeProps {
  initials: string;
  /** The full name: the hover title, the accessible name and the tooltip a tap opens. */
  name: string;
  /** What the person did: 'Last changed by'. */
  action: string;
}

/** Who did something, as initials; a tap (touch has no hover) toggles a tooltip with the full name. */
export function InitialsBadge({ initials, name, action }: InitialsBadgeProps) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const full = `${action} ${name}`;
  return (
    <span className={styles.anchor}>
      <button
        type="button"
        className={styles.badge}
        title={full}
        aria-label={`${initials}: ${full}`}
        aria-expanded={open}
        aria-controls={tipId}
        onClick={() => setOpen((shown) => !shown)}
        onBlur={() => setOpen(false)}
        onContextMenu={(event) => {
          // A long press on touch opens the tooltip rather than the browser's menu.
          event.preventDefault();
          setOpen(true);
        }}
      >
        {initials}
      </button>
      <span id={tipId} className={styles.tip} hidden={!open} aria-hidden="true">
        {full}
      </span>
    </span>
  );
}
