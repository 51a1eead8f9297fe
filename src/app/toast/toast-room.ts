// Where toasts may go so they cover neither the header's controls nor what ends a screen.
import { TOAST_BAR_GAP_PX } from './bottom-toast-inset.ts';

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

/**
 * Marks a screen that docks its toasts (the budget): every toast shows at the bottom, in a band of the screen's
 * background just above its bottom bar, and the screen keeps the band's height as room under its content.
 */
export const TOAST_DOCK_MARK = { 'data-toast-dock': '' } as const;
const TOAST_DOCK_SELECTOR = '[data-toast-dock]';

export function isDockedScreen(): boolean {
  return document.querySelector(TOAST_DOCK_SELECTOR) !== null;
}

/**
 * The height of the band the bottom toasts of `heights` need (px): the tallest with the gap it keeps from the
 * bottom bar (TOAST_BAR_GAP_PX) below it and above it; 0 with
 * none; null while one is still to be measured (a toast replacing another keeps the band as it was meanwhile).
 */
export function dockHeight(heights: readonly (number | undefined)[]): number | null {
  if (heights.some((height) => !height)) return null;
  return heights.length === 0 ? 0 : Math.max(...(heights as number[])) + 2 * TOAST_BAR_GAP_PX;
}

/**
 * How far the page scrolls when the band goes from `before` to `after` px: by what it grew, so whatever was in
 * view above the bottom bar moves up above the band instead of going under it; nothing when it shrinks.
 */
export function scrollForDock(before: number, after: number): number {
  return Math.max(0, after - before);
}
