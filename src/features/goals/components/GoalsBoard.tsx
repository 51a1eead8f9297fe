import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useState } from 'react';
import { namedDragAnnouncements } from '../../../app/ui/drag-announcements.ts';
import { MEASURE_DROP_ZONES_WHILE_DRAGGING } from '../../../app/ui/drag-measuring.ts';
import { DELETE_DROP_ID } from '../model/delete-drop-id.ts';
import { dropOnDeleteKeys } from '../model/drop-on-delete-keys.ts';
import type { Goal } from '../api/goals-api.ts';
import { useCreateGoal, useDeleteGoal } from '../hooks/use-goal-mutations.ts';
import { useGoalEdits } from '../hooks/use-goal-edits.ts';
import { useGoalSelection } from '../hooks/use-goal-selection.ts';
import type { GoalPace } from '../../../domain/goal-pace.ts';
import { GOALS_FILL_IN_ORDER } from '../../../domain/goal-plan-line.ts';
import { GoalRow } from './GoalRow.tsx';
import { GoalsActionBar } from './GoalsActionBar.tsx';
import styles from './GoalsBoard.module.css';
import { GoalsEmptyState } from './GoalsEmptyState.tsx';
import { NewGoalRow } from './NewGoalRow.tsx';

/** A goal due by a month or repeating: its plan takes its share of the balance in order. */
const dueDateKnown = (goal: Goal) => goal.targetMonth !== null || goal.repeatMonths !== null;

// A pointer drop counts where the pointer is; a keyboard drag has no pointer, so the moved row's box counts.
const collision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

/** The goal list, the new-goal row or the empty state, and the action bar; owns selection and dragging. */
export function GoalsBoard({
  goals,
  planLines,
  paces,
}: {
  goals: readonly Goal[];
  /** Each goal's plan line by id (useGoalPlanLines). */
  planLines: ReadonlyMap<number, string>;
  /** Each dated goal's pace by id (useGoalPaces). */
  paces: ReadonlyMap<number, GoalPace>;
}) {
  const [adding, setAdding] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [editing, setEditing] = useState(false);
  const selection = useGoalSelection(goals);
  const edits = useGoalEdits(setEditing);
  const createGoal = useCreateGoal();
  const deleteGoal = useDeleteGoal();
  // A small move starts a drag, so a click on the handle stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropOnDeleteKeys }),
  );

  const remove = (id: number) => {
    const goal = goals.find((candidate) => candidate.id === id);
    selection.clear();
    if (goal) deleteGoal.mutate(goal);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (over?.id === DELETE_DROP_ID) remove(Number(active.id));
  };
  const nameOf = (id: UniqueIdentifier) =>
    id === DELETE_DROP_ID ? 'DELETE' : (goals.find((goal) => goal.id === id)?.name ?? 'the goal');

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      measuring={MEASURE_DROP_ZONES_WHILE_DRAGGING}
      onDragStart={() => setDragging(true)}
      onDragCancel={() => setDragging(false)}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: namedDragAnnouncements(nameOf),
        screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
      }}
    >
      <div className={styles.board}>
        {goals.length === 0 && !adding ? (
          <GoalsEmptyState />
        ) : (
          <ul className={styles.list} aria-label="Goals">
            {goals.map((goal) => (
              <GoalRow
                key={goal.id}
                goal={goal}
                selected={selection.selected?.id === goal.id}
                onToggleSelected={selection.toggle}
                edits={edits}
                dragDisabled={editing}
                planLine={planLines.get(goal.id)}
                pace={paces.get(goal.id)}
              />
            ))}
          </ul>
        )}
        {goals.some((goal) => dueDateKnown(goal)) && <p className={styles.order}>{GOALS_FILL_IN_ORDER}</p>}
        {adding && (
          <NewGoalRow onCreate={(goal) => createGoal.mutate(goal)} onClose={() => setAdding(false)} />
        )}
      </div>
      <GoalsActionBar
        dragging={dragging}
        selectedName={selection.selected?.name ?? null}
        onAdd={() => setAdding(true)}
        onDelete={() => selection.selected && remove(selection.selected.id)}
      />
    </DndContext>
  );
}

const DRAG_INSTRUCTIONS =
  'To delete this goal, press space or enter to pick it up, press the down arrow to move it onto the delete button, and press space or enter again. Press escape to cancel.';
