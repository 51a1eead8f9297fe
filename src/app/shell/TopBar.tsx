import { useRef } from 'react';
import { useViewportBottomVariable } from '../pwa/use-viewport-bottom-variable.ts';
import { useSignedInUser } from '../session/current-user.ts';
import { useHousehold } from '../session/household.ts';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import styles from './TopBar.module.css';
import { TopNav } from './TopNav.tsx';

export const TOP_BAR_BOTTOM_VARIABLE = '--top-bar-bottom';

export function greetingFor(firstName: string | null): string {
  const name = firstName?.trim();
  return name ? `Hi, ${name}` : 'Hi there';
}

/** Product name, greeting (a partner's says whose budget it is) and the navigation, above every signed-in screen. */
export function TopBar() {
  const user = useSignedInUser();
  const { view } = useHousehold();
  const bar = useRef<HTMLElement>(null);
  // Where the bar ends, for what sticks under it (the budget's tips).
  useViewportBottomVariable(bar, TOP_BAR_BOTTOM_VARIABLE);
  return (
    <header ref={bar} className={styles.bar}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <span className={styles.product}>{PRODUCT_NAME}</span>
          <span className={`${styles.greeting} ${view.sharedTitle ? styles.sharedTitle : ''}`}>
            {view.sharedTitle ?? greetingFor(user.firstName)}
          </span>
        </div>
        <TopNav />
      </div>
    </header>
  );
}
