import type { ReactNode } from 'react';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import styles from './PlaceholderPage.module.css';

/** A titled page whose full content arrives in a later release. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <BackLink to="/" />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>{children}</div>
    </main>
  );
}
