import { definedFields } from './core/field-changes.ts';

/**
 * The columns a partial update should set: those the request actually sent (undefined means "not sent"). This
 * is what makes two devices' changes meet field by field, the later winning (core/field-changes.ts).
 */
export function definedColumns<Value>(columns: Record<string, Value | undefined>): Record<string, Value> {
  return definedFields(columns) as Record<string, Value>;
}
