import { MAX_ITEM_NOTE_LENGTH } from '@halfwise/core/item-limits.ts';
import { writtenTextFault } from '@halfwise/core/text-rule.ts';
import { DATE_FIELD, type BudgetItem, type ItemKind } from '../../../domain/items.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import { TICK_WORDS } from './row-label.ts';
import { tickFailure } from './tick-failure.ts';

// The editable fields of an item, one declaration each (docs/architecture.md "Where a new thing goes"). The one
// write path (hooks/item-writes.ts) makes of each: its PATCH, its optimistic cache edit, its undo step (the same
// write with the old value) and its place in the offline queue; the row shows a field declared with `details`.

type Shown = (item: Pick<BudgetItem, 'kind' | 'name' | 'dateValue'>) => string;

/** What a field holds once set: `null` clears an optional one. */
export type FieldValue<K extends keyof BudgetItem> = Exclude<BudgetItem[K], undefined>;

export interface ItemField<K extends keyof BudgetItem> {
  /** Its key in the screen's item (BudgetItem), in the request body and in the cached record. */
  key: K;
  /**
   * The name of its write: the mutation key under which a change made offline waits on the device (and is sent
   * after a reload), so it never changes.
   */
  write: string;
  /** Names it in the failure toast ('The new name of Rent was not saved.') and the undo toast. */
  noun: string;
  /** The kinds of item that have it; both when not said. */
  kinds?: readonly ItemKind[];
  /** The value an edit saves; undefined when there is nothing to save. */
  accept?: (value: FieldValue<K>) => FieldValue<K> | undefined;
  /** Why typed text cannot be saved, by the API's own rule: the open field shows it and keeps what was typed. */
  refuse?: (text: string) => string | null;
  /** The undo toast's title, when 'Changed the {noun} of {name}' does not read well. */
  title?: (shown: Shown, item: BudgetItem, value: FieldValue<K>) => string;
  /** The failure toast's text, when 'The new {noun} of {name} was not saved.' does not read well. */
  failure?: (item: BudgetItem, value: FieldValue<K>) => string;
  /** Edited as text in the row's details, under this label, at most `maxLength` characters. */
  details?: { label: string; maxLength: number };
}

const field = <K extends keyof BudgetItem>(declaration: ItemField<K>) => declaration;

export const ITEM_FIELDS = {
  name: field({
    key: 'name',
    write: 'budget-item-name',
    noun: 'name',
    accept: (name) => name.trim() || undefined,
    refuse: (name) => writtenTextFault(name),
    title: (show, item, name) => UNDO_LABELS.renamed(show(item), show({ ...item, name })),
  }),
  amount: field({
    key: 'amount',
    write: 'budget-item-amount',
    noun: 'amount',
    title: (show, item, amount) => UNDO_LABELS.amountChanged(show(item), amount),
  }),
  isPaid: field({
    key: 'isPaid',
    write: 'budget-item-paid',
    noun: 'paid state',
    title: (show, item, paid) => UNDO_LABELS.ticked(show(item), TICK_WORDS[item.kind], paid),
    failure: tickFailure,
  }),
  note: field({
    key: 'note',
    kinds: ['expense'],
    write: 'budget-item-note',
    noun: 'note',
    accept: (note) => note?.trim() || null,
    refuse: (note) => writtenTextFault(note),
    details: { label: 'Note', maxLength: MAX_ITEM_NOTE_LENGTH },
  }),
  /** The Future Goal whose bill the expense is (docs/domain.md "Goals funded by paycheck"); chosen in PaysGoalSelect. */
  goalId: field({
    key: 'goalId',
    kinds: ['expense'],
    write: 'budget-item-goal',
    noun: 'goal',
  }),
  /** A due date that can't move (docs/runway-screen.md "What-if"); the checkbox FixedDateCheck in the details. */
  fixedDate: field({
    key: 'fixedDate',
    kinds: ['expense'],
    write: 'budget-item-fixed-date',
    noun: 'due date rule',
    title: (show, item, fixed) => UNDO_LABELS.fixedDate(show(item), fixed),
  }),
};

export type FieldName = keyof typeof ITEM_FIELDS;
/** The declaration of `name`, typed by its key. */
export type FieldOf<F extends FieldName> = ItemField<(typeof ITEM_FIELDS)[F]['key']>;
export type ValueOf<F extends FieldName> = FieldValue<(typeof ITEM_FIELDS)[F]['key']>;

export const FIELD_NAMES = Object.keys(ITEM_FIELDS) as FieldName[];

export function fieldOf<F extends FieldName>(name: F): FieldOf<F> {
  return ITEM_FIELDS[name] as FieldOf<F>;
}

/** Whether items of `kind` have field `name`. */
export function hasField(kind: ItemKind, name: FieldName): boolean {
  return fieldOf(name).kinds?.includes(kind) ?? true;
}

/** The fields a row of `kind` edits in its details. */
export function detailFields(kind: ItemKind): FieldName[] {
  return FIELD_NAMES.filter((name) => fieldOf(name).details !== undefined && hasField(kind, name));
}

/** The value of field `name` on `item`, as its undo puts it back (null when an optional field was not set). */
export function valueOn<F extends FieldName>(item: BudgetItem, name: F): ValueOf<F> {
  return (item[fieldOf(name).key] ?? null) as ValueOf<F>;
}

/** The undo toast's title of setting field `name` of `item` to `value`. */
export function fieldTitle<F extends FieldName>(shown: Shown, item: BudgetItem, name: F, value: ValueOf<F>) {
  const { title, noun } = fieldOf(name);
  return title ? title(shown, item, value) : UNDO_LABELS.fieldChanged(noun, shown(item));
}

/** The failure toast's text of a refused change of field `name` of `item` to `value`. */
export function fieldFailure<F extends FieldName>(item: BudgetItem, name: F, value: ValueOf<F>): string {
  const { failure, noun } = fieldOf(name);
  return failure?.(item, value) ?? `The new ${noun} of ${item.name} was not saved. Please try again.`;
}

/** A change of an item in the screen's terms: its fields, and the order and date a move sets. */
export type ItemPatch = { [F in FieldName]?: ValueOf<F> } & { sortOrder?: number; dateValue?: string };

/** `patch` as the request body and the cached record of a `kind` name its fields (the date: DATE_FIELD). */
export function wirePatch(kind: ItemKind, patch: ItemPatch): Record<string, unknown> {
  const { dateValue, ...fields } = patch;
  return dateValue === undefined ? fields : { ...fields, [DATE_FIELD[kind]]: dateValue };
}

/** Every declared field `item` holds, to send when it is created again (undo of a delete). */
export function fieldValues(item: BudgetItem): ItemPatch {
  return Object.fromEntries(
    FIELD_NAMES.filter((name) => hasField(item.kind, name) && item[fieldOf(name).key] != null).map((name) => [
      fieldOf(name).key,
      item[fieldOf(name).key],
    ]),
  );
}

/** Whether any row has details: the rows then keep a column for the button that shows them. */
export const ROWS_HAVE_DETAILS = FIELD_NAMES.some((name) => fieldOf(name).details !== undefined);
