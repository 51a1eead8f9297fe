import { useCallback, useEffect, useRef } from 'react';

/** How long after an add or a move the row keeps a claim on the focus (its id changes once the server answers). */
export const ROW_FOCUS_MS = 5000;

/**
 * After an add or a move the row the person just placed gets the focus (its handle, 'Move {name}'), so the
 * keyboard goes on from there instead of from the top of the page. The add row, or the moved row's old place,
 * is removed from the page and the focus falls to the body; each render of the month puts it on the row, for a
 * few seconds, as long as nothing else has the focus (a row replaced by its saved copy is remounted).
 */
export function useRowFocus(): (name: string) => void {
  const wanted = useRef<{ name: string; until: number } | null>(null);

  useEffect(() => {
    const target = wanted.current;
    if (!target) return;
    if (Date.now() > target.until) {
      wanted.current = null;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const label = `Move ${target.name}`;
    const handle = Array.from(document.querySelectorAll<HTMLElement>('li > button[aria-label]')).find(
      (button) => button.getAttribute('aria-label') === label,
    );
    handle?.focus();
  });

  return useCallback((name: string) => {
    wanted.current = { name, until: Date.now() + ROW_FOCUS_MS };
  }, []);
}
