// A goal's date on the Goals screen: the date dialog and what it sends, its refusals, the plan line each goal
// shows, and undo; the real query cache and writes, the network msw's, in memory (fake-goals-api.ts).
import { GOAL_TIMING_MESSAGES } from '@halfwise/core/goal-timing.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { goalPace, paceText } from '../../../domain/goal-pace.ts';
import { GOAL_REACHED, GOALS_FILL_IN_ORDER } from '../../../domain/goal-plan-line.ts';
import { UNDO_LABELS, undoButtonName } from '../../../domain/undo-text.ts';
import { shortMonthName } from '../../../domain/month.ts';
import { fakeGoalsApi, type FakeGoalsApi } from '../../../test-support/component/fake-goals-api.ts';
import {
  renderSignedIn,
  SIGNED_IN_USER,
  type RenderedScreen,
} from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { GoalsScreen } from './GoalsScreen.tsx';

let api: FakeGoalsApi;
let rendered: RenderedScreen;

const THIS_MONTH = new Date().toISOString().slice(0, 7);
function monthsLater(count: number): string {
  const date = new Date(Date.UTC(Number(THIS_MONTH.slice(0, 4)), Number(THIS_MONTH.slice(5)) - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

beforeEach(async () => {
  api = fakeGoalsApi(SIGNED_IN_USER.id, [
    { name: 'Holiday', targetAmount: 90_000 },
    {
      name: 'Sofa',
      targetAmount: 60_000,
      targetMonth: monthsLater(3),
      status: 'reached',
      createdOn: `${THIS_MONTH}-01`,
    },
  ]);
  server.use(...api.handlers);
  rendered = renderSignedIn(GoalsScreen, '/future-goals');
  await screen.findByRole('button', { name: 'Edit name of Holiday' });
});

const dateButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^Due date of ${name}: `) });

const addDateButton = (name: string) => screen.getByRole('button', { name: `Add a date to ${name}` });

it('shows each goal’s date and plan, and how the balance is shared out once a goal has a date', () => {
  // An undated goal shows no date line at rest: only a quiet icon.
  expect(addDateButton('Holiday').textContent).toBe('');
  expect(screen.queryByRole('button', { name: /^Due date of Holiday/ })).toBeNull();
  expect(screen.queryByText('No date')).toBeNull();
  const label = monthsLater(3);
  expect(dateButton('Sofa').textContent).toBe(`By ${shortMonthName(label)} ${label.slice(0, 4)}`);
  const sofa = dateButton('Sofa').closest('li') as HTMLElement;
  expect(within(sofa).getByText(GOAL_REACHED)).toBeTruthy();
  expect(screen.getByText(GOALS_FILL_IN_ORDER)).toBeTruthy();
  // The dated goal's pace bar: nothing saved (no balance), against where it should be by today.
  const pace = goalPace(
    {
      targetAmount: 60_000,
      targetMonth: monthsLater(3),
      repeatMonths: null,
      nextDue: null,
      createdOn: `${THIS_MONTH}-01`,
    },
    0,
    new Date().toISOString().slice(0, 10),
  );
  const bar = within(sofa).getByRole('progressbar', { name: 'Saved toward Sofa' });
  expect(bar.getAttribute('aria-valuetext')).toBe(pace && paceText(pace));
  expect(bar.getAttribute('aria-valuenow')).toBe('0');
  expect(screen.queryByRole('progressbar', { name: 'Saved toward Holiday' })).toBeNull();
});

it('gives a goal a month, sends only that, and undoes it', async () => {
  await rendered.user.click(addDateButton('Holiday'));
  const dialog = await screen.findByRole('dialog', { name: 'When is Holiday due?' });
  await rendered.user.click(within(dialog).getByRole('radio', { name: 'By a month' }));
  fireEvent.change(within(dialog).getByLabelText('Target month'), { target: { value: monthsLater(6) } });
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() =>
    expect(api.writes).toEqual([
      {
        method: 'PATCH',
        path: expect.stringMatching(/^\/api\/future-plans\/\d+$/),
        body: { targetMonth: monthsLater(6) },
      },
    ]),
  );
  await rendered.user.click(
    await screen.findByRole('button', { name: undoButtonName(UNDO_LABELS.fieldChanged('date', 'Holiday')) }),
  );
  await waitFor(() => expect(api.writes.at(-1)?.body).toEqual({ targetMonth: null }));
  await waitFor(() => expect(addDateButton('Holiday')).toBeTruthy());
});

it('makes a goal repeat from a due day', async () => {
  await rendered.user.click(addDateButton('Holiday'));
  const dialog = await screen.findByRole('dialog', { name: 'When is Holiday due?' });
  await rendered.user.click(within(dialog).getByRole('radio', { name: 'Repeats, like a yearly bill' }));
  await rendered.user.type(within(dialog).getByLabelText('Every how many months'), '6');
  fireEvent.change(within(dialog).getByLabelText('Next due'), { target: { value: `${monthsLater(2)}-15` } });
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(api.writes.map((write) => write.body)).toEqual([
      { repeatMonths: 6, nextDue: `${monthsLater(2)}-15` },
    ]),
  );
});

it('refuses a month gone by or a repetition without its day in the API’s words, and sends nothing', async () => {
  await rendered.user.click(addDateButton('Holiday'));
  const dialog = await screen.findByRole('dialog', { name: 'When is Holiday due?' });
  await rendered.user.click(within(dialog).getByRole('radio', { name: 'By a month' }));
  fireEvent.change(within(dialog).getByLabelText('Target month'), { target: { value: monthsLater(-1) } });
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByRole('alert').textContent).toBe(GOAL_TIMING_MESSAGES.pastTargetMonth);

  await rendered.user.click(within(dialog).getByRole('radio', { name: 'Repeats, like a yearly bill' }));
  await rendered.user.type(within(dialog).getByLabelText('Every how many months'), '3');
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByRole('alert').textContent).toBe(GOAL_TIMING_MESSAGES.repeatNeedsDue);

  await rendered.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.writes).toEqual([]);
});
