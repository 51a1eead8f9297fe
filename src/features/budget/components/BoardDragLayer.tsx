import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BudgetDndProps } from './BudgetDnd.tsx';
import { DragKitContext, type DragKit } from './drag-kit.ts';
import { replayPlainActivation } from './plain-activation.ts';

let loading: Promise<DragKit> | null = null;
let loaded: DragKit | null = null;

function loadDragKit(): Promise<DragKit> {
  loading ??= import('./BoardDrag.tsx').then((kit) => (loaded = kit));
  return loading;
}

interface BoardDragLayerProps extends BudgetDndProps {
  /** No field is open on the board: the rows may be drawn again (with their drag bindings) without losing one. */
  idle: boolean;
}

/**
 * Puts drag and drop around the board once it has loaded, which starts after the board's first paint. Drawing
 * the board with its bindings remounts the rows, so it waits until no field is open; the focused control keeps
 * the focus, and a handle pressed meanwhile starts its drag.
 */
export function BoardDragLayer({ idle, children, ...dnd }: BoardDragLayerProps) {
  const [arrived, setArrived] = useState(() => loaded);
  const [kit, setKit] = useState(() => loaded);
  if (arrived && !kit && idle) setKit(arrived);
  const focused = useRef<Element | null>(null);

  useEffect(() => {
    let live = true;
    loadDragKit().then(
      (next) => live && setArrived(next),
      // Without the drag layer (its code could not be fetched) the board stays plain: handle clicks still move.
      () => undefined,
    );
    const noteFocus = (event: FocusEvent) => (focused.current = event.target as Element);
    document.addEventListener('focusin', noteFocus);
    return () => {
      live = false;
      document.removeEventListener('focusin', noteFocus);
    };
  }, []);

  useLayoutEffect(() => {
    if (!kit) return;
    const label = focused.current?.getAttribute('aria-label');
    if (label && !focused.current?.isConnected && document.activeElement === document.body) {
      [...document.querySelectorAll<HTMLElement>('[aria-label]')]
        .find((element) => element.getAttribute('aria-label') === label)
        ?.focus();
    }
    replayPlainActivation(document.body);
  }, [kit]);

  return (
    <DragKitContext.Provider value={kit}>
      {kit ? <kit.BudgetDnd {...dnd}>{children}</kit.BudgetDnd> : children}
    </DragKitContext.Provider>
  );
}
