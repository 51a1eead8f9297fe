import type { ReactNode } from 'react';
import styles from './Notice.module.css';

/** A titled status box: 'Payment processing' on /payment, 'Subscription Cancelled' in Settings. */
export function Notice({
  title,
  tone,
  children,
}: {
  title: string;
  tone: 'neutral' | 'danger';
  children: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role="status">
      <strong className={styles.title}>{title}</strong>
      <span>{children}</span>
    </div>
  );
}
