import { useHousehold } from '../../../app/session/household.ts';
import { editorOf, type Editor } from '../../../domain/household.ts';

/** Who last changed an item: undefined when the budget is not shared (no badge column at all). */
export function useItemEditor(updatedBy: string | null | undefined): Editor | null | undefined {
  const { view } = useHousehold();
  return view.role === 'solo' ? undefined : editorOf(view, updatedBy);
}
