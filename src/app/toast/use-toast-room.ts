import { useLayoutEffect, useState } from 'react';
import { useToasterStore } from 'react-hot-toast';
import { watchPosition } from '../ui/watch-position.ts';
import { atPageEnd, BOTTOM_TOAST_ROOM_VARIABLE, TOAST_HEADER_GAP_PX, topToastInset } from './toast-room.ts';

type Toasts = ReturnType<typeof useToasterStore>['toasts'];
const visible = (toasts: Toasts, position: 'top-center' | 'bottom-center') =>
  toasts.filter((t) => t.visible && (t.position ?? 'top-center') === position);

/** The lowest bottom edge of a page header in view (the app's top bar, the site's header), or null. */
function headerBottom(): number | null {
  const bottoms = Array.from(document.querySelectorAll('header'))
    .map((header) => header.getBoundingClientRect())
    .filter((box) => box.height > 0 && box.top < window.innerHeight / 3)
    .map((box) => box.bottom);
  return bottoms.length > 0 ? Math.max(...bottoms) : null;
}

/** The top toasts' inset (px): below the header while it is in view, so it never covers its controls. */
export function useTopToastInset(edge: () => number): number {
  const showing = visible(useToasterStore().toasts, 'top-center').length > 0;
  const [inset, setInset] = useState(() => edge());
  useLayoutEffect(() => {
    if (!showing) return;
    return watchPosition(document.body, () => setInset(topToastInset(headerBottom(), edge())));
  }, [showing, edge]);
  return inset;
}

/**
 * While a bottom toast shows, the screen keeps room for it under its content (BOTTOM_TOAST_ROOM_VARIABLE), and a
 * page scrolled to its end stays at its end: the last lines (the verdict, the month-end balance) move up above the
 * toast instead of going under it.
 */
export function useBottomToastRoom(): void {
  const heights = visible(useToasterStore().toasts, 'bottom-center').map((t) => t.height ?? 0);
  const room = heights.length > 0 ? Math.max(...heights) + TOAST_HEADER_GAP_PX : 0;
  useLayoutEffect(() => {
    const root = document.documentElement;
    const wasAtEnd = atPageEnd(window.scrollY, window.innerHeight, root.scrollHeight);
    root.style.setProperty(BOTTOM_TOAST_ROOM_VARIABLE, `${room}px`);
    if (room > 0 && wasAtEnd) window.scrollTo({ top: root.scrollHeight });
  }, [room]);
}
