import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from '../icons/ArrowLeftIcon.tsx';
import styles from './BackLink.module.css';

export function BackLink({ to, children = 'Back' }: { to: string; children?: string }) {
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeftIcon />
      {children}
    </Link>
  );
}
