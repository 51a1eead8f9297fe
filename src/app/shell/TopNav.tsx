import { Link, useLocation } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { GearIcon } from '../icons/GearIcon.tsx';
import { TargetIcon } from '../icons/TargetIcon.tsx';
import { WalletIcon } from '../icons/WalletIcon.tsx';
import { isNavActive, type NavTarget } from '../session/route-rules.ts';
import styles from './TopNav.module.css';

const BUTTONS: { target: NavTarget; label: string; to: string; Icon: ComponentType }[] = [
  { target: 'budget', label: 'Budget', to: '/', Icon: WalletIcon },
  { target: 'goals', label: 'Goals', to: '/future-goals', Icon: TargetIcon },
  { target: 'settings', label: 'Settings', to: '/settings', Icon: GearIcon },
];

export function TopNav() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <nav aria-label="Main">
      <ul className={styles.list}>
        {BUTTONS.map(({ target, label, to, Icon }) => {
          const active = isNavActive(target, pathname);
          return (
            <li key={target}>
              <Link
                to={to}
                aria-label={label}
                title={label}
                aria-current={active ? 'page' : undefined}
                activeOptions={{ exact: true }}
                className={`${styles.button} ${active ? styles.active : ''}`}
              >
                <Icon />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
