import { createContext, useContext } from 'react';

export type DropIndicator = { key: string; position: 'above' | 'below' } | null;

/** Set by the drag and drop layer while a row is dragged; null otherwise (and before that layer loads). */
export const DropIndicatorContext = createContext<DropIndicator>(null);

/** The line that shows where the dragged row would land. */
export function useDropIndicator(): DropIndicator {
  return useContext(DropIndicatorContext);
}
