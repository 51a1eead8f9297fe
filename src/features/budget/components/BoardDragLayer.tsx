import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { firstScreenDrawn, whenFirstScreenDrawn } from '../../../app/ui/first-screen.ts';
import { createDragBindings, DragBindingsContext } from './drag-bindings.ts';
import type * as BoardDrag from './BoardDrag.tsx';
import type { DragLayerProps } from './BoardDrag.tsx';

type DragKit = typeof BoardDrag;

let loading: Promise<DragKit> | null = null;
let loaded: DragKit | null = null;

function loadDragKit(): Promise<DragKit> {
  loading ??= import('./BoardDrag.tsx').then((kit) => (loaded = kit));
  return loading;
}

/**
 * The board, drawn at once, and its drag and drop, requested after the board's first paint and rendered beside it
 * once it arrives (drag-bindings.ts says why beside). Without it (its code could not be fetched) the board stays
 * plain: the handle's click-to-move still works.
 */
export function BoardDragLayer({
  children,
  ...layer
}: Omit<DragLayerProps, 'bindings'> & { children: ReactNode }) {
  const [bindings] = useState(createDragBindings);
  const [kit, setKit] = useState(() => loaded);
  useEffect(() => {
    firstScreenDrawn();
    let live = true;
    whenFirstScreenDrawn(() =>
      loadDragKit().then(
        (next) => live && startTransition(() => setKit(next)),
        () => undefined,
      ),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <DragBindingsContext.Provider value={bindings}>
      {children}
      {kit && <kit.DragLayer {...layer} bindings={bindings} />}
    </DragBindingsContext.Provider>
  );
}
