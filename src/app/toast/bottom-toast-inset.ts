/** Marks a screen's bottom bar of buttons, which bottom toasts keep clear of: spread it on the bar's element. */
export const BOTTOM_BAR_MARK = { 'data-bottom-bar': '' } as const;
export const BOTTOM_BAR_SELECTOR = '[data-bottom-bar]';

/** Gap between a bottom toast and the viewport's bottom edge when nothing is in its way (px). */
export const TOAST_EDGE_GAP_PX = 16;
/** Gap between a bottom toast and a screen's bottom bar (px). */
export const TOAST_BAR_GAP_PX = 8;

/** A bottom toast's height until it has been measured (px): one line of text beside the Undo button. */
export const UNMEASURED_TOAST_HEIGHT = 64;

/** Where a screen's bottom bar is in the viewport (px from its top). */
export interface BarSpan {
  top: number;
  bottom: number;
}

/**
 * How far above the viewport's bottom edge a bottom toast (undo) sits, so it never covers the screen's bottom bar:
 * under the bar when a toast of `toastHeight` fits between it and the edge (the goals bar follows a short list),
 * otherwise just above it (the budget bar is fixed to the bottom; the goals bar sticks there under a long list).
 */
export function bottomToastInset(bar: BarSpan | null, viewportHeight: number, toastHeight: number): number {
  if (!bar || bar.bottom <= 0 || bar.top >= viewportHeight) return TOAST_EDGE_GAP_PX;
  const roomUnder = viewportHeight - bar.bottom;
  if (roomUnder >= TOAST_EDGE_GAP_PX + toastHeight + TOAST_BAR_GAP_PX) return TOAST_EDGE_GAP_PX;
  return Math.max(TOAST_EDGE_GAP_PX, viewportHeight - bar.top + TOAST_BAR_GAP_PX);
}
