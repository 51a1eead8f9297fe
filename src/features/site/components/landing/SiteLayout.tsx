import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import styles from './SiteLayout.module.css';

/** Header, the page's main landmark and footer: the frame of the landing, legal and 404 pages. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.site}>
      <SiteHeader />
      <main className={styles.main}>{children}</main>
      <SiteFooter />
    </div>
  );
}
