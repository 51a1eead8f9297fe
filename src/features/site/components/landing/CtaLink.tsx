import { SiteLink } from './site-link.tsx';
import type { ReactNode } from 'react';
import styles from './CtaLink.module.css';

/** A link styled as a button: `primary` for sign-up calls to action, `quiet` for Login. */
export function CtaLink({
  to,
  children,
  variant = 'primary',
  size = 'md',
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'quiet' | 'inverse';
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <SiteLink to={to} className={`${styles.link} ${styles[variant]} ${styles[size]}`}>
      {children}
    </SiteLink>
  );
}
