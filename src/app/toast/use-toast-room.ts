import { useLayoutEffect, useRef, useState } from 'react';
import { useToasterStore } from 'react-hot-toast';
import { watchPosition } from '../ui/watch-position.ts';
import { UNMEASURED_TOAST_HEIGHT } from './bottom-toast-inset.ts';
import {
  BOTTOM_TOAST_ROOM_VARIABLE,
  dockHeight,
  isDockedScreen,
  scrollForDock,
  topToastInset,
} from './toast-room.ts';

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
 * While bottom toasts show, the screen keeps the band they sit in as room under its content
 * (BOTTOM_TOAST_ROOM_VARIABLE), and on a docked screen the page moves up by what the band grew: what was in view
 * above the bottom bar stays in view above the band, mid-page or at the end. Answers the band's height (px).
 */
export function useBottomToastRoom(): number {
  const heights = visible(useToasterStore().toasts, 'bottom-center').map((t) => t.height);
  const band = dockHeight(heights);
  const kept = useRef(0);
  useLayoutEffect(() => {
    if (band === null) return;
    const scroll = scrollForDock(kept.current, band);
    kept.current = band;
    document.documentElement.style.setProperty(BOTTOM_TOAST_ROOM_VARIABLE, `${band}px`);
    if (scroll > 0 && isDockedScreen()) window.scrollBy({ top: scroll });
  }, [band]);
  return band ?? dockHeight(heights.map((height) => height || UNMEASURED_TOAST_HEIGHT)) ?? 0;
}
