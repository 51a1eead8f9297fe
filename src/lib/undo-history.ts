// The undo history of a screen: one entry per change, newest last (docs/budget-screen.md "Undo"). Pure: it
// knows neither React nor the query cache; a saved change hands it a `Reverse` that starts the write taking the
// change back, and the screen listens for what to show.

/** What a change did, in the user's words: the undo toast's title and text. */
export interface UndoLabel {
  title: string;
  description?: string;
}

/**
 * A row's id as it is now: undoing a delete creates the row again under a new id, and older entries that name
 * the old id must reach the new one.
 */
export type RowIds = (table: string, id: number) => number;

/** Starts the write that takes a change back. */
export type Reverse = (rows: RowIds) => void;

export type UndoEvent =
  /** A change was saved and can be undone: show its toast. */
  | { type: 'saved'; id: number; label: UndoLabel }
  /** The change's undo has started (or will, once its own write is saved): its toast is done. */
  | { type: 'undone'; id: number; label: UndoLabel }
  /** Everything was forgotten (the screen closed). */
  | { type: 'cleared' };

export type UndoListener = (event: UndoEvent) => void;

interface Entry {
  id: number;
  label: UndoLabel;
  /** Undefined while the change's own write is in flight. */
  reverse?: Reverse;
  /** Saved with its toast held back until `announce` (a dialog says it first). */
  held: boolean;
}

/** How many changes can be undone one after another. */
export const UNDO_DEPTH = 20;

export class UndoHistory {
  readonly #entries: Entry[] = [];
  /** Entries undone while their write was in flight: their reverse runs as soon as they are saved. */
  readonly #undoWhenSaved = new Set<number>();
  readonly #newIds = new Map<string, number>();
  readonly #listeners = new Set<UndoListener>();
  #nextId = 1;

  constructor(readonly depth = UNDO_DEPTH) {}

  /** A change has started: it joins the history at once, so an undo right away waits for it, not an older one. */
  begin(label: UndoLabel): number {
    const id = this.#nextId++;
    this.#entries.push({ id, label, held: false });
    if (this.#entries.length > this.depth) this.#entries.shift();
    return id;
  }

  /**
   * The change `id` is saved and `reverse` takes it back. Its toast shows now if it is the newest change, or
   * when `announce` is called if `hold` says a dialog speaks for it first.
   */
  saved(id: number, reverse: Reverse, { hold = false } = {}): void {
    if (this.#undoWhenSaved.delete(id)) {
      reverse(this.rowId);
      return;
    }
    const entry = this.#entries.find((candidate) => candidate.id === id);
    if (!entry) return;
    entry.reverse = reverse;
    entry.held = hold;
    if (!hold && this.#newest() === entry) this.#emit({ type: 'saved', id, label: entry.label });
  }

  /**
   * The change `id` is saved but offers no undo of its own (one made offline, sent later with others): it leaves
   * the history, and an undo asked for while it waited (Ctrl+Z offline) takes it back now.
   */
  savedWithoutUndo(id: number, reverse: Reverse): void {
    if (this.#undoWhenSaved.delete(id)) reverse(this.rowId);
    this.#remove(id);
  }

  /** The change `id` was refused and rolled back: there is nothing to undo. */
  failed(id: number): void {
    this.#undoWhenSaved.delete(id);
    this.#remove(id);
  }

  /** Shows the toast of the newest change whose toast was held, if it is still the newest. */
  announce(): void {
    const entry = this.#newest();
    if (!entry?.held) return;
    entry.held = false;
    this.#emit({ type: 'saved', id: entry.id, label: entry.label });
  }

  /**
   * Undoes change `id`, or the newest one when no id is given. Answers false when there is nothing (left) to
   * undo. A change still in flight is taken back as soon as it is saved (and not at all if it is refused).
   */
  undo(id?: number): boolean {
    const entry = id === undefined ? this.#newest() : this.#entries.find((candidate) => candidate.id === id);
    if (!entry) return false;
    this.#remove(entry.id);
    if (entry.reverse) entry.reverse(this.rowId);
    else this.#undoWhenSaved.add(entry.id);
    this.#emit({ type: 'undone', id: entry.id, label: entry.label });
    return true;
  }

  /** The row `id` of `table` lives on as `newId` (it was created again by an undo). */
  recreated(table: string, id: number, newId: number): void {
    this.#newIds.set(`${table}:${id}`, newId);
  }

  readonly rowId: RowIds = (table, id) => {
    let current = id;
    for (let next = this.#newIds.get(`${table}:${current}`); next !== undefined;) {
      current = next;
      next = this.#newIds.get(`${table}:${current}`);
    }
    return current;
  };

  /** Forgets every change (the screen closed); an undo already asked for still happens. */
  clear(): void {
    this.#entries.length = 0;
    this.#newIds.clear();
    this.#emit({ type: 'cleared' });
  }

  subscribe(listener: UndoListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #newest(): Entry | undefined {
    return this.#entries.at(-1);
  }

  #remove(id: number): void {
    const index = this.#entries.findIndex((entry) => entry.id === id);
    if (index >= 0) this.#entries.splice(index, 1);
  }

  #emit(event: UndoEvent): void {
    for (const listener of this.#listeners) listener(event);
  }
}

const histories = new WeakMap<object, UndoHistory>();

/** The one history of `owner` (the app's query client, so every write of the app shares it). */
export function undoHistoryOf(owner: object): UndoHistory {
  let history = histories.get(owner);
  if (!history) {
    history = new UndoHistory();
    histories.set(owner, history);
  }
  return history;
}
