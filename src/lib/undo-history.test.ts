import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UndoHistory, undoHistoryOf, UNDO_DEPTH, type RowIds, type UndoEvent } from './undo-history.ts';

/** A history whose reverses record what they were asked to take back, and the events it sent. */
function setUp(depth?: number) {
  const history = new UndoHistory(depth);
  const undone: string[] = [];
  const events: UndoEvent[] = [];
  history.subscribe((event) => events.push(event));
  const reverse = (name: string) => (rows: RowIds) => undone.push(`${name}#${rows('expense', 5)}`);
  /** A change that starts and is saved at once. */
  const change = (name: string) => {
    const id = history.begin({ title: name });
    history.saved(id, reverse(name));
    return id;
  };
  return { history, undone, events, reverse, change };
}

describe('the undo history', () => {
  it('undoes the newest change first, each once, then has nothing left', () => {
    const { history, undone, change } = setUp();
    change('Added Rent');
    change('Deleted Phone');
    expect(history.undo()).toBe(true);
    expect(history.undo()).toBe(true);
    expect(history.undo()).toBe(false);
    expect(undone).toEqual(['Deleted Phone#5', 'Added Rent#5']);
  });

  it('shows a toast for a saved change that is the newest, and says when it is undone', () => {
    const { history, events, change } = setUp();
    const id = change('Deleted Rent');
    history.undo(id);
    expect(events).toEqual([
      { type: 'saved', id, label: { title: 'Deleted Rent' } },
      { type: 'undone', id, label: { title: 'Deleted Rent' } },
    ]);
  });

  it('takes back a change still in flight as soon as it is saved, not an older one', () => {
    const { history, undone, events, change, reverse } = setUp();
    change('Added Rent');
    const pending = history.begin({ title: 'Deleted Rent' });
    expect(history.undo()).toBe(true);
    expect(undone).toEqual([]);
    history.saved(pending, reverse('Deleted Rent'));
    expect(undone).toEqual(['Deleted Rent#5']);
    // Its toast never shows: it is undone already.
    expect(events.filter((event) => event.type === 'saved')).toHaveLength(1);
  });

  it('takes back a change sent later without an undo of its own only when an undo was asked while it waited', () => {
    const { history, undone, events, change, reverse } = setUp();
    change('Added Rent');
    const asked = history.begin({ title: 'Renamed Phone' });
    expect(history.undo()).toBe(true);
    history.savedWithoutUndo(asked, reverse('Renamed Phone'));
    expect(undone).toEqual(['Renamed Phone#5']);

    const quiet = history.begin({ title: 'Deleted Gym' });
    history.savedWithoutUndo(quiet, reverse('Deleted Gym'));
    expect(undone).toEqual(['Renamed Phone#5']);
    // It left the history without a toast: Ctrl+Z reaches the change before it.
    expect(events.filter((event) => event.type === 'saved')).toHaveLength(1);
    expect(history.undo()).toBe(true);
    expect(undone).toEqual(['Renamed Phone#5', 'Added Rent#5']);
  });

  it('forgets a refused change, so Ctrl+Z reaches the one before it', () => {
    const { history, undone, change } = setUp();
    change('Added Rent');
    const refused = history.begin({ title: 'Deleted Rent' });
    history.failed(refused);
    history.undo();
    expect(undone).toEqual(['Added Rent#5']);
  });

  it('shows no toast for an older change saved after a newer one began', () => {
    const { history, events, reverse } = setUp();
    const older = history.begin({ title: 'Renamed Rent' });
    history.begin({ title: 'Deleted Rent' });
    history.saved(older, reverse('Renamed Rent'));
    expect(events).toEqual([]);
  });

  it('holds a toast until announced, while the change can already be undone', () => {
    const { history, events, undone, reverse } = setUp();
    const copy = history.begin({
      title: 'Budget Copied!',
      description: 'Successfully copied to December 2026',
    });
    history.saved(copy, reverse('copy'), { hold: true });
    expect(events).toEqual([]);
    history.announce();
    history.announce();
    expect(events).toEqual([
      {
        type: 'saved',
        id: copy,
        label: { title: 'Budget Copied!', description: 'Successfully copied to December 2026' },
      },
    ]);
    history.undo();
    expect(undone).toEqual(['copy#5']);
  });

  it('leads older changes to the row an undo created again, through any number of re-creations', () => {
    const { history, undone, change } = setUp();
    change('Renamed Rent');
    history.recreated('expense', 5, 9);
    history.recreated('expense', 9, 12);
    history.undo();
    expect(undone).toEqual(['Renamed Rent#12']);
    expect(history.rowId('income', 5)).toBe(5);
  });

  it('keeps only the newest changes up to its depth', () => {
    const { history, undone, change } = setUp(2);
    change('one');
    change('two');
    change('three');
    while (history.undo());
    expect(undone).toEqual(['three#5', 'two#5']);
  });

  it('forgets everything when cleared, but still takes back a change already asked for', () => {
    const { history, undone, events, change, reverse } = setUp();
    change('Added Rent');
    const pending = history.begin({ title: 'Deleted Gym' });
    history.undo();
    history.clear();
    expect(history.undo()).toBe(false);
    history.saved(pending, reverse('Deleted Gym'));
    expect(undone).toEqual(['Deleted Gym#5']);
    expect(events.at(-1)).toEqual({ type: 'cleared' });
  });

  it('undoes, in any order of begin, save, failure and undo, only saved changes and each at most once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('begin', 'save', 'fail', 'undo'), { maxLength: 40 }), (steps) => {
        const { history, undone, reverse } = setUp(100);
        const pending: number[] = [];
        const saved: number[] = [];
        for (const step of steps) {
          if (step === 'begin') pending.push(history.begin({ title: 'x' }));
          const id = pending.shift();
          if (id !== undefined && step === 'save') {
            history.saved(id, reverse(String(id)));
            saved.push(id);
          } else if (id !== undefined && step === 'fail') history.failed(id);
          else if (id !== undefined) pending.unshift(id);
          if (step === 'undo') history.undo();
        }
        const names = undone.map((entry) => Number(entry.split('#')[0]));
        expect(new Set(names).size).toBe(names.length);
        expect(names.every((id) => saved.includes(id))).toBe(true);
      }),
    );
  });
});

describe('an undo asked for a given change', () => {
  it('takes back that change only, from its toast, leaving the newer ones to Ctrl+Z', () => {
    const { history, undone, events, change } = setUp();
    const older = change('Renamed Rent');
    change('Added Gym');
    expect(history.undo(older)).toBe(true);
    expect(undone).toEqual(['Renamed Rent#5']);
    expect(events.at(-1)).toEqual({ type: 'undone', id: older, label: { title: 'Renamed Rent' } });
    expect(history.undo(older)).toBe(false);
    expect(history.undo()).toBe(true);
    expect(undone).toEqual(['Renamed Rent#5', 'Added Gym#5']);
    expect(history.undo()).toBe(false);
  });

  it('of a change that fell off the history does nothing, and its late save shows no toast', () => {
    const { history, undone, events, reverse } = setUp(1);
    const first = history.begin({ title: 'one' });
    history.begin({ title: 'two' });
    history.saved(first, reverse('one'));
    expect(events).toEqual([]);
    expect(history.undo(first)).toBe(false);
    expect(undone).toEqual([]);
  });
});

describe('the history of an app', () => {
  it('is one per owner, kept UNDO_DEPTH changes deep', () => {
    const owner = {};
    const history = undoHistoryOf(owner);
    expect(undoHistoryOf(owner)).toBe(history);
    expect(undoHistoryOf({})).not.toBe(history);
    const undone: number[] = [];
    for (let change = 0; change <= UNDO_DEPTH; change++)
      history.saved(history.begin({ title: String(change) }), () => undone.push(change));
    while (history.undo());
    expect(undone).toHaveLength(UNDO_DEPTH);
    expect(undone).not.toContain(0);
  });

  it('forgets the rows created again when cleared, and tells a listener nothing once it has left', () => {
    const { history, events } = setUp();
    history.recreated('expense', 5, 9);
    history.clear();
    expect(history.rowId('expense', 5)).toBe(5);
    const later: UndoEvent[] = [];
    const leave = history.subscribe((event) => later.push(event));
    leave();
    history.clear();
    expect(later).toEqual([]);
    expect(events).toEqual([{ type: 'cleared' }, { type: 'cleared' }]);
  });
});

describe('a held toast', () => {
  it('is not shown for a change still in flight, nor when there is no change at all', () => {
    const { history, events, reverse } = setUp();
    history.announce();
    const pending = history.begin({ title: 'Copied' });
    history.announce();
    expect(events).toEqual([]);
    history.saved(pending, reverse('Copied'));
    expect(events).toEqual([{ type: 'saved', id: pending, label: { title: 'Copied' } }]);
  });
});
