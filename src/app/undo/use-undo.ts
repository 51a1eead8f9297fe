import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { UNDO_BUTTON_TEXT, UNDO_TOAST_MS, undoButtonName, undoneTitle } from '../../domain/undo-text.ts';
import { undoHistoryOf } from '../../lib/undo-history.ts';
import { dismissToast, notify } from '../toast/notify.ts';
import { isUndoShortcut } from './undo-shortcut.ts';

/**
 * Undo on a screen (budget, goals): each saved change shows its toast with Undo for 10 s, Ctrl+Z / Cmd+Z
 * outside text fields undoes the last change, and leaving the screen forgets its changes.
 */
export function useUndo(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const history = undoHistoryOf(queryClient);
    let shown: { entryId: number; toastId: string } | null = null;
    const dismiss = () => {
      if (shown) dismissToast(shown.toastId);
      shown = null;
    };

    const stopListening = history.subscribe((event) => {
      if (event.type === 'saved') {
        const { id, label } = event;
        const toastId = notify({
          ...label,
          durationMs: UNDO_TOAST_MS,
          placement: 'bottom',
          action: { label: UNDO_BUTTON_TEXT, name: undoButtonName(label.title), run: () => history.undo(id) },
        });
        shown = { entryId: id, toastId };
      } else if (event.type === 'undone') {
        // The Undo button and Ctrl+Z say the same: which change was taken back.
        dismiss();
        notify({ title: undoneTitle(event.label.title), placement: 'bottom' });
      } else {
        dismiss();
      }
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && isUndoShortcut(event, document.activeElement) && history.undo()) {
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      stopListening();
      dismiss();
      history.clear();
    };
  }, [queryClient]);
}
