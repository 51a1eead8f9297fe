import type { Editor } from '../../domain/household.ts';
import { InitialsBadge } from './InitialsBadge.tsx';

/**
 * The "who last changed it" column of a shared budget's row: the editor's badge, or an empty cell when the
 * editor is not a member any more (useLastEditor answers null). Nothing at all on a budget nobody shares.
 */
export function LastChangedBy({
  editor,
  className,
}: {
  editor: Editor | null | undefined;
  className?: string;
}) {
  if (editor === undefined) return null;
  return (
    <span className={className}>
      {editor && <InitialsBadge initials={editor.initials} name={editor.name} action="Last changed by" />}
    </span>
  );
}
