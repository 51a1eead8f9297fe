import { useEffect, type RefObject } from 'react';

/**
 * Keeps a CSS custom property on the root element at the element's bottom edge in the viewport (0 once it has
 * scrolled away), so fixed layers such as the toasts can start below it instead of covering it.
 */
export function useViewportBottomVariable(element: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      frame = 0;
      root.style.setProperty(name, `${Math.max(0, Math.round(target.getBoundingClientRect().bottom))}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    const resizes = new ResizeObserver(schedule);
    resizes.observe(target);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      root.style.removeProperty(name);
    };
  }, [element, name]);
}
