import type { SortingStrategy } from '@dnd-kit/sortable';

/**
 * Rows never slide aside during a drag: the dragged row is drawn by the drag overlay, and a line marks where
 * it will land (the 40% rule decides above or below, which a sliding list would contradict).
 */
export const keepRowsInPlace: SortingStrategy = () => null;
