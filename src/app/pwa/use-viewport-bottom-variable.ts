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
    const stop = watchPosition(target, () => {
      root.style.setProperty(name, `${Math.max(0, Math.round(target.getBoundingClientRect().bottom))}px`);
    });
    return () => {
      stop();
      root.style.removeProperty(name);
    };
  }, [element, name]);
}
