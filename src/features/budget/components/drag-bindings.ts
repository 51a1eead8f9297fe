import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  type HTMLAttributes,
} from 'react';

/**
 * What drag and drop gives the board's parts, by key. Drag and drop (dnd-kit, `BoardDrag.tsx`) loads after the
 * month's first paint (docs/frontend.md, "A returning user's first screen") and renders beside the board, not
 * around it: its bindings (one `useSortable` per row, one `useDroppable` per section and for DELETE) publish here,
 * and each part reads its own. So the rows, drawn plainly at first, are never remounted when it arrives: nothing
 * typed, focused or pressed is lost.
 */
export interface DragBindings {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  subscribe(key: string, listener: () => void): () => void;
}

export function createDragBindings(): DragBindings {
  const values = new Map<string, unknown>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: (key) => values.get(key),
    set(key, value) {
      if (values.get(key) === value) return;
      if (value === undefined) values.delete(key);
      else values.set(key, value);
      for (const listener of listeners.get(key) ?? []) listener();
    },
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set.add(listener));
      return () => set.delete(listener);
    },
  };
}

export const DragBindingsContext = createContext<DragBindings | null>(null);

/**
 * The binding published under `key`, or undefined while drag and drop has not loaded. Its arrival is a transition:
 * the drag layer publishes every row's at once, and re-rendering the 60 rows of a full month in one task held the
 * page for a long task just after the first paint; as a transition React yields between rows. Its changes while a
 * drag goes on (dragging, over DELETE) render at once.
 */
export function useDragBinding<Binding>(key: string): Binding | undefined {
  const bindings = useContext(DragBindingsContext);
  const [held, setHeld] = useState(() => ({ key, value: bindings?.get(key) }));
  useLayoutEffect(() => {
    if (!bindings) return;
    let arrived = bindings.get(key) !== undefined;
    const update = () => {
      const value = bindings.get(key);
      const hold = () =>
        setHeld((last) => (last.key === key && last.value === value ? last : { key, value }));
      if (arrived) hold();
      else startTransition(hold);
      arrived = value !== undefined;
    };
    update();
    return bindings.subscribe(key, update);
  }, [bindings, key]);
  return (held.key === key ? held.value : bindings?.get(key)) as Binding | undefined;
}

/** A row's binding: its node, its handle's bindings, and whether it is the one being dragged. */
export interface RowDrag {
  setNodeRef?: (element: HTMLElement | null) => void;
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  attributes: HTMLAttributes<HTMLElement>;
  listeners: HTMLAttributes<HTMLElement> | undefined;
  isDragging: boolean;
}

/** A section's binding: its node as a drop target (while empty), and whether a row is over it. */
export interface SectionDrop {
  setNodeRef: (element: HTMLElement | null) => void;
  isOver: boolean;
}

/** DELETE's binding: its node as a drop target, whether a row is dragged, whether it is over DELETE. */
export interface DeleteTarget {
  setNodeRef?: (element: HTMLElement | null) => void;
  dragging: boolean;
  isOver: boolean;
}

export type DropIndicator = { key: string; position: 'above' | 'below' } | null;

export const rowBindingKey = (itemKey: string) => `row:${itemKey}`;
export const sectionBindingKey = (section: number) => `section:${section}`;
export const DELETE_BINDING_KEY = 'delete';
export const INDICATOR_BINDING_KEY = 'indicator';

/** The line that shows where the dragged row would land. */
export function useDropIndicator(): DropIndicator {
  return useDragBinding<DropIndicator>(INDICATOR_BINDING_KEY) ?? null;
}
