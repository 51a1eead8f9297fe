/** Core §9: toast display time and the swipe distance that dismisses one. */
export const TOAST_DURATION_MS = 5000;
export const SWIPE_DISMISS_PX = 50;
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'destructive';

/** A button on the toast (Undo): its visible text, its accessible name, and what it does. */
export interface ToastAction {
  label: string;
  name: string;
  run: () => void;
}

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** How long it shows; TOAST_DURATION_MS unless said. */
  durationMs?: number;
  /**
   * 'bottom' for a toast that stays a while after every change (undo): clear of the header and month strip it
   * would otherwise cover, and of the screen's bottom bar (bottom-toast-inset.ts). Others show at the top.
   */
  placement?: 'top' | 'bottom';
}

/** A swipe to the right by at least the threshold dismisses; left or short swipes spring back. */
export function isDismissingSwipe(startX: number, endX: number): boolean {
  return endX - startX >= SWIPE_DISMISS_PX;
}

/** How far the toast follows the pointer: only rightwards. */
export function swipeOffset(startX: number, currentX: number): number {
  return Math.max(0, currentX - startX);
}
