import { useEffect, type RefObject } from 'react';
import { watchPosition } from '../ui/watch-position.ts';

/**
 * Keeps a CSS custom property on the root element at the element's bottom edge in the viewport (0 once it has
 * scrolled away), so fixed layers such as the toasts can start below it instead of covering it.
 */
export function useViewportBottomVariable(element: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const root = document.documentElement;
    let written = '';
    const stop = watchPosition(
      target,
      () => {
        const value = `${Math.max(0, Math.round(target.getBoundingClientRect().bottom))}px`;
        // Each write restyles the whole page (the property is inherited): only a change is written.
        if (value === written) return;
        written = value;
        root.style.setProperty(name, value);
      },
      { now: false },
    );
    return () => {
      stop();
      root.style.removeProperty(name);
    };
  }, [element, name]);
}
