import { useEffect, useState } from 'react';
import { isCut } from '../model/name-expander.ts';

/**
 * Whether the row's name `node` (the name's text, inside its button) shows only part of `name`: measured after
 * each layout that changes its size or its button's (the observer reports once when it starts watching), and
 * again when the name changes. False while there is no node (the name's field is open).
 */
export function useNameCut(node: HTMLElement | null, name: string): boolean {
  const [measured, setMeasured] = useState<{ node: HTMLElement; name: string; cut: boolean } | null>(null);
  useEffect(() => {
    if (!node) return;
    const boxes = [node, node.parentElement].filter((element) => element !== null);
    const sizes = new ResizeObserver(() => setMeasured({ node, name, cut: isCut(boxes) }));
    for (const element of boxes) sizes.observe(element);
    return () => sizes.disconnect();
  }, [node, name]);
  // A measure of another node or name (before this one's first report) says nothing of this one.
  return measured !== null && measured.node === node && measured.name === name && measured.cut;
}
