import { editorOf, type Editor } from '../../domain/household.ts';
import { useHousehold, useJoinNoticed } from './household.ts';

/** Who last changed an item or goal: undefined when the budget is not shared (no badge column at all). */
export function useLastEditor(updatedBy: string | null | undefined): Editor | null | undefined {
  const { view } = useHousehold();
  useJoinNoticed(updatedBy);
  return view.role === 'solo' ? undefined : editorOf(view, updatedBy);
}
