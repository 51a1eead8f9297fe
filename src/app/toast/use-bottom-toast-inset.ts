import { useLayoutEffect, useState } from 'react';
import { useToasterStore } from 'react-hot-toast';
import { BOTTOM_BAR_SELECTOR, bottomToastInset } from './bottom-toast-inset.ts';

/** A bottom toast's height until it has been measured (px): one line of text beside the Undo button. */
const UNMEASURED_TOAST_HEIGHT = 64;

function tallestBottomToast(toasts: ReturnType<typeof useToasterStore>['toasts']): number {
  const heights = toasts
    .filter((t) => t.visible && t.position === 'bottom-center')
    .map((t) => t.height || UNMEASURED_TOAST_HEIGHT);
  return Math.max(0, ...heights);
}

/**
 * The bottom inset for bottom toasts while one shows, kept up to date as the page scrolls, resizes or reflows
 * (a deleted goal moves the goals bar up).
 */
export function useBottomToastInset(): number {
  const toastHeight = tallestBottomToast(useToasterStore().toasts);
  const [inset, setInset] = useState(() => bottomToastInset(null, window.innerHeight, toastHeight));

  useLayoutEffect(() => {
    if (toastHeight === 0) return;
    const measure = () => {
      const bar = document.querySelector(BOTTOM_BAR_SELECTOR)?.getBoundingClientRect() ?? null;
      setInset(bottomToastInset(bar, window.innerHeight, toastHeight));
    };
    measure();
    let frame = 0;
    const remeasure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const reflow = new ResizeObserver(remeasure);
    reflow.observe(document.body);
    window.addEventListener('scroll', remeasure, { passive: true });
    window.addEventListener('resize', remeasure);
    return () => {
      cancelAnimationFrame(frame);
      reflow.disconnect();
      window.removeEventListener('scroll', remeasure);
      window.removeEventListener('resize', remeasure);
    };
  }, [toastHeight]);

  return inset;
}
