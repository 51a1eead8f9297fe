import { useLayoutEffect, useState } from 'react';
import { useToasterStore } from 'react-hot-toast';
import { watchPosition } from '../ui/watch-position.ts';
import { BOTTOM_BAR_SELECTOR, bottomToastInset, UNMEASURED_TOAST_HEIGHT } from './bottom-toast-inset.ts';

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
    return watchPosition(document.body, () => {
      const bar = document.querySelector(BOTTOM_BAR_SELECTOR)?.getBoundingClientRect() ?? null;
      setInset(bottomToastInset(bar, window.innerHeight, toastHeight));
    });
  }, [toastHeight]);

  return inset;
}
