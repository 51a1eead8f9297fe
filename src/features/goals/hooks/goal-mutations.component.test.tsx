// The goal writes (use-goal-mutations.ts, use-goal-edits.ts) as the goals screen calls them: the real query cache,
// writes, undo history and toasts, the network answered by msw at the fetch boundary (fake-goals-api.ts).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/session/query-client.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import { undoHistoryOf, type UndoEvent } from '../../../lib/undo-history.ts';
import { fakeGoalsApi, type FakeGoalsApi } from '../../../test-support/component/fake-goals-api.ts';
import { server } from '../../../test-support/component/setup.ts';
import { deleteGoal, goalsRead, type Goal } from '../api/goals-api.ts';
import { goalWriteDefaults } from './goal-write-defaults.ts';
import { useGoalEdits } from './use-goal-edits.ts';
import { GOAL_NOT_SAVED, GOAL_WRITES, useCreateGoal, useDeleteGoal } from './use-goal-mutations.ts';
import { balanceWrite } from './use-update-balance.ts';
import { GOAL_SETTINGS_WRITES } from './use-into-budget.ts';
import { toasterWrapper } from '../../../test-support/component/toaster-wrapper.tsx';

const USER = '7d0c6f1e-0000-4000-8000-000000000033';

let api: FakeGoalsApi;
let queryClient: QueryClient;
let saved: string[];

beforeEach(async () => {
  api = fakeGoalsApi(USER, [
    { name: 'Holiday', targetAmount: 90_000 },
    { name: 'New sofa', targetAmount: 60_000 },
  ]);
  server.use(...api.handlers);
  queryClient = createQueryClient();
  await queryClient.fetchQuery(goalsRead);
  saved = [];
  undoHistoryOf(queryClient).subscribe((event: UndoEvent) => {
    if (event.type === 'saved') saved.push(event.label.title);
  });
});

/** The hooks as the goals screen has them; `reading`: with its read of the goals, as on the screen. */
function mounted(reading = true) {
  const wrapper = toasterWrapper(queryClient);
  return renderHook(
    // The screen reads the goals as it writes them: its reads are the ones a write's settling reads again.
    () => ({
      goals: useQuery({ ...goalsRead, enabled: reading }),
      create: useCreateGoal(),
      remove: useDeleteGoal(),
      edits: useGoalEdits(() => undefined),
    }),
    { wrapper },
  ).result;
}

const cached = () => queryClient.getQueryData(goalsRead.queryKey) ?? [];
const goal = (name: string): Goal => cached().find((entry) => entry.name === name)!;
const storedGoal = async (name: string): Promise<Goal | undefined> => {
  // Read with a client of its own, so the screen's cache stays as the writes left it.
  const goals = await createQueryClient().fetchQuery(goalsRead);
  return goals?.find((entry) => entry.name === name);
};
/** Holds every goal write until `release` is called, so a test sees the cache before the server answers. */
function holdWrites(): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // A handler that answers nothing hands the request on to the next one (the fake server's).
  const hold = async ({ request }: { request: Request }) => {
    if (request.method !== 'GET') await gate;
  };
  server.use(http.all('*/api/future-plans', hold), http.all('*/api/future-plans/:id', hold));
  return release;
}
const names = () => cached().map((entry) => entry.name);

/** A refusal of every PATCH and DELETE of a goal, with `body` as the answer's text. */
const refuseGoalWrites = (status: number, body: string) =>
  server.use(
    http.patch('*/api/future-plans/:id', () => new HttpResponse(body, { status })),
    http.delete('*/api/future-plans/:id', () => new HttpResponse(body, { status })),
  );

it('registers every goal write and the balance write for the offline queue', () => {
  expect(goalWriteDefaults()).toEqual([...GOAL_WRITES, balanceWrite, ...GOAL_SETTINGS_WRITES]);
  expect(goalWriteDefaults().map((write) => write.name)).toEqual([
    'goal-update',
    'goal-restore',
    'goal-delete',
    'goal-create',
    'goal-balance',
    'goal-settings',
  ]);
});

it('a new goal shows at once, is sent with nothing saved and a timeframe of 12, and its undo deletes it', async () => {
  const hook = mounted();
  const release = holdWrites();
  hook.current.create.mutate({ name: 'Bike', targetAmount: 50_000, emoji: '🚲' });
  await waitFor(() => expect(names()).toEqual(['Holiday', 'New sofa', 'Bike']));
  expect(goal('Bike')).toMatchObject({ targetAmount: 50_000, emoji: '🚲', savedAmount: 0 });
  expect(goal('Bike').id).toBeLessThan(0);
  release();
  await waitFor(() => expect(saved).toEqual([UNDO_LABELS.added('Bike')]));
  expect(api.writes).toEqual([
    {
      method: 'POST',
      path: '/api/future-plans',
      body: {
        userId: 0,
        timeframeMonths: 12,
        name: 'Bike',
        targetAmount: 50_000,
        emoji: '🚲',
        savedAmount: 0,
      },
    },
  ]);
  const created = api.writes.length;
  // Read again once saved, the cache has the server's id.
  const bikeId = (await storedGoal('Bike'))!.id;
  await waitFor(() => expect(goal('Bike').id).toBe(bikeId));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));

  const releaseUndo = holdWrites();
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(names()).toEqual(['Holiday', 'New sofa']));
  releaseUndo();
  await waitFor(() => expect(api.storedNames()).toEqual(['Holiday', 'New sofa']));
  expect(api.writes.slice(created)).toEqual([
    { method: 'DELETE', path: `/api/future-plans/${bikeId}`, body: undefined },
  ]);
});

it('a goal created before the goals were read shows alone in the cache', async () => {
  const hook = mounted(false);
  queryClient.removeQueries({ queryKey: goalsRead.queryKey });
  const release = holdWrites();
  hook.current.create.mutate({ name: 'Bike', targetAmount: 50_000, emoji: '🚲' });
  await waitFor(() =>
    expect(queryClient.getQueryData(goalsRead.queryKey)?.map((entry) => entry.name)).toEqual(['Bike']),
  );
  release();
  await waitFor(() => expect(api.storedNames()).toContain('Bike'));
});

it('each edit sends only its own change to the goal’s path, shows it at once, and undo sends it back', async () => {
  const hook = mounted();
  const holiday = goal('Holiday');
  hook.current.edits.rename(holiday, '   ');
  expect(queryClient.getMutationCache().getAll()).toEqual([]);

  let release = holdWrites();
  hook.current.edits.rename(holiday, '  Trip ');
  await waitFor(() => expect(goal('Trip')?.id).toBe(holiday.id));
  release();
  await waitFor(() => expect(saved).toHaveLength(1));
  release = holdWrites();
  hook.current.edits.retarget(goal('Trip'), 95_000);
  await waitFor(() => expect(goal('Trip').targetAmount).toBe(95_000));
  release();
  await waitFor(() => expect(saved).toHaveLength(2));
  release = holdWrites();
  hook.current.edits.changeEmoji(goal('Trip'), '🏖️');
  await waitFor(() => expect(goal('Trip').emoji).toBe('🏖️'));
  release();
  await waitFor(() => expect(saved).toHaveLength(3));
  expect(saved).toEqual([
    UNDO_LABELS.renamed('Holiday', 'Trip'),
    UNDO_LABELS.amountChanged('Trip', 95_000),
    UNDO_LABELS.emojiChanged('Trip', '🏖️'),
  ]);
  const path = `/api/future-plans/${holiday.id}`;
  expect(api.writes).toEqual([
    { method: 'PATCH', path, body: { name: 'Trip' } },
    { method: 'PATCH', path, body: { targetAmount: 95_000 } },
    { method: 'PATCH', path, body: { emoji: '🏖️' } },
  ]);

  release = holdWrites();
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(goal('Trip').emoji).toBe(holiday.emoji));
  release();
  await waitFor(() => expect(api.writes).toHaveLength(4));
  expect(api.writes[3]).toEqual({ method: 'PATCH', path, body: { emoji: holiday.emoji } });
  await waitFor(() => expect(queryClient.isMutating()).toBe(0));
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(api.writes).toHaveLength(5));
  expect(api.writes[4]).toEqual({ method: 'PATCH', path, body: { targetAmount: 90_000 } });
  expect((await storedGoal('Trip'))?.targetAmount).toBe(90_000);
});

it('a refused edit is rolled back and the toast says the server’s message, or ours when it gives none', async () => {
  const hook = mounted();
  refuseGoalWrites(400, JSON.stringify({ message: 'name: That name is taken' }));
  const release = holdWrites();
  hook.current.edits.rename(goal('Holiday'), 'Trip');
  await waitFor(() => expect(goal('Trip')).toBeDefined());
  release();
  expect(await screen.findByText('name: That name is taken')).toBeTruthy();
  expect(cached().map((entry) => entry.name)).toEqual(['Holiday', 'New sofa']);

  refuseGoalWrites(500, '');
  hook.current.edits.retarget(goal('New sofa'), 1_000);
  expect(await screen.findByText(GOAL_NOT_SAVED)).toBeTruthy();
  expect(goal('New sofa').targetAmount).toBe(60_000);
  expect(saved).toEqual([]);
});

it('a delete leaves at once; its undo sends the goal back with what it had saved and its place', async () => {
  const hook = mounted();
  const sofa = goal('New sofa');
  let release = holdWrites();
  hook.current.remove.mutate(sofa);
  await waitFor(() => expect(names()).toEqual(['Holiday']));
  release();
  await waitFor(() => expect(saved).toEqual([UNDO_LABELS.deleted('New sofa')]));
  expect(api.writes).toEqual([{ method: 'DELETE', path: `/api/future-plans/${sofa.id}`, body: undefined }]);

  release = holdWrites();
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(names()).toEqual(['Holiday', 'New sofa']));
  expect(goal('New sofa')).toMatchObject({ targetAmount: 60_000, sortOrder: sofa.sortOrder });
  expect(goal('New sofa').id).toBeLessThan(0);
  release();
  await waitFor(() => expect(api.storedNames()).toEqual(['Holiday', 'New sofa']));
  expect(api.writes[1]).toEqual({
    method: 'POST',
    path: '/api/future-plans',
    body: {
      userId: 0,
      timeframeMonths: 12,
      name: 'New sofa',
      targetAmount: 60_000,
      emoji: sofa.emoji,
      savedAmount: 0,
      sortOrder: sofa.sortOrder,
    },
  });
  expect((await storedGoal('New sofa'))!.id).not.toBe(sofa.id);
});

it('an older edit undone after a delete’s undo reaches the goal under its new id', async () => {
  const hook = mounted();
  hook.current.edits.retarget(goal('New sofa'), 70_000);
  await waitFor(() => expect(saved).toHaveLength(1));
  hook.current.remove.mutate(goal('New sofa'));
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(api.storedNames()).toEqual(['Holiday', 'New sofa']));
  await waitFor(() => expect(queryClient.isMutating()).toBe(0));
  const restoredId = (await storedGoal('New sofa'))!.id;

  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(api.writes).toHaveLength(4));
  expect(api.writes[3]).toEqual({
    method: 'PATCH',
    path: `/api/future-plans/${restoredId}`,
    body: { targetAmount: 60_000 },
  });
});

it('a delete of a goal the server no longer has is done; another refusal puts the goal back', async () => {
  const hook = mounted();
  // Deleted on another device: the server has it no longer, and answers 404.
  await deleteGoal(goal('New sofa').id);
  refuseGoalWrites(404, JSON.stringify({ message: 'Not found' }));
  hook.current.remove.mutate(goal('New sofa'));
  await waitFor(() => expect(saved).toEqual([UNDO_LABELS.deleted('New sofa')]));
  expect(cached().map((entry) => entry.name)).toEqual(['Holiday']);

  refuseGoalWrites(409, JSON.stringify({ message: 'Goal is locked' }));
  const release = holdWrites();
  hook.current.remove.mutate(goal('Holiday'));
  await waitFor(() => expect(cached()).toEqual([]));
  release();
  expect(await screen.findByText('Goal is locked')).toBeTruthy();
  expect(cached().map((entry) => entry.name)).toEqual(['Holiday']);
  expect(saved).toHaveLength(1);
});
