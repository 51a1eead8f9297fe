// Where toasts may go so they cover neither the header's controls nor what ends a screen.

/** Gap between a top toast and the header above it (px). */
export const TOAST_HEADER_GAP_PX = 8;

/** The CSS variable a screen adds to its bottom padding: the room a bottom toast takes while it shows. */
export const BOTTOM_TOAST_ROOM_VARIABLE = '--bottom-toast-room';

/**
 * How far below the viewport's top a top toast sits: under the header while the header is in view (its Login and
 * Get Started, the app's navigation), else at `edge` (the inset past the install banner).
 */
export function topToastInset(headerBottom: number | null, edge: number): number {
  if (headerBottom === null || headerBottom <= 0) return edge;
  return Math.max(edge, headerBottom + TOAST_HEADER_GAP_PX);
}

/** Whether the page is scrolled to its end (within `slack` px): then a bottom toast's room is scrolled into view. */
export function atPageEnd(scrollY: number, viewportHeight: number, pageHeight: number, slack = 8): boolean {
  return scrollY + viewportHeight >= pageHeight - slack;
}
