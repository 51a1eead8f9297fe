import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { listedItems, type BudgetView } from '../../../domain/budget-view.ts';
import type { BudgetItem } from '../../../domain/items.ts';
import { planMove, type Section } from '../../../domain/reorder.ts';
import type { EditField, RowActions } from '../model/row-actions.ts';
import type { RowStates } from '../components/BudgetSection.tsx';
import { fieldOf } from '../model/item-fields.ts';
import { itemKey } from '../model/item-key.ts';
import type { ItemWrites } from './use-item-writes.ts';

/** Core §9: a moved row is highlighted for 1 s. */
export const MOVED_HIGHLIGHT_MS = 1000;

/** The rows' interaction state: the one open edit, the row picked by its handle, the moved-row highlight. */
export function useRowInteraction(writes: ItemWrites, view: BudgetView) {
  const [editing, setEditing] = useState<{ key: string; field: EditField } | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [highlightedKey, setHighlightedKey] = useState<string | null>(null);
  const [detailsKey, setDetailsKey] = useState<string | null>(null);
  const highlightTimer = useRef<number | undefined>(undefined);
  const latest = useRef({ view, selectedKey });
  useEffect(() => {
    latest.current = { view, selectedKey };
  });
  useEffect(() => () => window.clearTimeout(highlightTimer.current), []);

  const moveTo = useCallback(
    (item: BudgetItem, to: { section: Section; index: number }) => {
      writes.move(item, planMove(latest.current.view, item, to));
      window.clearTimeout(highlightTimer.current);
      setHighlightedKey(itemKey(item));
      highlightTimer.current = window.setTimeout(() => setHighlightedKey(null), MOVED_HIGHLIGHT_MS);
    },
    [writes],
  );

  const actions: RowActions = useMemo(
    () => ({
      startEdit: (item, field) => {
        // While a row is picked, a click in a section places it there instead. A row not yet created (made
        // offline) edits too: its change is sent after the create, to the id the server gave it.
        if (latest.current.selectedKey !== null) return;
        setEditing({ key: itemKey(item), field });
        if (fieldOf(field).details) setDetailsKey(itemKey(item));
      },
      commit: (item, name, value) => {
        // A tick leaves an open edit open.
        if (name !== 'isPaid') setEditing(null);
        writes.save(name, item, value);
      },
      cancelEdit: () => setEditing(null),
      toggleSelected: (item) => {
        const key = itemKey(item);
        setSelectedKey((current) => (current === key ? null : key));
      },
    }),
    [writes],
  );

  useEffect(() => {
    if (selectedKey === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSelectedKey(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [selectedKey]);

  const picked = listedItems(view).find((item) => itemKey(item) === selectedKey) ?? null;
  const rowStates: RowStates = {
    editing,
    selectedKey,
    highlightedKey,
    dragDisabled: editing !== null,
    detailsKey,
  };

  return {
    actions,
    rowStates,
    picked,
    moveTo,
    placePicked: (section: Section) => {
      if (!picked) return;
      setSelectedKey(null);
      moveTo(picked, { section, index: view.sections[section]?.items.length ?? 0 });
    },
    deletePicked: picked
      ? () => {
          setSelectedKey(null);
          writes.remove(picked);
        }
      : null,
  };
}
