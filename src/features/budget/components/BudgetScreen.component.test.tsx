// The budget screen's behaviour with the real query cache and write layer; the network is msw's, in memory
// (fake-budget-api.ts). Layout and drag by pointer are the journeys' (e2e/budget-*.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { TEXT_MESSAGES } from '@halfwise/core/text-rule.ts';
import { beforeEach, expect, it } from 'vitest';
import { NOT_SAVED_TITLE } from '../../../app/ui/use-optimistic-mutation.ts';
import { MONEY_REJECTION_MESSAGES, NAME_REQUIRED_MESSAGE } from '../../../domain/money-input.ts';
import { currentMonthKey } from '../../../domain/month.ts';
import { UNDO_LABELS, undoButtonName } from '../../../domain/undo-text.ts';
import { fakeBudgetApi, type FakeBudgetApi } from '../../../test-support/component/fake-budget-api.ts';
import {
  renderSignedIn,
  SIGNED_IN_USER,
  type RenderedScreen,
} from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { tickLabel } from '../model/row-label.ts';
import { BudgetScreen } from './BudgetScreen.tsx';

const month = currentMonthKey();
let api: FakeBudgetApi;
let rendered: RenderedScreen;

beforeEach(async () => {
  api = fakeBudgetApi(SIGNED_IN_USER.id, month, [
    { kind: 'income', name: 'Paycheck', amount: 300_000, day: '1' },
    { kind: 'expense', name: 'Rent', amount: 120_000, day: '3' },
    { kind: 'expense', name: 'Phone', amount: 6_000, day: '20' },
  ]);
  server.use(...api.handlers);
  rendered = renderSignedIn(BudgetScreen);
  await screen.findByRole('listitem', { name: /^Rent/ });
});

const row = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name},`) });
/** Waits for the row of `name` to show `dollars` (its accessible name: 'Rent, $1,200, due the 3rd'). */
const amountShown = (name: string, dollars: string) =>
  screen.findByRole('listitem', { name: new RegExp(`^${name}, \\${dollars}, `) });
const sectionOf = (name: string) => row(name).closest('section');

async function editAmount(name: string, typed: string) {
  await rendered.user.click(within(row(name)).getByRole('button', { name: /^Edit amount of/ }));
  const field = screen.getByRole('spinbutton', { name: `Amount of ${name} in dollars` });
  await rendered.user.clear(field);
  await rendered.user.type(field, typed);
  return field;
}

it('an amount typed and Enter shows at once, before the server answers, and is saved', async () => {
  const release = api.holdWrites();
  await editAmount('Rent', '1300{Enter}');
  await amountShown('Rent', '$1,300');
  expect(api.writes()).toEqual([
    { method: 'PATCH', path: expect.stringMatching(/^\/api\/expense\/\d+$/), body: { amount: 130_000 } },
  ]);
  release();
  await waitFor(() => expect(api.stored('Rent')?.amount).toBe(130_000));
  await amountShown('Rent', '$1,300');
});

it('an income amount shows at once as well', async () => {
  const release = api.holdWrites();
  await editAmount('Paycheck', '3100{Enter}');
  await amountShown('Paycheck', '$3,100');
  release();
  await waitFor(() => expect(api.stored('Paycheck')?.amount).toBe(310_000));
});

it('a name typed is saved when the field loses focus', async () => {
  await rendered.user.click(within(row('Phone')).getByRole('button', { name: /^Edit name/ }));
  const field = screen.getByRole('textbox', { name: 'Name of Phone' });
  await rendered.user.clear(field);
  await rendered.user.type(field, 'Mobile');
  await rendered.user.click(document.body);
  await screen.findByRole('listitem', { name: /^Mobile,/ });
  await waitFor(() => expect(api.stored('Mobile')?.amount).toBe(6_000));
  expect(api.writes().map((write) => write.body)).toEqual([{ name: 'Mobile' }]);
});

it('Escape leaves the amount as it was and sends nothing', async () => {
  const field = await editAmount('Rent', '999');
  await rendered.user.type(field, '{Escape}');
  await amountShown('Rent', '$1,200');
  expect(screen.queryByRole('spinbutton', { name: 'Amount of Rent in dollars' })).toBeNull();
  expect(api.writes()).toEqual([]);
});

it('an amount refused is said beside the field, which stays open; an empty one closes unsaved', async () => {
  const field = await editAmount('Rent', '2000000{Enter}');
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(await screen.findByText(MONEY_REJECTION_MESSAGES['over-limit'])).toBeTruthy();
  await rendered.user.clear(field);
  await rendered.user.type(field, '{Enter}');
  await amountShown('Rent', '$1,200');
  expect(api.writes()).toEqual([]);
});

it('a blank name is not saved', async () => {
  await rendered.user.click(within(row('Rent')).getByRole('button', { name: /^Edit name/ }));
  const field = screen.getByRole('textbox', { name: 'Name of Rent' });
  await rendered.user.clear(field);
  await rendered.user.type(field, '   {Enter}');
  expect(row('Rent')).toBeTruthy();
  expect(api.writes()).toEqual([]);
});

it('a name the API would refuse is said beside the field, which stays open with what was typed', async () => {
  await rendered.user.click(within(row('Rent')).getByRole('button', { name: /^Edit name/ }));
  const field = screen.getByRole('textbox', { name: 'Name of Rent' });
  await rendered.user.clear(field);
  await rendered.user.type(field, 'Rent \u202Egnp.exe{Enter}');
  expect(await screen.findByText(TEXT_MESSAGES.direction)).toBeTruthy();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  await rendered.user.click(document.body);
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name of Rent' }).value).toBe(
    'Rent \u202Egnp.exe',
  );
  expect(api.writes()).toEqual([]);

  // Typing again clears the note; a name the API takes is saved.
  await rendered.user.clear(field);
  expect(screen.queryByText(TEXT_MESSAGES.direction)).toBeNull();
  await rendered.user.type(field, 'Rent flat{Enter}');
  await screen.findByRole('listitem', { name: /^Rent flat,/ });
  expect(api.writes().map((write) => write.body)).toEqual([{ name: 'Rent flat' }]);
});

it('a note the API would refuse is said under it and not sent; Escape leaves the note as it was', async () => {
  await rendered.user.click(within(row('Phone')).getByRole('button', { name: 'Details of Phone' }));
  const field = screen.getByRole('textbox', { name: 'Note of Phone' });
  await rendered.user.type(field, '\u200b\u200b{Enter}');
  expect(await screen.findByText(TEXT_MESSAGES.invisible)).toBeTruthy();
  expect((field as HTMLInputElement).value).toBe('\u200b\u200b');
  expect(field.getAttribute('aria-describedby')).toBe(screen.getByText(TEXT_MESSAGES.invisible).id);
  await rendered.user.type(field, '{Escape}');
  await within(row('Phone')).findByRole('button', { name: 'Add note to Phone' });
  expect(api.writes()).toEqual([]);
});

it('the add row says why a name is refused instead of sending it', async () => {
  await rendered.user.click(screen.getByRole('button', { name: 'ADD EXPENSE' }));
  const name = screen.getByRole('textbox', { name: 'New expense name' });
  await rendered.user.type(name, 'Gym\u0007{Enter}');
  await rendered.user.type(
    screen.getByRole('spinbutton', { name: 'New expense amount in dollars' }),
    '5{Enter}',
  );
  expect(await screen.findByText(TEXT_MESSAGES.control)).toBeTruthy();
  expect(document.activeElement).toBe(name);
  expect((name as HTMLInputElement).value).toBe('Gym\u0007');
  expect(api.writes()).toEqual([]);
});

it('the add row creates the item with Enter, and says what is missing instead of sending', async () => {
  await rendered.user.click(screen.getByRole('button', { name: 'ADD EXPENSE' }));
  const name = screen.getByRole('textbox', { name: 'New expense name' });
  const amount = screen.getByRole('spinbutton', { name: 'New expense amount in dollars' });
  // Each field has a label on screen, tied to it.
  expect(screen.getByLabelText('Name')).toBe(name);
  expect(screen.getByLabelText('Amount ($)')).toBe(amount);
  await rendered.user.type(amount, '{Enter}');
  expect(await screen.findByText(NAME_REQUIRED_MESSAGE)).toBeTruthy();
  await rendered.user.type(name, 'Gym{Enter}');
  expect(document.activeElement).toBe(amount);
  await rendered.user.type(amount, '0{Enter}');
  expect(await screen.findByText(MONEY_REJECTION_MESSAGES.zero)).toBeTruthy();
  expect(api.writes()).toEqual([]);

  await rendered.user.clear(amount);
  await rendered.user.type(amount, '45.50{Enter}');
  await screen.findByRole('listitem', { name: /^Gym, \$46/ });
  expect(screen.queryByRole('group', { name: 'New expense' })).toBeNull();
  await waitFor(() => expect(api.stored('Gym')?.amount).toBe(4_550));
  expect(api.writes()).toEqual([
    { method: 'POST', path: '/api/expense', body: expect.objectContaining({ name: 'Gym', amount: 4_550 }) },
  ]);
});

it('the add row creates the item when focus leaves its amount, its kind read from the name; a click outside drops it', async () => {
  const addInLate = () =>
    rendered.user.click(within(sectionOf('Phone')!).getByRole('button', { name: /^Add item to the / }));
  await addInLate();
  await rendered.user.type(screen.getByRole('textbox', { name: 'New item name' }), 'Bonus');
  await rendered.user.click(document.body);
  expect(screen.queryByRole('group', { name: 'New item' })).toBeNull();

  await addInLate();
  await rendered.user.type(screen.getByRole('textbox', { name: 'New item name' }), 'Paycheck 2{Enter}');
  await rendered.user.type(screen.getByRole('spinbutton', { name: 'New item amount in dollars' }), '1500');
  await rendered.user.tab();
  await waitFor(() => expect(api.stored('Paycheck 2')?.kind).toBe('income'));
  await screen.findByRole('listitem', { name: /^Paycheck 2, \$1,500, / });
  expect(screen.queryByRole('group', { name: 'New item' })).toBeNull();
  expect(api.writes()).toEqual([
    {
      method: 'POST',
      path: '/api/income',
      body: expect.objectContaining({ name: 'Paycheck 2', amount: 150_000 }),
    },
  ]);
});

it('Escape closes the add row without sending', async () => {
  await rendered.user.click(screen.getByRole('button', { name: 'ADD INCOME' }));
  await rendered.user.type(screen.getByRole('textbox', { name: 'New income name' }), 'Bonus{Escape}');
  expect(screen.queryByRole('group', { name: 'New income' })).toBeNull();
  expect(api.writes()).toEqual([]);
});

it('a paid tick is sent and stays; a refused one springs back with a toast that says so', async () => {
  const tick = () => screen.getByRole('checkbox', { name: tickLabel('expense', 'Rent') }) as HTMLInputElement;
  await rendered.user.click(tick());
  await screen.findByRole('listitem', { name: /^Rent, .*, paid$/ });
  await waitFor(() => expect(api.stored('Rent')?.isPaid).toBe(true));
  expect(tick().checked).toBe(true);

  const phoneTick = screen.getByRole('checkbox', { name: tickLabel('expense', 'Phone') }) as HTMLInputElement;
  api.refuseNextWrite(400);
  await rendered.user.click(phoneTick);
  expect(await screen.findByText(NOT_SAVED_TITLE)).toBeTruthy();
  await waitFor(() => expect(phoneTick.checked).toBe(false));
  expect(api.stored('Phone')?.isPaid).toBe(false);
});

it('Undo in the toast puts an amount back to what it was, on screen and on the server', async () => {
  await editAmount('Rent', '1300{Enter}');
  await waitFor(() => expect(api.stored('Rent')?.amount).toBe(130_000));
  const undo = await screen.findByRole('button', {
    name: undoButtonName(UNDO_LABELS.amountChanged('Rent', 130_000)),
  });
  const release = api.holdWrites();
  await rendered.user.click(undo);
  await amountShown('Rent', '$1,200');
  release();
  await waitFor(() => expect(api.stored('Rent')?.amount).toBe(120_000));
  expect(api.writes().map((write) => write.body)).toEqual([{ amount: 130_000 }, { amount: 120_000 }]);
});

it('Ctrl+Z takes back the last change, then the one before it', async () => {
  await editAmount('Phone', '75{Enter}');
  await waitFor(() => expect(api.stored('Phone')?.amount).toBe(7_500));
  await rendered.user.click(screen.getByRole('checkbox', { name: tickLabel('expense', 'Rent') }));
  await waitFor(() => expect(api.stored('Rent')?.isPaid).toBe(true));
  await screen.findByRole('button', { name: undoButtonName(UNDO_LABELS.ticked('Rent', 'Paid', true)) });

  (document.activeElement as HTMLElement | null)?.blur();
  await rendered.user.keyboard('{Control>}z{/Control}');
  await waitFor(() => expect(api.stored('Rent')?.isPaid).toBe(false));
  await screen.findByRole('listitem', { name: /^Rent, \$1,200, due the 3rd$/ });
  await rendered.user.keyboard('{Control>}z{/Control}');
  await waitFor(() => expect(api.stored('Phone')?.amount).toBe(6_000));
  await amountShown('Phone', '$60');
});

it('a row picked by its handle moves to the section chosen, and DELETE removes a picked row', async () => {
  const early = sectionOf('Rent');
  const late = sectionOf('Phone');
  expect(early).not.toBe(late);
  const handle = within(row('Rent')).getByRole('button', { name: 'Move Rent' });
  await rendered.user.click(handle);
  expect(handle.getAttribute('aria-pressed')).toBe('true');
  await rendered.user.click(within(late!).getByRole('button', { name: /^Move Rent to / }));
  await waitFor(() => expect(sectionOf('Rent')).toBe(late));
  // It takes the section's first day.
  await waitFor(() =>
    expect(api.stored('Rent')).toMatchObject({ dueDate: expect.stringMatching(/^\d{2}\/15\/\d{4}$/) }),
  );

  await rendered.user.click(within(row('Phone')).getByRole('button', { name: 'Move Phone' }));
  await rendered.user.click(screen.getByRole('button', { name: 'DELETE' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Phone,/ })).toBeNull());
  await waitFor(() => expect(api.stored('Phone')).toBeUndefined());
  expect(
    await screen.findByRole('button', { name: undoButtonName(UNDO_LABELS.deleted('Phone')) }),
  ).toBeTruthy();
});

it('Escape puts a picked row down without moving it', async () => {
  const handle = within(row('Rent')).getByRole('button', { name: 'Move Rent' });
  await rendered.user.click(handle);
  await rendered.user.keyboard('{Escape}');
  expect(handle.getAttribute('aria-pressed')).toBe('false');
  expect(screen.queryByRole('button', { name: /^Move Rent to / })).toBeNull();
  expect(api.writes()).toEqual([]);
});

it("a row's name and amount open with their labels over them on screen", async () => {
  for (const [button, role, field, caption] of [
    [{ name: /^Edit name: ?Rent/ }, 'textbox', { name: 'Name of Rent' }, 'Name'],
    [{ name: /^Edit amount of Rent:/ }, 'spinbutton', { name: 'Amount of Rent in dollars' }, 'Amount'],
  ] as const) {
    await rendered.user.click(within(row('Rent')).getByRole('button', button));
    const input = screen.getByRole(role, field);
    // The caption is the field's own label element, seen on screen, and its words begin the field's name.
    expect(input.closest('label')?.firstElementChild?.textContent).toBe(caption);
    await rendered.user.keyboard('{Escape}');
  }
  expect(api.writes()).toEqual([]);
});

it('a note on an expense is written from its details button with the keyboard, shown under it, and undone', async () => {
  const noteOf = (name: string) => {
    const stored = api.stored(name);
    return stored?.kind === 'expense' ? stored.note : undefined;
  };
  expect(within(row('Paycheck')).queryByRole('button', { name: /^Details of/ })).toBeNull();
  within(row('Phone')).getByRole('button', { name: 'Details of Phone' }).focus();
  await rendered.user.keyboard('{Enter}');
  const field = screen.getByRole('textbox', { name: 'Note of Phone' });
  expect(document.activeElement).toBe(field);
  // The open field has its label over it on screen, not only in its accessible name.
  expect(field.parentElement?.firstElementChild?.textContent).toBe('Note');
  expect(field.parentElement?.firstElementChild).not.toBe(field);
  await rendered.user.keyboard('  Autopay from checking {Enter}');
  const note = await within(row('Phone')).findByRole('button', { name: /^Edit note of Phone: ?Autopay/ });
  expect(document.activeElement).toBe(note);
  await waitFor(() => expect(noteOf('Phone')).toBe('Autopay from checking'));
  expect(api.writes()).toEqual([
    {
      method: 'PATCH',
      path: expect.stringMatching(/^\/api\/expense\/\d+$/),
      body: { note: 'Autopay from checking' },
    },
  ]);

  const undo = { name: undoButtonName(UNDO_LABELS.fieldChanged('note', 'Phone')) };
  await rendered.user.click(await screen.findByRole('button', undo));
  await waitFor(() => expect(noteOf('Phone')).toBeNull());
  await within(row('Phone')).findByRole('button', { name: 'Add note to Phone' });
});
