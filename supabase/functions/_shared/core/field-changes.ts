// Two devices, one item: the later change wins, field by field (docs/offline.md "Two devices").
//
// A device sends only the fields the person changed (a PATCH body of those fields), and the server sets only
// the fields a request names. So a change on one device never touches a field another device changed; when
// both changed the same field, the change that reaches the server later wins. Queued changes reach it in the
// order they were made on their device.

/** The fields one change sets: those it names with a value (an absent or undefined field is left alone). */
export function definedFields<Fields extends object>(changes: Fields): Partial<Fields> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<Fields>;
}

/** `record` after one change: the fields the change names take its values, every other field stays. */
export function applyFieldChanges<Record extends object>(record: Record, changes: Partial<Record>): Record {
  return { ...record, ...definedFields(changes) };
}

/** `record` after changes applied in the order they reached the server: later wins, field by field. */
export function applyInArrivalOrder<Record extends object>(
  record: Record,
  changes: readonly Partial<Record>[],
): Record {
  return changes.reduce<Record>((current, change) => applyFieldChanges(current, change), record);
}

/** What a device sends for an edit: the fields whose value differs from the one it started from. */
export function changedFields<Record extends object>(before: Record, after: Record): Partial<Record> {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => !Object.is(before[key as keyof Record], value)),
  ) as Partial<Record>;
}
