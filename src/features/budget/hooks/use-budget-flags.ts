import { useCallback, useSyncExternalStore } from 'react';
import { isNewUser, markBudgetAdjusted } from '../../../lib/new-user-flags.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Core §4 new-user state, re-read whenever this screen ends it. */
export function useNewUserFlag(): { isNew: boolean; endNewUserState: () => void } {
  const isNew = useSyncExternalStore(subscribe, () => isNewUser(localStorage));
  const endNewUserState = useCallback(() => {
    markBudgetAdjusted(localStorage);
    listeners.forEach((listener) => listener());
  }, []);
  return { isNew, endNewUserState };
}
