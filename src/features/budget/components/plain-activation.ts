import type { KeyboardEvent, PointerEvent } from 'react';

/**
 * A press on a plain handle, before drag and drop was in place: replayed on the same handle once it is. The drag
 * layer is already on its way (BoardDragLayer starts it after the first paint).
 */
type Activation =
  | { type: 'key'; label: string; key: string; code: string }
  | { type: 'pointer'; label: string; init: PointerEventInit };

let pending: Activation | null = null;

const START_KEYS = new Set(['Space', 'Enter']);

function forgetPointer(): void {
  if (pending?.type === 'pointer') pending = null;
}

/** The listeners of a plain handle: note the press that would have started a drag, and load the drag layer. */
export const plainHandleListeners = {
  onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!START_KEYS.has(event.code)) return;
    event.preventDefault();
    const label = event.currentTarget.getAttribute('aria-label') ?? '';
    pending = { type: 'key', label, key: event.key, code: event.code };
  },
  onPointerDown(event: PointerEvent<HTMLElement>) {
    if (!event.isPrimary || event.button !== 0) return;
    const label = event.currentTarget.getAttribute('aria-label') ?? '';
    const { clientX, clientY, pointerId, pointerType, screenX, screenY } = event;
    pending = {
      type: 'pointer',
      label,
      init: {
        clientX,
        clientY,
        screenX,
        screenY,
        pointerId,
        pointerType,
        isPrimary: true,
        button: 0,
        buttons: 1,
      },
    };
    // A press released before the drag layer arrives was a click, handled as one.
    window.addEventListener('pointerup', forgetPointer, { once: true });
    window.addEventListener('pointercancel', forgetPointer, { once: true });
  },
};

/**
 * Sends the kept press, if it was on the handle labelled `label`, to that handle, now that it carries the drag
 * bindings.
 */
export function replayPlainActivation(label: string): void {
  const activation = pending;
  if (activation?.label !== label) return;
  pending = null;
  const handle = document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`);
  if (!handle) return;
  if (activation.type === 'key') {
    handle.focus();
    const { key, code } = activation;
    handle.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
  } else {
    handle.dispatchEvent(
      new PointerEvent('pointerdown', { ...activation.init, bubbles: true, cancelable: true }),
    );
  }
}
