import type { ReactNode } from 'react';
import styles from './FullScreenOverlay.module.css';

/** Covers the whole screen while the app moves on (after login, while copying). */
export function FullScreenOverlay({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={label}>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
