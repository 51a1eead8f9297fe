import type { ReactNode } from 'react';
import styles from './SignedInLayout.module.css';
import { TopBar } from './TopBar.tsx';

/** Top bar above a centred page column: the frame of the budget, goals and settings screens. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar />
      <main className={styles.main}>{children}</main>
    </>
  );
}
