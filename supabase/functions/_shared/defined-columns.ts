/** The columns a partial update should set: those the request actually sent (undefined means "not sent"). */
export function definedColumns<Value>(columns: Record<string, Value | undefined>): Record<string, Value> {
  return Object.fromEntries(
    Object.entries(columns).filter((entry): entry is [string, Value] => entry[1] !== undefined),
  );
}
