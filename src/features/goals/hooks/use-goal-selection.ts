import { useState } from 'react';
import type { Goal } from '../api/goals-api.ts';

/** The goal selected for deletion by its row's edge zones; a goal that disappears is no longer selected. */
export function useGoalSelection(goals: readonly Goal[]) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = goals.find((goal) => goal.id === selectedId) ?? null;
  return {
    selected,
    toggle: (id: number) => setSelectedId((current) => (current === id ? null : id)),
    clear: () => setSelectedId(null),
  };
}
