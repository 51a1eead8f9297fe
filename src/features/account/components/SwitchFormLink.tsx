import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import form from '../../../app/ui/Form.module.css';

/** Login and signup shown inside another page (the /join invitation) instead of on their own routes. */
export interface AccountEntryProps {
  /** Where to go once signed in, instead of the usual next screen. */
  next?: string;
  subtitle?: string;
  /** Shows the other form in place of following the link to its route. */
  onSwitch?: (() => void) | undefined;
}

/** The footer's way to the other form: its route, or the hosting page's switch. */
export function SwitchFormLink({
  to,
  onSwitch,
  children,
}: {
  to: string;
  onSwitch: (() => void) | undefined;
  children: ReactNode;
}) {
  if (!onSwitch)
    return (
      <Link to={to} className={form.link}>
        {children}
      </Link>
    );
  return (
    <button type="button" className={`${form.link} ${form.linkButton}`} onClick={onSwitch}>
      {children}
    </button>
  );
}
