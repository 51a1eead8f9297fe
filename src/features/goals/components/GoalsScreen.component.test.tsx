// The goals screen's selection by a row's edge zones, with the real query cache and writes; the network is
// msw's, in memory (fake-goals-api.ts). Drags by pointer are the journeys' (e2e/goals*.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { UNDO_LABELS, undoButtonName } from '../../../domain/undo-text.ts';
import { fakeGoalsApi, type FakeGoalsApi } from '../../../test-support/component/fake-goals-api.ts';
import {
  renderSignedIn,
  SIGNED_IN_USER,
  type RenderedScreen,
} from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { GOAL_NOT_SAVED } from '../hooks/use-goal-mutations.ts';
import { GoalsScreen } from './GoalsScreen.tsx';

let api: FakeGoalsApi;
let rendered: RenderedScreen;

beforeEach(async () => {
  api = fakeGoalsApi(SIGNED_IN_USER.id, [
    { name: 'Holiday', targetAmount: 90_000 },
    { name: 'New sofa', targetAmount: 60_000 },
  ]);
  server.use(...api.handlers);
  rendered = renderSignedIn(GoalsScreen, '/future-goals');
  await screen.findByRole('button', { name: 'Edit name of Holiday' });
});

const goalRow = (name: string) => {
  const row = screen.getByRole('button', { name: `Edit name of ${name}` }).closest('li');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};
const nearEdge = (name: string) => within(goalRow(name)).getByRole('button', { name: /for deletion$/ });
/** The far edge is for pointers only (hidden from assistive technology): the row's last control. */
const farEdge = (name: string) => goalRow(name).lastElementChild as HTMLElement;
const deleteButton = () => screen.getByRole('button', { name: /^DELETE/ }) as HTMLButtonElement;

it('the near edge selects a goal for deletion and a second press lets it go', async () => {
  expect(deleteButton().disabled).toBe(true);
  await rendered.user.click(nearEdge('Holiday'));
  expect(nearEdge('Holiday').getAttribute('aria-pressed')).toBe('true');
  expect(nearEdge('Holiday').getAttribute('aria-label')).toBe('Deselect Holiday for deletion');
  expect(deleteButton().getAttribute('aria-label')).toBe('DELETE Holiday');
  expect(deleteButton().disabled).toBe(false);

  await rendered.user.click(nearEdge('Holiday'));
  expect(nearEdge('Holiday').getAttribute('aria-pressed')).toBe('false');
  expect(deleteButton().disabled).toBe(true);
  expect(api.writes).toEqual([]);
});

it('the far edge selects too, and selecting another goal moves the selection', async () => {
  await rendered.user.click(farEdge('New sofa'));
  expect(nearEdge('New sofa').getAttribute('aria-pressed')).toBe('true');
  await rendered.user.click(farEdge('Holiday'));
  expect(nearEdge('Holiday').getAttribute('aria-pressed')).toBe('true');
  expect(nearEdge('New sofa').getAttribute('aria-pressed')).toBe('false');
  expect(deleteButton().getAttribute('aria-label')).toBe('DELETE Holiday');
});

it('the keyboard selects with the near edge, and DELETE removes only the selected goal, with its undo', async () => {
  nearEdge('New sofa').focus();
  await rendered.user.keyboard(' ');
  expect(nearEdge('New sofa').getAttribute('aria-pressed')).toBe('true');
  await rendered.user.click(deleteButton());
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit name of New sofa' })).toBeNull());
  await waitFor(() => expect(api.storedNames()).toEqual(['Holiday']));
  expect(api.writes).toEqual([
    { method: 'DELETE', path: expect.stringMatching(/^\/api\/future-plans\/\d+$/), body: undefined },
  ]);
  expect(deleteButton().disabled).toBe(true);

  await rendered.user.click(
    await screen.findByRole('button', { name: undoButtonName(UNDO_LABELS.deleted('New sofa')) }),
  );
  await screen.findByRole('button', { name: 'Edit name of New sofa' });
  await waitFor(() => expect(api.storedNames()).toEqual(['Holiday', 'New sofa']));
});

it('a refused delete puts the goal back no longer selected', async () => {
  server.use(http.delete('*/api/future-plans/:id', () => new HttpResponse('', { status: 500 })));
  await rendered.user.click(nearEdge('Holiday'));
  await rendered.user.click(deleteButton());
  expect(await screen.findByText(GOAL_NOT_SAVED)).toBeTruthy();
  await screen.findByRole('button', { name: 'Edit name of Holiday' });
  expect(nearEdge('Holiday').getAttribute('aria-pressed')).toBe('false');
  expect(deleteButton().disabled).toBe(true);
  expect(api.storedNames()).toEqual(['Holiday', 'New sofa']);
});
